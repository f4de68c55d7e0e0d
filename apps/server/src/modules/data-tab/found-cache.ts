/**
 * Remembers lookups into the imported history that found something. A miss is not kept: on a
 * first start the import may still be running, and what is missing now may be there next time.
 *
 * @example
 * const seasons = new FoundCache<string>(256);
 * await seasons.get('premier-league', () => repo.latestSeason(db, 'premier-league')) // '2024-25', read once
 */
export class FoundCache<V> {
  private readonly entries = new Map<string, Promise<V | undefined>>();

  constructor(private readonly capacity: number) {}

  get(key: string, compute: () => Promise<V | undefined>): Promise<V | undefined> {
    const held = this.entries.get(key);
    if (held) return held;
    const pending = compute();
    this.entries.set(key, pending);
    pending.then(
      (value) => value === undefined && this.entries.delete(key),
      () => this.entries.delete(key),
    );
    // The oldest entry goes first; the history behind these keys is small and fixed.
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value ?? key);
    return pending;
  }
}
