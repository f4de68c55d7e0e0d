import type { OptimiseInput, OptimiseResult, Plan } from './types.ts';

/**
 * Prize optimisation (§9): per-row multiples for a budget in one of four modes.
 * @example optimisePlan(e14, { budget: '100', mode: 'average' }).multiples // [21, 14, 9, 6]
 */
export function optimisePlan(_plan: Plan, _input: OptimiseInput): OptimiseResult {
  throw new Error('optimisePlan is being built');
}
