import type { RateClass } from '@scoreline/contract';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import { AppError } from '../../platform/errors.ts';
import { rateBudgets, scaleBudget, type Budget, type RateDecision, type RateStore } from './rate-limiter.ts';

/** Applies a call class's per-IP and per-user budgets; over budget is a 429 with a wait time. */
export class RateGate {
  private readonly budgets: Record<RateClass, { ip: Budget; user: Budget }>;

  constructor(
    private readonly store: RateStore,
    scale: number,
  ) {
    const scaled = Object.entries(rateBudgets).map(([rate, b]) => [rate, { ip: scaleBudget(b.ip, scale), user: scaleBudget(b.user, scale) }]);
    this.budgets = Object.fromEntries(scaled) as Record<RateClass, { ip: Budget; user: Budget }>;
  }

  check(rate: RateClass, ip: string, userId: number | undefined): Awaitable<void> {
    const budgets = this.budgets[rate];
    const byIp = this.store.hit(`${rate}:ip:${ip}`, budgets.ip);
    const thenUser = (decision: RateDecision): Awaitable<void> => {
      refuseOver(decision);
      if (userId === undefined) return;
      const byUser = this.store.hit(`${rate}:user:${userId}`, budgets.user);
      return isPromise(byUser) ? byUser.then(refuseOver) : refuseOver(byUser);
    };
    return isPromise(byIp) ? byIp.then(thenUser) : thenUser(byIp);
  }
}

function refuseOver(decision: RateDecision): void {
  if (!decision.allowed) {
    throw new AppError('rateLimited', 'rateLimited', { seconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) });
  }
}
