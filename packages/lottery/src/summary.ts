import type { Plan, Summary } from './types.ts';

/**
 * Bets, cost and (jingcai/beidan) the theoretical min and max prize, without enumerating.
 * @example summarisePlan(e1) // { bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' }
 */
export function summarisePlan(_plan: Plan): Summary {
  throw new Error('summarisePlan is being built');
}

/** Number of single bets of a plan (§5, §8.3) by symmetric sums. */
export function countBets(_plan: Plan): number {
  throw new Error('countBets is being built');
}
