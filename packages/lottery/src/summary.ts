/**
 * `summary`: bets and cost by symmetric sums (§5, §8.3), and for jingcai/beidan the exact
 * theoretical min and max prize (§6.7, §6.8), all without enumerating the split list.
 */
import { planCombos } from './combos.ts';
import { formatFen } from './money.ts';
import { planMinMax } from './minmax.ts';
import { isPoolGame } from './plays.ts';
import type { Plan, Summary } from './types.ts';

/**
 * Bets, cost and (jingcai/beidan) the theoretical min and max prize, multiple included.
 * @example summarisePlan(e1) // { bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' }
 */
export function summarisePlan(plan: Plan): Summary {
  const bets = planCombos(plan);
  const multiple = BigInt(plan.multiple);
  const summary: Summary = { bets: Number(bets), cost: formatFen(bets * multiple * 200n) };
  if (isPoolGame(plan.game)) return summary;
  const { minFen, maxFen, approximate } = planMinMax(plan);
  summary.minPrize = formatFen(BigInt(minFen) * multiple);
  summary.maxPrize = formatFen(BigInt(maxFen) * multiple);
  if (approximate) summary.approximate = true;
  return summary;
}

/**
 * Number of single bets of a plan (§5, §8.3), without enumerating.
 * @example countBets(e6With4串11) // 40
 */
export function countBets(plan: Plan): number {
  return Number(planCombos(plan));
}
