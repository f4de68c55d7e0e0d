/**
 * 14-match (sfc) and pick-9 (rjiu) winners per result (§8.4) and prize estimates (§8.2).
 */
import { elementarySymmetric } from './combos.ts';
import { ensure } from './errors.ts';
import { formatFen, parseMoney, taxOf } from './money.ts';
import type { Plan, PoolSettleResult, SettleInput } from './types.ts';

/**
 * Per match the number of ticked answers that are right for the result string
 * (`*` = any result counts, so every ticked answer is right).
 */
export function poolHits(plan: Plan, result: unknown): number[] {
  const n = plan.matches.length;
  ensure(typeof result === 'string' && result.length === n, 'poolResultLength', { length: n });
  ensure(/^[310*]+$/.test(result), 'poolResultSymbols');
  return plan.matches.map((m, i) => {
    const r = result[i];
    return r === '*' ? m.picks.length : m.picks.some((p) => p.option === r) ? 1 : 0;
  });
}

/**
 * Winners per level (bets, without the multiple).
 * @example poolWinners(e12, hitsFor('31100303011303')) // { level1: 1, level2: 5 }
 */
export function poolWinners(plan: Plan, hits: readonly number[]): { level1: number; level2: number } {
  const counts = plan.matches.map((m) => m.picks.length);
  if (plan.game === 'sfc') {
    const level1 = hits.reduce((p, h) => p * h, 1);
    let level2 = 0;
    counts.forEach((c, i) => {
      level2 += (c - (hits[i] ?? 0)) * hits.reduce((p, h, j) => (j === i ? p : p * h), 1);
    });
    return { level1, level2 };
  }
  let fixed = 1;
  const free: number[] = [];
  plan.matches.forEach((m, i) => (m.banker ? (fixed *= hits[i] ?? 0) : free.push(hits[i] ?? 0)));
  const need = 9 - (plan.matches.length - free.length);
  return { level1: fixed * Number(elementarySymmetric(free, need)[need] ?? 0n), level2: 0 };
}

/** `settle` for sfc/rjiu, with the estimate when per-level prizes are given. */
export function settlePool(plan: Plan, input: SettleInput): PoolSettleResult {
  const winners = poolWinners(plan, poolHits(plan, input.result));
  if (!input.estimate) return winners;
  const l1 = input.estimate.level1 === undefined ? 0 : parseMoney(input.estimate.level1, 'estimate.level1');
  const l2 = input.estimate.level2 === undefined ? 0 : parseMoney(input.estimate.level2, 'estimate.level2');
  const m = BigInt(plan.multiple);
  const gross = BigInt(winners.level1 * l1 + winners.level2 * l2) * m;
  const net = BigInt(winners.level1 * (l1 - taxOf(l1, plan.rules.taxFrom)) + winners.level2 * (l2 - taxOf(l2, plan.rules.taxFrom))) * m;
  return { ...winners, gross: formatFen(gross), net: formatFen(net) };
}
