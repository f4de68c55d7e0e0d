/**
 * Basketball plays from the bookmaker spread and total. The final margin (home − away) is
 * Normal(−homeHandicap, σ_margin) and the total points Normal(total line, σ_total), both made
 * discrete with a continuity correction: P(margin = k) = Φ((k + ½ − μ)/σ) − Φ((k − ½ − μ)/σ).
 * A final margin is never 0 (overtime), so the mass at 0 is removed and the rest renormalised.
 */
import { DXF_OPTIONS, SF_OPTIONS, SFC_OPTIONS, type DxfCode, type OptionProbability, type SfCode, type SfcCode } from './plays.ts';
import { jingcaiPrices, JINGCAI_RETURN_RATES, type OptionOdds, type ReturnRates } from './pricing.ts';
import { normalCdf } from './special-functions.ts';
import { asProbability } from './units.ts';

/**
 * σ of the final home margin around the spread, in points, estimated from the NBA data file: the
 * root-mean-square of (home margin − expected home margin from the spread) over the 7,585 games of
 * 2018-19 .. 2023-24 with a spread (13.20; over all 21,793 games since 2007-08 it is 12.33 — the
 * recent seasons are the ones the product replays, and the spread has grown less accurate).
 * @example basketballModel({ homeHandicap: -5.5, total: 221.5 }).marginSigma // 13.2
 */
export const NBA_MARGIN_SIGMA = 13.2;

/**
 * σ of the total points around the total line, estimated likewise: RMS of (total − line) over the
 * same 7,585 games (18.25; 17.72 over all seasons since 2007-08).
 * @example basketballModel({ homeHandicap: -5.5, total: 221.5 }).totalSigma // 18.25
 */
export const NBA_TOTAL_SIGMA = 18.25;

/**
 * A basketball match's lines, from the home team's view as jingcai quotes them.
 * @example const lines: BasketballLines = { homeHandicap: -5.5, total: 221.5 }; // home gives 5.5
 */
export interface BasketballLines {
  /** Points added to the home score: −5.5 = home favoured by 5.5, +3 = away favoured by 3. */
  readonly homeHandicap: number;
  /** The over/under line for total points. */
  readonly total: number;
}

/** The margin and total distributions of one match. */
export interface BasketballModel {
  readonly meanMargin: number;
  readonly marginSigma: number;
  readonly meanTotal: number;
  readonly totalSigma: number;
}

/**
 * Lines from a spread quoted as "the favourite gives `spread` points" (the data file's layout).
 * @example linesFromSpread('away', 4.5, 220) // { homeHandicap: 4.5, total: 220 }
 */
export function linesFromSpread(favourite: 'home' | 'away', spread: number, total: number): BasketballLines {
  return { homeHandicap: favourite === 'home' ? -spread : spread, total };
}

/**
 * The model of a match: the favourite wins by the spread on average; the total averages the line.
 * @example basketballModel({ homeHandicap: -5.5, total: 221.5 }).meanMargin // 5.5
 */
export function basketballModel(
  lines: BasketballLines,
  sigmas: { margin?: number; total?: number } = {},
): BasketballModel {
  return {
    meanMargin: -lines.homeHandicap,
    marginSigma: sigmas.margin ?? NBA_MARGIN_SIGMA,
    meanTotal: lines.total,
    totalSigma: sigmas.total ?? NBA_TOTAL_SIGMA,
  };
}

/**
 * The .5 line the lottery quotes for a bookmaker line: a non-integer line goes to the nearest .5
 * (−5.25 → −5.5, 7.75 → 7.5); an integer is equally far from two, and moves half a point away
 * from zero, so the favourite gives the extra half point (a pick'em 0 becomes −0.5, home giving).
 * For totals the same rule adds half a point: 220 → 220.5.
 * @example halfPointLine(-5) // -5.5
 * @example halfPointLine(3) // 3.5
 * @example halfPointLine(-5.5) // -5.5
 */
export function halfPointLine(line: number): number {
  if (!Number.isInteger(line)) return Math.floor(line) + 0.5;
  return line > 0 ? line + 0.5 : line - 0.5;
}

/** P(margin ≥ m) for an integer m, among non-zero margins (renormalised without 0). */
function marginAtLeast(model: BasketballModel, m: number): number {
  const cdf = (x: number): number => normalCdf((x - model.meanMargin) / model.marginSigma);
  const zero = cdf(0.5) - cdf(-0.5);
  const tail = 1 - cdf(m - 0.5) - (m <= 0 ? zero : 0);
  return tail / (1 - zero);
}

/**
 * 胜负 (SF): home win, home loss.
 * @example winLoss(basketballModel({ homeHandicap: 0.5, total: 220.5 })) // 3: 0.4844, 0: 0.5156
 */
export function winLoss(model: BasketballModel): OptionProbability<SfCode>[] {
  const home = marginAtLeast(model, 1);
  return SF_OPTIONS.map((code) => ({ code, probability: asProbability(code === '3' ? home : 1 - home) }));
}

/**
 * 让分胜负 (RFSF) at a .5 home handicap H: `3` if margin + H > 0.
 * @example handicapWinLoss(basketballModel({ homeHandicap: -5.5, total: 221.5 }), -5.5) // 3: 0.514, 0: 0.486
 */
export function handicapWinLoss(model: BasketballModel, handicap: number): OptionProbability<SfCode>[] {
  if (Number.isInteger(handicap)) throw new RangeError(`RFSF handicaps end in .5: ${handicap}`);
  const home = marginAtLeast(model, Math.ceil(-handicap));
  return SF_OPTIONS.map((code) => ({ code, probability: asProbability(code === '3' ? home : 1 - home) }));
}

/** The SFC bands as margins from the home team's view: [from, to] inclusive; 26+ open-ended. */
const SFC_BANDS: Readonly<Record<SfcCode, readonly [number, number]>> = {
  H1: [1, 5], H2: [6, 10], H3: [11, 15], H4: [16, 20], H5: [21, 25], H6: [26, Number.POSITIVE_INFINITY],
  A1: [-5, -1], A2: [-10, -6], A3: [-15, -11], A4: [-20, -16], A5: [-25, -21], A6: [Number.NEGATIVE_INFINITY, -26],
};

/**
 * The 胜分差 band a final margin (home − away, never 0) settles as (lottery-rules §2).
 * @example sfcCode(-10) // "A2" (away wins by 10)
 * @example sfcCode(26) // "H6"
 */
export function sfcCode(margin: number): SfcCode {
  if (!Number.isInteger(margin) || margin === 0) throw new RangeError(`a final margin is a non-zero integer: ${margin}`);
  const code = SFC_OPTIONS.find((c) => margin >= SFC_BANDS[c][0] && margin <= SFC_BANDS[c][1]);
  if (code === undefined) throw new Error(`no band for ${margin}`);
  return code;
}

/**
 * 胜分差 (SFC): the twelve margin bands, home H1 … H6 then away A1 … A6.
 * @example marginBands(basketballModel({ homeHandicap: -5.5, total: 221.5 }))[0] // { code: 'H1', probability: 0.1518 }
 */
export function marginBands(model: BasketballModel): OptionProbability<SfcCode>[] {
  const atLeast = (m: number): number => (m === Number.NEGATIVE_INFINITY ? 1 : m === Number.POSITIVE_INFINITY ? 0 : marginAtLeast(model, m));
  return SFC_OPTIONS.map((code) => {
    const [from, to] = SFC_BANDS[code];
    return { code, probability: asProbability(Math.max(0, atLeast(from) - atLeast(to + 1))) };
  });
}

/**
 * 大小分 (DXF) at a .5 line L: 大 = total > L. With the continuity correction this is
 * 1 − Φ((L − μ)/σ) exactly.
 * @example overUnderPoints(basketballModel({ homeHandicap: -3.5, total: 221.5 }), 221.5) // 大 0.5, 小 0.5
 */
export function overUnderPoints(model: BasketballModel, line: number): OptionProbability<DxfCode>[] {
  if (Number.isInteger(line)) throw new RangeError(`DXF lines end in .5: ${line}`);
  const over = 1 - normalCdf((line - model.meanTotal) / model.totalSigma);
  return DXF_OPTIONS.map((code) => ({ code, probability: asProbability(code === '大' ? over : 1 - over) }));
}

/** Every jingcai basketball play's probabilities for one match, with the lines used. */
export interface BasketballDistributions {
  readonly model: BasketballModel;
  readonly sf: OptionProbability<SfCode>[];
  readonly rfsf: { readonly handicap: number; readonly outcomes: OptionProbability<SfCode>[] };
  readonly sfc: OptionProbability<SfcCode>[];
  readonly dxf: { readonly line: number; readonly outcomes: OptionProbability<DxfCode>[] };
}

/**
 * All four plays from the bookmaker lines; RFSF and DXF at {@link halfPointLine} of the lines.
 * The model defaults to the lines' own (a forecast, e.g. the rating blend, can be passed instead).
 * @example basketballDistributions({ homeHandicap: -5, total: 220 }).rfsf.handicap // -5.5
 */
export function basketballDistributions(lines: BasketballLines, model: BasketballModel = basketballModel(lines)): BasketballDistributions {
  const handicap = halfPointLine(lines.homeHandicap);
  const line = halfPointLine(lines.total);
  return {
    model,
    sf: winLoss(model),
    rfsf: { handicap, outcomes: handicapWinLoss(model, handicap) },
    sfc: marginBands(model),
    dxf: { line, outcomes: overUnderPoints(model, line) },
  };
}

/** Jingcai basketball prices, play by play, with the lines they were made at. */
export interface BasketballPrices {
  readonly distributions: BasketballDistributions;
  readonly sf: OptionOdds<SfCode>[];
  readonly rfsf: { readonly handicap: number; readonly odds: OptionOdds<SfCode>[] };
  readonly sfc: OptionOdds<SfcCode>[];
  readonly dxf: { readonly line: number; readonly odds: OptionOdds<DxfCode>[] };
}

/**
 * Jingcai basketball prices at {@link JINGCAI_RETURN_RATES} (or the rates given).
 * @example priceBasketballMatch({ homeHandicap: -5.5, total: 221.5 }).rfsf.odds // [{ code: '3', odds: 170 }, { code: '0', odds: 180 }]
 */
export function priceBasketballMatch(
  lines: BasketballLines,
  returnRates: Partial<ReturnRates> = {},
): BasketballPrices {
  const d = basketballDistributions(lines);
  const rate = { ...JINGCAI_RETURN_RATES, ...returnRates };
  return {
    distributions: d,
    sf: jingcaiPrices(d.sf, rate.SF),
    rfsf: { handicap: d.rfsf.handicap, odds: jingcaiPrices(d.rfsf.outcomes, rate.RFSF) },
    sfc: jingcaiPrices(d.sfc, rate.SFC),
    dxf: { line: d.dxf.line, odds: jingcaiPrices(d.dxf.outcomes, rate.DXF) },
  };
}
