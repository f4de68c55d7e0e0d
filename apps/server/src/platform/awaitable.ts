/**
 * A value that is ready now or later. Hot paths (cached tokens, sessions, rate windows) answer
 * synchronously so a request does not pay a microtask hop for every cache hit.
 */
export type Awaitable<T> = T | Promise<T>;

export function isPromise<T>(value: Awaitable<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}
