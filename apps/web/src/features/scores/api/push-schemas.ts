const load = () => import('@scoreline/contract');

/** The full contract: the push payload schemas are zod, which stays out of the first load. */
export type PushSchemas = Awaited<ReturnType<typeof load>>;

let loaded: PushSchemas | null = null;
let loading: Promise<PushSchemas> | null = null;

/** Fetches the contract chunk once (the API client's first reply needs it too); a failure is retried next time. */
export function loadPushSchemas(): Promise<PushSchemas> {
  loading ??= load().then(
    (contract) => (loaded = contract),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `use` with the schemas: at once once they are in, else when they arrive (frames keep their order). */
export function withPushSchemas(use: (schemas: PushSchemas) => void): void {
  if (loaded) {
    use(loaded);
    return;
  }
  loadPushSchemas().then(use, (error: unknown) => console.warn('push schemas failed to load; frame dropped', error));
}
