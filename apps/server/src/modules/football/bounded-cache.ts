/**
 * A small least-recently-used cache of promises, for answers computed from the imported history
 * (which does not change while the server runs). A failed computation is not kept.
 *
 * @example
 * const tables = new BoundedCache<string, number>(100);
 * await tables.get('premier-league|2024-25', async () => 20) // computed once
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  constructor(private readonly capacity: number) {}

  get(key: K, compute: () => Promise<V>): Promise<V> {
    const held = this.entries.get(key);
    if (held) {
      // Re-inserting moves the key to the newest end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return pending;
  }
}
