/**
 * Wraps a loader so that every caller shares its one promise; a failure is not kept, so the next
 * call (a retry, or a page opened once the network is back) loads afresh.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
