import type { MatchResult, Plan, PoolSettleResult, SettleInput, SettleResult } from './types.ts';

/**
 * Settles a plan against results (§6.6, §8.4).
 * @example settlePlan(e1, { results: { A: { score: '1:1' }, B: { score: '0:2' }, C: { score: '0:1' } } })
 */
export function settlePlan(_plan: Plan, _input: SettleInput): SettleResult | PoolSettleResult {
  throw new Error('settlePlan is being built');
}

/**
 * The ticked options (indexes into match.picks) that win on one result.
 * @example winningOptions(plan, 0, { score: '2:1', half: '0:1' })
 */
export function winningOptions(_plan: Plan, _matchIndex: number, _result: MatchResult): number[] {
  throw new Error('winningOptions is being built');
}
