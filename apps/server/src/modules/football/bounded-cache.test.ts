import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('bounded cache', () => {
  it('computes once per key and forgets the least recently used beyond its capacity', async () => {
    const cache = new BoundedCache<string, number>(2);
    let calls = 0;
    const compute = (value: number) => async () => {
      calls += 1;
      return value;
    };
    expect(await cache.get('a', compute(1))).toBe(1);
    expect(await cache.get('a', compute(9))).toBe(1);
    await cache.get('b', compute(2));
    await cache.get('a', compute(9)); // a is now the newest
    await cache.get('c', compute(3)); // evicts b
    expect(calls).toBe(3);
    expect(await cache.get('b', compute(4))).toBe(4);
    expect(await cache.get('a', compute(9))).toBe(9); // a was evicted by b's return
  });

  it('does not keep a failure', async () => {
    const cache = new BoundedCache<string, number>(2);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 1)).toBe(1);
  });
});
