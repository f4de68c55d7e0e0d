/**
 * `filter` (§10): keep the single combinations whose metrics lie in the given ranges (AND, or
 * at most `tolerance` failures), minus the ones excluded by hand. sfc/rjiu are counted by a
 * dynamic programme (filter-pool.ts); jingcai/beidan rows are enumerated (≤ ENUMERATION_LIMIT).
 */
import { planCombos } from './combos.ts';
import { ensure } from './errors.ts';
import { compileFilter, inRange, type CompiledFilter } from './filter-conditions.ts';
import { countPoolPassing, isCountable } from './filter-pool.ts';
import { formatFen } from './money.ts';
import { ENUMERATION_LIMIT, isPoolGame } from './plays.ts';
import { ensureEnumerable, forEachRow } from './split.ts';
import type { FilterResult, FilterSet, Plan } from './types.ts';
import { weightedMinMax } from './weighted.ts';

/**
 * Every range condition of §10 by its name in {@link FilterSet}.
 * @example FILTER_NAMES.includes('breaks') // true
 */
export const FILTER_NAMES = [
  'count3', 'count1', 'count0', 'sum', 'breaks', 'repeatPairs', 'longestRun3', 'longestRun1', 'longestRun0',
  'longestRun', 'unbeatenRun', 'noDrawRun', 'winlessRun', 'oddsSum', 'oddsProduct', 'prizeRange',
  'favourites', 'seconds', 'thirds', 'firstHits', 'secondHits', 'thirdHits',
] as const;

/** Whether one combination is kept by the compiled filter (direct evaluation). */
export function keeps(plan: Plan, filter: CompiledFilter, matches: readonly number[], picks: readonly number[], unitFen: number): boolean {
  let fails = 0;
  for (const condition of filter.conditions) {
    if (!inRange(plan, condition, matches, picks, unitFen) && (fails += 1) > filter.tolerance) return false;
  }
  return true;
}

/** Reads an sfc/rjiu combination string (`-` = match not played in this rjiu bet). */
function readPoolCombo(plan: Plan, text: string): { matches: number[]; picks: number[] } {
  ensure(text.length === plan.matches.length, 'excludeLength', { combination: text, length: plan.matches.length });
  const matches: number[] = [];
  const picks: number[] = [];
  [...text].forEach((ch, i) => {
    const match = plan.matches[i];
    if (ch === '-' && plan.game === 'rjiu' && match && !match.banker) return;
    const j = match?.picks.findIndex((p) => p.option === ch) ?? -1;
    ensure(j >= 0, 'excludeNotInPlan', { combination: text, position: i + 1 });
    matches.push(i);
    picks.push(j);
  });
  ensure(matches.length === (plan.folds[0] ?? 0), 'excludeMatchCount', { combination: text, matches: plan.folds[0] ?? 0 });
  return { matches, picks };
}

function countPool(plan: Plan, filter: CompiledFilter): number {
  let kept: number;
  if (isCountable(filter)) kept = countPoolPassing(plan, filter);
  else {
    const total = planCombos(plan);
    ensure(total <= BigInt(ENUMERATION_LIMIT), 'tooManyForOddsProduct', { total: String(total), limit: ENUMERATION_LIMIT });
    kept = 0;
    forEachRow(plan, (row) => void (kept += keeps(plan, filter, row.matches, row.picks, 0) ? 1 : 0));
  }
  const excluded = new Set(filter.exclude.map((e) => (ensure(typeof e === 'string', 'excludeNotStrings'), e)));
  for (const text of excluded) {
    const combo = readPoolCombo(plan, text);
    if (keeps(plan, filter, combo.matches, combo.picks, 0)) kept -= 1;
  }
  return kept;
}

/** Kept jingcai/beidan rows as weights (the plan multiple, 0 when removed). */
function keptWeights(plan: Plan, filter: CompiledFilter): number[] {
  const total = ensureEnumerable(plan, 'filter');
  const excluded = new Set(filter.exclude.map((e) => {
    ensure(typeof e === 'number' && e >= 0 && e < total, 'excludeRows', { last: total - 1 });
    return e;
  }));
  const weights = new Array<number>(total).fill(0);
  forEachRow(plan, (row, i) => void (weights[i] = !excluded.has(i) && keeps(plan, filter, row.matches, row.picks, row.unitFen) ? plan.multiple : 0));
  return weights;
}

/**
 * Keeps the single bets that pass the conditions (§10) and prices them (multiple included).
 * @example filterPlan(e12, { count3: [5, 6], breaks: [11, 13], count0: [3, 4] }) // { kept: 7, bets: 7, cost: '14.00' }
 */
export function filterPlan(plan: Plan, filters: FilterSet): FilterResult {
  const filter = compileFilter(plan, filters);
  if (isPoolGame(plan.game)) {
    const kept = countPool(plan, filter);
    return { kept, bets: kept, cost: formatFen(BigInt(kept) * 200n * BigInt(plan.multiple)) };
  }
  const weights = keptWeights(plan, filter);
  const kept = weights.filter((w) => w > 0).length;
  const result: FilterResult = { kept, bets: kept, cost: formatFen(BigInt(kept) * 200n * BigInt(plan.multiple)) };
  const range = kept > 0 ? weightedMinMax(plan, weights) : undefined;
  if (range) [result.minPrize, result.maxPrize] = [formatFen(range.minFen), formatFen(range.maxFen)];
  return result;
}
