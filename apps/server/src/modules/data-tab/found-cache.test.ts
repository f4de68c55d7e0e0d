import { describe, expect, it } from 'vitest';
import { FoundCache } from './found-cache.ts';

describe('FoundCache', () => {
  it('computes a found value once', async () => {
    const cache = new FoundCache<string>(4);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 'x';
    };
    expect(await cache.get('k', compute)).toBe('x');
    expect(await cache.get('k', compute)).toBe('x');
    expect(calls).toBe(1);
  });

  it('asks again after a miss or a failure', async () => {
    const cache = new FoundCache<string>(4);
    expect(await cache.get('k', async () => undefined)).toBeUndefined();
    await expect(cache.get('e', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'now')).toBe('now');
    expect(await cache.get('e', async () => 'back')).toBe('back');
  });

  it('keeps at most its capacity, dropping the oldest', async () => {
    const cache = new FoundCache<number>(2);
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) await cache.get(key, async () => value);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
