import { loadPushSchemas as load, type PushSchemas } from '@scoreline/contract/web';

export type { PushSchemas };

let loaded: PushSchemas | null = null;
let loading: Promise<PushSchemas> | null = null;

/** Fetches the push payload schemas (zod, out of the first load) once; a failure is retried next time. */
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
