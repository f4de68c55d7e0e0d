import type { Redis } from 'ioredis';
import type { RateClass } from '@scoreline/contract';
import type { Awaitable } from '../../platform/awaitable.ts';

export interface Budget {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterMs: number;
}

/** Counts hits per key in fixed windows. Memory for one node; Redis so nodes share counters. */
export interface RateStore {
  hit(key: string, budget: Budget): Awaitable<RateDecision>;
}

/** Per-IP and per-user budgets of each call class; SMS and login are stricter. */
export const rateBudgets: Record<RateClass, { ip: Budget; user: Budget }> = {
  default: { ip: { limit: 1200, windowMs: 60_000 }, user: { limit: 600, windowMs: 60_000 } },
  login: { ip: { limit: 30, windowMs: 60_000 }, user: { limit: 20, windowMs: 60_000 } },
  sms: { ip: { limit: 5, windowMs: 60_000 }, user: { limit: 5, windowMs: 60_000 } },
  upload: { ip: { limit: 20, windowMs: 60_000 }, user: { limit: 10, windowMs: 60_000 } },
};

export function scaleBudget(budget: Budget, scale: number): Budget {
  return { limit: Math.max(1, Math.round(budget.limit * scale)), windowMs: budget.windowMs };
}

export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, budget: Budget): RateDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + budget.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    const allowed = window.count <= budget.limit;
    return { allowed, retryAfterMs: allowed ? 0 : window.resetAt - now };
  }

  // Dropping expired windows now and then keeps memory bounded by the keys of one window.
  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateStore,
  ) {}

  async hit(key: string, budget: Budget): Promise<RateDecision> {
    try {
      const windowKey = `rl:${key}:${Math.floor(Date.now() / budget.windowMs)}`;
      const result = await this.redis.multi().incr(windowKey).pexpire(windowKey, budget.windowMs).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const allowed = count <= budget.limit;
      return { allowed, retryAfterMs: allowed ? 0 : budget.windowMs - (Date.now() % budget.windowMs) };
    } catch {
      // Redis away: keep limiting on this node rather than letting everything through.
      return this.fallback.hit(key, budget);
    }
  }
}
