import type { RateClass } from '@scoreline/contract';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import { AppError } from '../../platform/errors.ts';
import { rateBudgets, scaleBudget, type Budget, type RateDecision, type RateStore } from './rate-limiter.ts';

interface ClassBudgets {
  ip: Budget;
  user: Budget;
  ipScope: string;
  userScope: string;
}

/** Applies a call class's per-IP and per-user budgets; over budget is a 429 with a wait time. */
export class RateGate {
  private readonly budgets: Record<RateClass, ClassBudgets>;

  constructor(
    private readonly store: RateStore,
    scale: number,
  ) {
    const scaled = Object.entries(rateBudgets).map(([rate, b]) => [
      rate,
      { ip: scaleBudget(b.ip, scale), user: scaleBudget(b.user, scale), ipScope: `${rate}:ip`, userScope: `${rate}:user` },
    ]);
    this.budgets = Object.fromEntries(scaled) as Record<RateClass, ClassBudgets>;
  }

  check(rate: RateClass, ip: string, userId: number | undefined): Awaitable<void> {
    const budgets = this.budgets[rate];
    const byIp = this.store.hit(budgets.ipScope, ip, budgets.ip);
    if (isPromise(byIp)) return byIp.then((decision) => this.checkUser(budgets, decision, userId));
    return this.checkUser(budgets, byIp, userId);
  }

  private checkUser(budgets: ClassBudgets, byIp: RateDecision, userId: number | undefined): Awaitable<void> {
    refuseOver(byIp);
    if (userId === undefined) return;
    const byUser = this.store.hit(budgets.userScope, userId, budgets.user);
    return isPromise(byUser) ? byUser.then(refuseOver) : refuseOver(byUser);
  }
}

function refuseOver(decision: RateDecision): void {
  if (!decision.allowed) {
    throw new AppError('rateLimited', 'rateLimited', { seconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) });
  }
}
