/**
 * 反波胆 (reverse correct score): a bet that a given score will NOT be the final score. It is
 * not a China Sports Lottery play; Chinese odds sites quote it beside the lottery's 比分 as the
 * return on backing "anything but this score". Here it is derived from the same score
 * distribution as jingcai BF: P(not s) = 1 − P(s), and the price is r / P(not s) at the return
 * rate r, in ten-thousandths (4 decimals, because these prices sit just above 1.0000).
 */
import type { OptionProbability } from './plays.ts';
import { asProbability, type Probability } from './units.ts';

/**
 * Default return rate of a 反波胆 quote: 0.95, a product parameter close to the margins of the
 * exchange-style sites that quote it (no lottery rate exists for it).
 * @example reverseScorePrices(bf, REVERSE_SCORE_RETURN_RATE)
 */
export const REVERSE_SCORE_RETURN_RATE = 0.95;

/**
 * One 反波胆 option: the score, the probability it is *not* the final score, and the decimal
 * price in ten-thousandths (`10555` = 1.0555, i.e. 5.55 % profit), or null when r / P(not s) ≤ 1
 * (backing it could only lose, so it is not offered).
 * @example const o: ReverseScoreOption<'1:0'> = { code: '1:0', notProbability: p(0.9), price: 10555 };
 */
export interface ReverseScoreOption<C extends string> {
  readonly code: C;
  readonly notProbability: Probability;
  readonly price: number | null;
}

/**
 * 反波胆 for every option of a correct-score distribution: price = r / (1 − p) rounded down to
 * the ten-thousandth; null when that is not above 1.
 * @example reverseScorePrices([{ code: '1:0', probability: 0.1 }], 0.95) // [{ code: '1:0', notProbability: 0.9, price: 10555 }]
 */
export function reverseScorePrices<C extends string>(
  distribution: readonly OptionProbability<C>[],
  returnRate: number = REVERSE_SCORE_RETURN_RATE,
): ReverseScoreOption<C>[] {
  if (!(returnRate > 0 && returnRate <= 1)) throw new RangeError(`return rate must be in (0, 1]: ${returnRate}`);
  return distribution.map(({ code, probability }) => {
    const not = Math.min(1, Math.max(0, 1 - probability));
    // Same hair of slack as jingcaiPrices, so exact quotients do not floor one unit low.
    const price = not > 0 ? Math.floor((returnRate / not) * 10_000 * (1 + 1e-12)) : null;
    return { code, notProbability: asProbability(not), price: price !== null && price > 10_000 ? price : null };
  });
}
