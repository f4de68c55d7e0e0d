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

/**
 * Counts hits in fixed windows per `scope` (a call class and what it counts, e.g. `default:ip`)
 * and `id` (the IP or user). Memory for one node; Redis so nodes share counters.
 */
export interface RateStore {
  hit(scope: string, id: string | number, budget: Budget): Awaitable<RateDecision>;
}

const ALLOWED: RateDecision = Object.freeze({ allowed: true, retryAfterMs: 0 });

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

interface Window {
  count: number;
  resetAt: number;
}

export class MemoryRateStore implements RateStore {
  // One map per scope, keyed by the bare IP or user id: no key string is built per request.
  private readonly scopes = new Map<string, Map<string | number, Window>>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(scope: string, id: string | number, budget: Budget): RateDecision {
    const now = this.now();
    this.sweep(now);
    let windows = this.scopes.get(scope);
    if (windows === undefined) {
      windows = new Map();
      this.scopes.set(scope, windows);
    }
    let window = windows.get(id);
    if (window === undefined || window.resetAt <= now) {
      window = { count: 0, resetAt: now + budget.windowMs };
      windows.set(id, window);
    }
    window.count += 1;
    return window.count <= budget.limit ? ALLOWED : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  // Dropping expired windows now and then keeps memory bounded by the keys of one window.
  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const windows of this.scopes.values()) {
      for (const [id, window] of windows) if (window.resetAt <= now) windows.delete(id);
    }
  }
}

export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateStore,
  ) {}

  async hit(scope: string, id: string | number, budget: Budget): Promise<RateDecision> {
    try {
      const windowKey = `rl:${scope}:${id}:${Math.floor(Date.now() / budget.windowMs)}`;
      const result = await this.redis.multi().incr(windowKey).pexpire(windowKey, budget.windowMs).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const allowed = count <= budget.limit;
      return { allowed, retryAfterMs: allowed ? 0 : budget.windowMs - (Date.now() % budget.windowMs) };
    } catch {
      // Redis away: keep limiting on this node rather than letting everything through.
      return this.fallback.hit(scope, id, budget);
    }
  }
}
