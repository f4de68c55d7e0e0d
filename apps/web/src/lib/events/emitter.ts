/** A handler receives the event's payload; `void` events take none. */
export type Handler<P> = (payload: P) => void;

export interface Emitter<M extends object> {
  on<K extends keyof M>(name: K, handler: Handler<M[K]>): () => void;
  emit<K extends keyof M>(name: K, ...payload: M[K] extends undefined ? [] : [M[K]]): void;
  listenerCount(name: keyof M): number;
}

/**
 * A small typed event emitter. A throwing handler is logged and does not stop the others.
 *
 * @example
 * const bus = createEmitter<{ ping: string }>();
 * const off = bus.on('ping', (s) => console.warn(s));
 * bus.emit('ping', 'hello'); off();
 */
export function createEmitter<M extends object>(): Emitter<M> {
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => {
        set.delete(handler);
      };
    },
    emit(name, ...payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<unknown>)(payload[0]);
        } catch (error) {
          console.error(`event handler for ${String(name)} failed`, error);
        }
      }
    },
    listenerCount(name) {
      return handlers.get(name)?.size ?? 0;
    },
  };
}
