/**
 * Lottery prices from probabilities. Jingcai is fixed-odds: the lottery prints a price per option
 * that keeps back a margin. Beidan is pari-mutuel: an SP is a share of the pool, and the 65 %
 * return is applied to the prize, not to the SP (lottery-rules §7).
 */
import type { OptionProbability } from './plays.ts';
import type { BeidanSp, JingcaiOdds } from './units.ts';

/**
 * The jingcai plays, football then basketball, in canonical order (lottery-rules §0).
 * @example JINGCAI_RETURN_RATES['BQC' satisfies JingcaiPlay] // 0.75
 */
export type JingcaiPlay = 'SPF' | 'RQSPF' | 'BF' | 'ZJQ' | 'BQC' | 'SF' | 'RFSF' | 'SFC' | 'DXF';

/**
 * A return rate per jingcai play.
 * @example priceBasketballMatch(lines, { SFC: 0.7 } satisfies Partial<ReturnRates>)
 */
export type ReturnRates = Readonly<Record<JingcaiPlay, number>>;

/**
 * Default jingcai return rates per play: Σ 1/odds over a play's options = 1/returnRate. These are
 * product parameters, not published figures: the lottery publishes no per-play rate, so they are
 * set to reproduce the overrounds typical of the official price boards. 1X2-type plays (SPF,
 * RQSPF, SF) carry the thinnest margin (boards sum to about 1.12, i.e. 0.89), the two-way line
 * plays slightly more (RFSF, DXF about 1.14 → 0.875), and the many-option plays much more,
 * because long shots are shaded hardest: ZJQ about 1.28 (0.78), BQC about 1.33 (0.75), SFC
 * about 1.33 (0.75) and BF about 1.39 (0.72).
 * @example jingcaiPrices(spf, JINGCAI_RETURN_RATES.SPF)
 */
export const JINGCAI_RETURN_RATES: ReturnRates = {
  SPF: 0.89,
  RQSPF: 0.89,
  BF: 0.72,
  ZJQ: 0.78,
  BQC: 0.75,
  SF: 0.89,
  RFSF: 0.875,
  SFC: 0.75,
  DXF: 0.875,
};

/**
 * Beidan's return rate (lottery-rules §7): prize per 2-yuan bet = 2 × SP₁ × … × SPₖ × 0.65.
 * It is applied to the prize, so it never enters an SP.
 * @example 2 * (spMillionths / 1e6) * BEIDAN_RETURN_RATE // indicative prize of a 2-yuan single
 */
export const BEIDAN_RETURN_RATE = 0.65;

/**
 * The lowest jingcai price, in hundredths (1.01).
 * @example jingcaiPrices([{ code: '3', probability: p(0.95) }], 0.89)[0]!.odds // 101
 */
export const JINGCAI_MIN_ODDS = 101;
/**
 * The highest jingcai price we quote, in hundredths (999.00): a sane cap for BF long shots.
 * @example jingcaiPrices([{ code: '0:5', probability: p(1e-5) }], 0.72)[0]!.odds // 99900
 */
export const JINGCAI_MAX_ODDS = 99_900;

/**
 * A jingcai price for one option.
 * @example const home: OptionOdds<SpfCode> = { code: '3', odds: 176 as JingcaiOdds };
 */
export interface OptionOdds<C extends string> {
  readonly code: C;
  readonly odds: JingcaiOdds;
}

/**
 * A beidan indicative SP for one option.
 * @example const home: OptionSp<SpfCode> = { code: '3', sp: 3_630_000 as BeidanSp };
 */
export interface OptionSp<C extends string> {
  readonly code: C;
  readonly sp: BeidanSp;
}

/**
 * Jingcai prices for a play's distribution at a return rate r: each option's price is r / p
 * rounded *down* to the hundredth, so Σ 1/odds ≥ 1/r (never more generous than r), then clamped
 * to [1.01, 999.00]. The 1.01 floor is the one place a price can exceed r / p: an option with
 * p > r / 1.01 still pays the lottery's minimum.
 * @example jingcaiPrices([{ code: '3', probability: 0.5 }, { code: '0', probability: 0.5 }], 0.89)
 * // [{ code: '3', odds: 178 }, { code: '0', odds: 178 }]
 */
export function jingcaiPrices<C extends string>(
  distribution: readonly OptionProbability<C>[],
  returnRate: number,
): OptionOdds<C>[] {
  if (!(returnRate > 0 && returnRate <= 1)) throw new RangeError(`return rate must be in (0, 1]: ${returnRate}`);
  return distribution.map(({ code, probability }) => {
    // A hair of slack so that exact prices such as 0.89 / 0.5 = 1.78 do not floor to 1.77.
    const fair = probability > 0 ? Math.floor((returnRate / probability) * 100 * (1 + 1e-12)) : JINGCAI_MAX_ODDS;
    return { code, odds: Math.min(Math.max(fair, JINGCAI_MIN_ODDS), JINGCAI_MAX_ODDS) as JingcaiOdds };
  });
}

/**
 * The return rate a set of jingcai prices implies: 1 / Σ 1/odds.
 * @example impliedReturnRate([178, 178] as JingcaiOdds[]) // 0.89
 */
export function impliedReturnRate(odds: readonly JingcaiOdds[]): number {
  return 1 / odds.reduce((s, o) => s + 100 / o, 0);
}

/**
 * The largest indicative SP we show (a display cap for near-impossible options), in millionths.
 * @example formatBeidanSp(BEIDAN_MAX_SP) // "100000.00"
 */
export const BEIDAN_MAX_SP = 100_000_000_000;

/**
 * Beidan indicative SP. A beidan SP is the pool divided by the money on the winning option
 * (lottery-rules §7), so if money is staked in proportion to the probabilities the SP is 1 / p —
 * *not* 0.65 / p: the 0.65 is applied to the prize (2 × SP × 0.65). Stored in millionths,
 * rounded down; at most {@link BEIDAN_MAX_SP}.
 * @example beidanIndicativeSp([{ code: '3', probability: 0.25 }]) // [{ code: '3', sp: 4000000 }]
 */
export function beidanIndicativeSp<C extends string>(distribution: readonly OptionProbability<C>[]): OptionSp<C>[] {
  return distribution.map(({ code, probability }) => {
    const sp = probability > 0 ? Math.floor((1 / probability) * 1e6 * (1 + 1e-12)) : BEIDAN_MAX_SP;
    return { code, sp: Math.min(sp, BEIDAN_MAX_SP) as BeidanSp };
  });
}
