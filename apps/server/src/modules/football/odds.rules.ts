import { companyIds } from '../feed/source/bookmaker.codes.ts';

/**
 * Rules over bookmaker prices (decimal odds), pure: margin-free probabilities, the consensus of
 * several companies, Kelly indices, who the favourite is and whether it is being upset, and the
 * over/under result. Prices are `[home, draw, away]` for 1X2.
 */

export type Side = 'home' | 'away';
export type UpsetState = 'losing' | 'lost';

/** Pseudo-companies of the source files (market maximum and average), not bookmakers. */
export const AGGREGATE_COMPANIES: ReadonlySet<string> = new Set(['max', 'avg']);

/**
 * The order companies are listed in, which is also the order the scores list falls back in
 * when the chosen company does not price a match (the CSL file has no bet365): the bookmakers
 * in the catalog's order, then a code the catalog does not name, then the market average
 * (a fairer stand-in than the maximum), then the market maximum.
 */
const COMPANY_ORDER: readonly string[] = [...companyIds.filter((id) => !AGGREGATE_COMPANIES.has(id)), '', 'avg', 'max'];
const UNKNOWN_RANK = COMPANY_ORDER.indexOf('');

/**
 * A company's place in the listing order.
 *
 * @example
 * companyRank('bet365') < companyRank('pinnacle') // true
 * companyRank('avg') > companyRank('betbrain')    // true
 */
export function companyRank(company: string): number {
  const rank = company === '' ? -1 : COMPANY_ORDER.indexOf(company);
  return rank < 0 ? UNKNOWN_RANK : rank;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Implied probabilities with the bookmaker's margin taken out (each 1/price over their sum).
 *
 * @example
 * marginFree([2, 4, 4]) // [0.5, 0.25, 0.25]
 */
export function marginFree(prices: readonly number[]): number[] {
  const implied = prices.map((p) => 1 / p);
  const total = implied.reduce((sum, p) => sum + p, 0);
  return implied.map((p) => p / total);
}

/**
 * The consensus: per outcome, the average of the companies' margin-free probabilities;
 * undefined without any company.
 *
 * @example
 * consensus([[2, 4, 4], [2.5, 3.5, 2.8]]) // ≈ [0.4529, 0.2699, 0.2772]
 */
export function consensus(priceSets: readonly (readonly number[])[]): number[] | undefined {
  const first = priceSets[0];
  if (!first) return undefined;
  const sums = first.map(() => 0);
  for (const set of priceSets) marginFree(set).forEach((p, i) => (sums[i] = (sums[i] ?? 0) + p));
  return sums.map((s) => s / priceSets.length);
}

/**
 * Kelly indices: price × consensus probability per outcome, to 2 decimals. Above 1 the company
 * pays more than the market's fair price (rare, and usually corrected soon).
 *
 * @example
 * kellyIndices([2.1, 3.4, 3.5], [0.46, 0.27, 0.27]) // [0.97, 0.92, 0.95]
 */
export function kellyIndices(prices: readonly number[], probabilities: readonly number[]): number[] {
  return prices.map((price, i) => round(price * (probabilities[i] ?? 0), 2));
}

/**
 * Per outcome, the average price over several companies, to 2 decimals.
 *
 * @example
 * averagePrices([[2, 3.4, 3.6], [2.1, 3.3, 3.5]]) // [2.05, 3.35, 3.55]
 */
export function averagePrices(priceSets: readonly (readonly number[])[]): number[] {
  const first = priceSets[0];
  if (!first) return [];
  return first.map((_, i) => round(priceSets.reduce((sum, set) => sum + (set[i] ?? 0), 0) / priceSets.length, 2));
}

/**
 * Per outcome, the best (highest) price.
 *
 * @example
 * maxPrices([[2, 3.4, 3.6], [2.1, 3.3, 3.5]]) // [2.1, 3.4, 3.6]
 */
export function maxPrices(priceSets: readonly (readonly number[])[]): number[] {
  const first = priceSets[0];
  if (!first) return [];
  return first.map((_, i) => Math.max(...priceSets.map((set) => set[i] ?? 0)));
}

/**
 * The favourite from 1X2 prices: the side with the lower win price; none when level.
 *
 * @example
 * favouriteOf([1.8, 3.6, 4.5]) // 'home'
 * favouriteOf([2.9, 3.1, 2.9]) // undefined
 */
export function favouriteOf(prices: readonly number[]): Side | undefined {
  const [home, , away] = prices;
  if (home === undefined || away === undefined || home === away) return undefined;
  return home < away ? 'home' : 'away';
}

/**
 * Whether the favourite is being upset: behind in a live match (`losing`) or beaten at full
 * time (`lost`). A draw is not an upset here.
 *
 * @example
 * upsetState('home', 'finished', { home: 0, away: 1 }) // 'lost'
 * upsetState('home', 'live', { home: 1, away: 1 })     // undefined
 */
export function upsetState(
  favourite: Side,
  status: string,
  score: { home: number; away: number } | null,
): UpsetState | undefined {
  if (!score) return undefined;
  const behind = favourite === 'home' ? score.home < score.away : score.away < score.home;
  if (!behind) return undefined;
  if (status === 'finished') return 'lost';
  return status === 'live' || status === 'break' ? 'losing' : undefined;
}

/**
 * The over/under result at a goals line: decided at full time, or earlier once the total has
 * passed the line; null while still open. A whole-number line can end level (`push`).
 *
 * @example
 * overUnderResult(2.5, 3, 'live')     // 'over'
 * overUnderResult(2.5, 2, 'finished') // 'under'
 * overUnderResult(2.5, 1, 'live')     // null
 */
export function overUnderResult(line: number, goals: number, status: string): 'over' | 'under' | 'push' | null {
  if (goals > line) return status === 'scheduled' ? null : 'over';
  if (status !== 'finished') return null;
  return goals < line ? 'under' : 'push';
}
