/**
 * Bookmaker markets: implied probabilities, overround and margin removal, American moneylines.
 */
import { bisect } from './solver.ts';
import { asProbability, toDecimalOdds, type DecimalOdds, type Probability } from './units.ts';

/**
 * How to take the bookmaker's margin out of a market's implied probabilities.
 * @example removeMargin(odds, 'shin' satisfies MarginMethod)
 */
export type MarginMethod = 'proportional' | 'power' | 'shin';

/**
 * The raw implied probabilities 1/odds of each option (they sum to 1 + overround).
 * @example impliedProbabilities([toDecimalOdds(2), toDecimalOdds(4)]) // [0.5, 0.25]
 */
export function impliedProbabilities(odds: readonly DecimalOdds[]): number[] {
  return odds.map((o) => 1 / o);
}

/**
 * The bookmaker's overround Σ 1/odds − 1 (0.027 = a 2.7 % margin).
 * @example overround([1.9, 1.9].map(toDecimalOdds)) // 0.05263…
 */
export function overround(odds: readonly DecimalOdds[]): number {
  return impliedProbabilities(odds).reduce((s, p) => s + p, 0) - 1;
}

/**
 * The bookmaker's probabilities with the margin removed, summing to 1.
 * - `proportional` (default; what the data README's baselines use): each 1/odds divided by their sum.
 * - `power`: pᵢ = (1/oᵢ)^k with k chosen so Σ pᵢ = 1; it takes more margin from long shots,
 *   which matches the favourite–long-shot bias.
 * - `shin`: Shin's insider-trading model (Shin 1993, Jullien–Salanié form); the insider share z
 *   is solved so Σ pᵢ = 1. A market with no margin (Σ 1/oᵢ ≤ 1) falls back to proportional.
 * @example removeMargin([1.9, 3.6, 4.2].map(toDecimalOdds)) // [0.5050, 0.2665, 0.2285]
 * @example removeMargin([1.9, 3.6, 4.2].map(toDecimalOdds), 'shin') // [0.5104, 0.2644, 0.2252]
 */
export function removeMargin(odds: readonly DecimalOdds[], method: MarginMethod = 'proportional'): Probability[] {
  if (odds.length === 0) throw new RangeError('a market needs at least one option');
  const raw = impliedProbabilities(odds);
  if (raw.length === 1) return [asProbability(1)];
  const booked = raw.reduce((s, p) => s + p, 0);
  if (method === 'power') return powerMethod(raw).map(asProbability);
  if (method === 'shin' && booked > 1) return shinMethod(raw, booked).map(asProbability);
  return raw.map((p) => asProbability(p / booked));
}

function powerMethod(raw: readonly number[]): number[] {
  const excess = (k: number): number => raw.reduce((s, p) => s + Math.pow(p, k), 0) - 1;
  let hi = 2;
  while (excess(hi) > 0 && hi < 1e6) hi *= 2; // heavy overrounds need a large k
  const k = bisect(excess, 1e-3, hi);
  return normalise(raw.map((p) => Math.pow(p, k)));
}

function shinMethod(raw: readonly number[], booked: number): number[] {
  const probs = (z: number): number[] =>
    raw.map((pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / booked) - z) / (2 * (1 - z)));
  const z = bisect((zz) => probs(zz).reduce((s, p) => s + p, 0) - 1, 0, 0.999);
  return normalise(probs(z));
}

/** Removes the last few ulps left by a root-finder so the result sums to 1 exactly enough. */
function normalise(ps: readonly number[]): number[] {
  const total = ps.reduce((s, p) => s + p, 0);
  return ps.map((p) => p / total);
}

/**
 * The implied probability of an American moneyline price (margin included), as the data README
 * defines it: −ML/(−ML+100) for a negative price, 100/(ML+100) for a positive one.
 * @example moneylineToProbability(-150) // 0.6
 * @example moneylineToProbability(130) // 0.43478…
 */
export function moneylineToProbability(moneyline: number): Probability {
  if (!Number.isFinite(moneyline) || (moneyline > -100 && moneyline < 100)) {
    throw new RangeError(`not an American moneyline: ${moneyline}`);
  }
  return asProbability(moneyline < 0 ? -moneyline / (-moneyline + 100) : 100 / (moneyline + 100));
}

/**
 * The decimal odds of an American moneyline price (1 + ML/100 or 1 + 100/−ML).
 * @example moneylineToDecimalOdds(-150) // 1.6667
 * @example moneylineToDecimalOdds(130) // 2.3
 */
export function moneylineToDecimalOdds(moneyline: number): DecimalOdds {
  return toDecimalOdds(1 / moneylineToProbability(moneyline));
}
