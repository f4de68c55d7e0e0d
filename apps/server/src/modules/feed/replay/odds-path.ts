import type { MatchOdds, NbaLines } from '../source/index.ts';
import type { Rng } from './prng.ts';
import { createRng, randomInt } from './prng.ts';

/**
 * Odds history for a replayed match: each company's prices move from the real pre-match quote to
 * the real closing quote through timestamped steps, so a movement chart starts and ends on real
 * prices. The market opens `ODDS_OPENING_HOURS` before kick-off; the last step is at kick-off.
 *
 * In between, each outcome's implied probability (1/price) moves from the opening to the closing
 * value along a drawn, never-decreasing progress, with a wobble of at most ±1 % so the line is
 * not a straight ramp. Interpolating probabilities keeps the bookmaker's margin between its
 * opening and closing margins (±2 % for the wobble). Prices are rounded to 2 decimals and never
 * shown below 1.02. A handicap or total line that moves does so at one drawn step; the prices
 * keep moving smoothly around it.
 */

/** The quotes a market has: a line (handicap, total) and/or prices in a fixed outcome order. */
export interface PriceSet {
  /** Handicap of the home side, or the total line; absent for 1X2 and moneyline. */
  line?: number;
  /** Decimal prices, e.g. [home, draw, away] or [over, under]; empty for a line-only market. */
  prices: readonly number[];
}

/** The quote in force from `at` until the next step. */
export interface OddsStep extends PriceSet {
  at: Date;
  prices: number[];
}

/** Markets the paths cover. */
export type OddsMarket = '1x2' | 'over_under' | 'asian_handicap' | 'spread' | 'total' | 'moneyline';

/** One company's history in one market. `company` is the catalog id, or the file's code when unknown. */
export interface CompanyOddsPath {
  company: string;
  market: OddsMarket;
  steps: OddsStep[];
}

/** When the market opens, in hours before kick-off. */
export const ODDS_OPENING_HOURS = 72;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const MIN_PRICE = 1.02;

/**
 * A path from opening to closing prices: first step = `opening` exactly, last = `closing` exactly
 * (at kick-off), 6–12 steps in all, increasing times. Identical quotes give a flat path of two
 * steps.
 *
 * @example
 * const steps = oddsPath({ prices: [2.1, 3.4, 3.5] }, { prices: [1.95, 3.6, 3.9] }, kickoff, 'seed');
 * steps[0].prices        // [2.1, 3.4, 3.5]
 * steps.at(-1)?.prices   // [1.95, 3.6, 3.9]
 */
export function oddsPath(opening: PriceSet, closing: PriceSet, kickoff: Date, seed: string): OddsStep[] {
  const open = new Date(kickoff.getTime() - ODDS_OPENING_HOURS * HOUR_MS);
  const first = { ...copy(opening), at: open };
  const last = { ...copy(closing), at: new Date(kickoff) };
  if (sameQuote(opening, closing) || opening.prices.length !== closing.prices.length) return [first, last];
  const rng = createRng(seed);
  const count = randomInt(rng, 4, 10);
  const times = distinctMinutes(rng, count, ODDS_OPENING_HOURS * 60).map((m) => new Date(open.getTime() + m * MINUTE_MS));
  const progress = Array.from({ length: count }, () => rng()).sort((a, b) => a - b);
  const lineSwitch = randomInt(rng, 0, count);
  const middle = times.map((at, i) => ({
    at,
    ...lineAt(opening, closing, i >= lineSwitch),
    prices: blend(rng, opening.prices, closing.prices, progress[i] ?? 0),
  }));
  return [first, ...middle, last];
}

/**
 * The quote in force at an instant: the latest step at or before it; undefined before opening.
 *
 * @example
 * oddsAt(steps, kickoff)?.prices // the closing prices
 */
export function oddsAt(steps: readonly OddsStep[], instant: Date): OddsStep | undefined {
  let found: OddsStep | undefined;
  for (const step of steps) {
    if (step.at.getTime() > instant.getTime()) break;
    found = step;
  }
  return found;
}

function copy(set: PriceSet): PriceSet & { prices: number[] } {
  return set.line === undefined ? { prices: [...set.prices] } : { line: set.line, prices: [...set.prices] };
}

function sameQuote(a: PriceSet, b: PriceSet): boolean {
  return a.line === b.line && a.prices.length === b.prices.length && a.prices.every((p, i) => p === b.prices[i]);
}

function lineAt(opening: PriceSet, closing: PriceSet, moved: boolean): { line?: number } {
  const line = moved ? closing.line : opening.line;
  return line === undefined ? {} : { line };
}

/** `count` distinct whole minutes strictly between 0 and `span`, ascending. */
function distinctMinutes(rng: Rng, count: number, span: number): number[] {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, span - 1)) picked.add(randomInt(rng, 1, span - 1));
  return [...picked].sort((a, b) => a - b);
}

function blend(rng: Rng, opening: readonly number[], closing: readonly number[], progress: number): number[] {
  return opening.map((price, i) => {
    const implied = (1 - progress) / price + progress / (closing[i] ?? price);
    const wobbled = implied * (1 + (rng() - 0.5) * 0.02);
    return Math.max(MIN_PRICE, Math.round(100 / wobbled) / 100);
  });
}

/**
 * Paths for every company quoting a football match: 1X2, over/under 2.5 and Asian handicap,
 * pairing each company's pre-match quote with its closing one. A company with only one of the
 * two (the CSL file has closing odds only) gets a flat path at that quote.
 *
 * @example
 * footballOddsPaths(match.odds, kickoff, matchSeed('42', fixture.id, 'odds'))
 *   .find((p) => p.company === 'pinnacle' && p.market === '1x2')?.steps.length // 6–12
 */
export function footballOddsPaths(odds: MatchOdds, kickoff: Date, seed: string): CompanyOddsPath[] {
  return [
    ...pathsOf('1x2', odds.oneXTwo, (q) => ({ prices: [q.home, q.draw, q.away] }), kickoff, seed),
    ...pathsOf('over_under', odds.overUnder, (q) => ({ line: q.line, prices: [q.over, q.under] }), kickoff, seed),
    ...pathsOf('asian_handicap', odds.asianHandicap, (q) => ({ line: q.line, prices: [q.home, q.away] }), kickoff, seed),
  ];
}

interface Quote {
  code: string;
  company: string | undefined;
  timing: 'pre' | 'closing';
}

function pathsOf<Q extends Quote>(
  market: OddsMarket,
  quotes: readonly Q[],
  toSet: (q: Q) => PriceSet,
  kickoff: Date,
  seed: string,
): CompanyOddsPath[] {
  const codes = [...new Set(quotes.map((q) => q.code))];
  return codes.flatMap((code) => {
    const pre = quotes.find((q) => q.code === code && q.timing === 'pre');
    const closing = quotes.find((q) => q.code === code && q.timing === 'closing');
    const opening = pre ?? closing;
    if (!opening) return [];
    const steps = oddsPath(toSet(opening), toSet(closing ?? opening), kickoff, `${seed}|${market}|${code}`);
    return [{ company: opening.company ?? code, market, steps }];
  });
}

/**
 * Decimal odds of an American moneyline price, to 2 decimals.
 *
 * @example
 * americanToDecimal(-1400) // 1.07
 * americanToDecimal(900)   // 10
 */
export function americanToDecimal(american: number): number {
  const decimal = american < 0 ? 1 + 100 / -american : 1 + american / 100;
  return Math.round(decimal * 100) / 100;
}

/**
 * Paths for an NBA game's lines. The file has one value per line (not an opening and a closing
 * one), so each path is flat: the same quote at opening and at tip-off. Spread is the home
 * side's handicap (negative when home is favoured); moneyline is [home, away] in decimal odds.
 *
 * @example
 * nbaOddsPaths({ favourite: 'home', spread: 13, total: 189.5 }, tipoff)[0]?.steps[0]?.line // -13
 */
export function nbaOddsPaths(lines: NbaLines, tipoff: Date): CompanyOddsPath[] {
  const flat = (market: OddsMarket, set: PriceSet): CompanyOddsPath => ({
    company: 'nba-lines',
    market,
    steps: oddsPath(set, set, tipoff, ''),
  });
  const paths: CompanyOddsPath[] = [];
  if (lines.spread !== undefined) paths.push(flat('spread', { line: lines.favourite === 'away' ? lines.spread : 0 - lines.spread, prices: [] }));
  if (lines.total !== undefined) paths.push(flat('total', { line: lines.total, prices: [] }));
  if (lines.moneyline) paths.push(flat('moneyline', { prices: [americanToDecimal(lines.moneyline.home), americanToDecimal(lines.moneyline.away)] }));
  return paths;
}
