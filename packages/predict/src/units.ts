/**
 * Branded number types for the units this package mixes: a probability, a bookmaker's decimal
 * odds, a jingcai price in hundredths and a beidan SP in millionths. Passing odds where a
 * probability is expected is a silent, plausible-looking bug; the brands make it a type error.
 */

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/**
 * A probability in [0, 1].
 * @example const p: Probability = toProbability(0.25);
 */
export type Probability = Brand<number, 'Probability'>;

/**
 * Bookmaker decimal odds (European), stake included: finite and > 1.
 * @example const o: DecimalOdds = toDecimalOdds(2.1);
 */
export type DecimalOdds = Brand<number, 'DecimalOdds'>;

/**
 * A jingcai fixed price as an integer number of hundredths (`1.85` → `185`), as lottery-rules §0.
 * @example formatJingcaiOdds(185 as JingcaiOdds) // "1.85"
 */
export type JingcaiOdds = Brand<number, 'JingcaiOdds'>;

/**
 * A beidan SP as an integer number of millionths (`3.521384` → `3521384`), as lottery-rules §0.
 * @example formatBeidanSp(3521384 as BeidanSp) // "3.52"
 */
export type BeidanSp = Brand<number, 'BeidanSp'>;

/**
 * Checks and brands a probability; throws a RangeError for anything outside [0, 1].
 * @example toProbability(0.25) // 0.25 as Probability
 */
export function toProbability(x: number): Probability {
  if (!(x >= 0 && x <= 1)) throw new RangeError(`not a probability: ${x}`);
  return x as Probability;
}

/**
 * Checks and brands decimal odds; throws a RangeError unless finite and > 1.
 * @example toDecimalOdds(2.1) // 2.1 as DecimalOdds
 */
export function toDecimalOdds(x: number): DecimalOdds {
  if (!(Number.isFinite(x) && x > 1)) throw new RangeError(`not decimal odds: ${x}`);
  return x as DecimalOdds;
}

/**
 * Brands a value already known to be a probability (computed by this package), without a check.
 * Internal fast path: the callers are sums of products of probabilities.
 */
export function asProbability(x: number): Probability {
  return x as Probability;
}

/**
 * Formats a jingcai price for display with two decimals.
 * @example formatJingcaiOdds(185 as JingcaiOdds) // "1.85"
 */
export function formatJingcaiOdds(odds: JingcaiOdds): string {
  return `${Math.floor(odds / 100)}.${String(odds % 100).padStart(2, '0')}`;
}

/**
 * Formats a beidan SP for display with two decimals, as the sales pages do (truncated, never
 * rounded up, so a shown SP is never more than the stored one).
 * @example formatBeidanSp(3521384 as BeidanSp) // "3.52"
 */
export function formatBeidanSp(sp: BeidanSp): string {
  const hundredths = Math.floor(sp / 10_000);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
