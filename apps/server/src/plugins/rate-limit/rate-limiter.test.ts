import { describe, expect, it } from 'vitest';
import { MemoryRateStore } from './rate-limiter.ts';

describe('MemoryRateStore', () => {
  const budget = { limit: 2, windowMs: 60_000 };

  it('counts each scope and id apart, refuses over the limit with the wait, and resets after the window', () => {
    let now = 1_000_000;
    const store = new MemoryRateStore(() => now);
    expect(store.hit('default:ip', '10.0.0.1', budget).allowed).toBe(true);
    expect(store.hit('default:ip', '10.0.0.1', budget).allowed).toBe(true);
    expect(store.hit('default:ip', '10.0.0.1', budget)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(store.hit('default:ip', '10.0.0.2', budget).allowed).toBe(true);
    expect(store.hit('login:ip', '10.0.0.1', budget).allowed).toBe(true);
    expect(store.hit('default:user', 7, budget).allowed).toBe(true);
    now += 60_000;
    expect(store.hit('default:ip', '10.0.0.1', budget)).toEqual({ allowed: true, retryAfterMs: 0 });
  });
});
