/**
 * Runs tasks with the same key one after another (in this process); different keys run freely.
 * The database lock is what makes money changes correct across nodes; this queue only keeps a
 * burst of one user's taps from taking every pooled connection while they wait for that lock.
 *
 * @example await queue.run(userId, () => purchaseOnce())
 */
export class KeyedQueue<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  async run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // The last task of a key removes it, so idle users leave nothing behind.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
