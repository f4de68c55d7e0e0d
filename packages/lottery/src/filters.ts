import type { FilterResult, FilterSet, Plan } from './types.ts';

/** Every range condition of §10 by its name in {@link FilterSet}. */
export const FILTER_NAMES = [
  'count3', 'count1', 'count0', 'sum', 'breaks', 'repeatPairs', 'longestRun3', 'longestRun1', 'longestRun0',
  'longestRun', 'unbeatenRun', 'noDrawRun', 'winlessRun', 'oddsSum', 'oddsProduct', 'prizeRange',
  'favourites', 'seconds', 'thirds', 'firstHits', 'secondHits', 'thirdHits',
] as const;

/**
 * Keeps the single bets that pass the conditions (§10) and prices them.
 * @example filterPlan(e12, { count3: [5, 6], breaks: [11, 13], count0: [3, 4] }) // { kept: 7, bets: 7, cost: '14.00' }
 */
export function filterPlan(_plan: Plan, _filters: FilterSet): FilterResult {
  throw new Error('filterPlan is being built');
}
