import type { Plan, SplitOptions, SplitResult } from './types.ts';

/**
 * The single bets of a plan in canonical order (§0, §6.9), at most `limit` from `offset`.
 * @example splitPlan(e1).rows[0] // { legs: [A 3 @1.50, B 0 @2.10], unit: '6.30' }
 */
export function splitPlan(_plan: Plan, _options: SplitOptions = {}): SplitResult {
  throw new Error('splitPlan is being built');
}
