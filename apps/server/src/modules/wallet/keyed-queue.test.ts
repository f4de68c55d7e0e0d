import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue.ts';

describe('KeyedQueue', () => {
  it('runs one key\'s tasks one at a time, in order, even when some fail', async () => {
    const queue = new KeyedQueue<number>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, fail = false) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      log.push(name);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue.run(1, task('a')), queue.run(1, task('b', true)), queue.run(1, task('c'))]);
    expect(log).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different keys run side by side', async () => {
    const queue = new KeyedQueue<number>();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = queue.run(1, () => gate.then(() => 'slow'));
    expect(await queue.run(2, () => Promise.resolve('fast'))).toBe('fast');
    release();
    expect(await slow).toBe('slow');
  });
});
