/**
 * A football match's lottery prices from its bookmaker odds: SPF from the de-margined 1X2 itself;
 * everything else from the goal model fitted to the 1X2 and over/under 2.5 odds.
 */
import { correctScoreBeidan, correctScoreJingcai, handicapOneXTwo, oddEvenHighLow, totalGoals } from './football-markets.ts';
import { fitGoalModel, type FitOptions, type GoalModelFit, type GoalModelTargets } from './goal-model-fit.ts';
import { scoreMatrix, type ScoreMatrix } from './goal-model.ts';
import { FIRST_HALF_GOAL_SHARE, halfTimeFullTime } from './half-time.ts';
import { quotedHandicap } from './handicap.ts';
import { removeMargin, type MarginMethod } from './market.ts';
import {
  type BeidanBfCode,
  type BqcCode,
  type JingcaiBfCode,
  type OptionProbability,
  type SpfCode,
  type SxdsCode,
  type ZjqCode,
} from './plays.ts';
import { beidanIndicativeSp, jingcaiPrices, JINGCAI_RETURN_RATES, type OptionOdds, type OptionSp, type ReturnRates } from './pricing.ts';
import type { DecimalOdds } from './units.ts';

/**
 * A football match's bookmaker prices (decimal odds): 1X2, and over/under 2.5 when quoted.
 * @example const odds: FootballOdds = { oneXTwo: [o(1.9), o(3.6), o(4.2)], overUnder25: [o(1.95), o(1.95)] }; // o = toDecimalOdds
 */
export interface FootballOdds {
  readonly oneXTwo: readonly [home: DecimalOdds, draw: DecimalOdds, away: DecimalOdds];
  readonly overUnder25?: readonly [over: DecimalOdds, under: DecimalOdds];
}

/** Options of {@link footballDistributions} and {@link priceFootballMatch}. */
export interface FootballOptions {
  /** Margin removal for the bookmaker odds (default proportional). */
  readonly marginMethod?: MarginMethod;
  /** Goal-model fit options. */
  readonly fit?: FitOptions;
  /** Share of goals in the first half (default {@link FIRST_HALF_GOAL_SHARE}). */
  readonly firstHalfShare?: number;
}

/** A play with an integer handicap and its distribution. */
export interface HandicapDistribution {
  readonly handicap: number;
  readonly outcomes: OptionProbability<SpfCode>[];
}

/** Every football play's probabilities for one match, in canonical option order. */
export interface FootballDistributions {
  readonly fit: GoalModelFit;
  readonly matrix: ScoreMatrix;
  readonly spf: OptionProbability<SpfCode>[];
  readonly rqspf: HandicapDistribution;
  readonly bf: OptionProbability<JingcaiBfCode>[];
  readonly zjq: OptionProbability<ZjqCode>[];
  readonly bqc: OptionProbability<BqcCode>[];
  readonly beidanSpf: HandicapDistribution;
  readonly beidanBf: OptionProbability<BeidanBfCode>[];
  readonly sxds: OptionProbability<SxdsCode>[];
}

/**
 * Fits the goal model to a match's odds and reads off every play's distribution.
 * @example footballDistributions({ oneXTwo: [1.9, 3.6, 4.2].map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds] }).rqspf.handicap // -1
 */
export function footballDistributions(odds: FootballOdds, options: FootballOptions = {}): FootballDistributions {
  const targets = marketTargets(odds, options.marginMethod);
  const fit = fitGoalModel(targets, options.fit);
  const matrix = scoreMatrix(fit.model);
  // lottery-rules §7 quotes the beidan handicap "as in RQSPF", i.e. a non-zero integer; the
  // same quote serves both (quotedHandicap's allowZero is there if beidan turns out to use 0).
  const handicap = quotedHandicap(matrix);
  const rqspf = { handicap, outcomes: handicapOneXTwo(matrix, handicap) };
  return {
    fit,
    matrix,
    spf: [
      { code: '3', probability: targets.oneXTwo[0] },
      { code: '1', probability: targets.oneXTwo[1] },
      { code: '0', probability: targets.oneXTwo[2] },
    ],
    rqspf,
    bf: correctScoreJingcai(matrix),
    zjq: totalGoals(matrix),
    bqc: halfTimeFullTime(fit.model, options.firstHalfShare ?? FIRST_HALF_GOAL_SHARE),
    beidanSpf: rqspf,
    beidanBf: correctScoreBeidan(matrix),
    sxds: oddEvenHighLow(matrix),
  };
}

/**
 * The de-margined market probabilities a goal model is fitted to.
 * @example marketTargets({ oneXTwo: [2, 4, 4].map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds] })
 * // { oneXTwo: [0.5, 0.25, 0.25] }
 */
export function marketTargets(odds: FootballOdds, method?: MarginMethod): GoalModelTargets {
  const [home, draw, away] = removeMargin(odds.oneXTwo, method);
  const [over25] = odds.overUnder25 ? removeMargin(odds.overUnder25, method) : [];
  if (home === undefined || draw === undefined || away === undefined) throw new Error('three odds give three probabilities');
  return over25 === undefined ? { oneXTwo: [home, draw, away] } : { oneXTwo: [home, draw, away], over25 };
}

/** Jingcai football prices, play by play. */
export interface JingcaiFootballPrices {
  readonly spf: OptionOdds<SpfCode>[];
  readonly rqspf: { readonly handicap: number; readonly odds: OptionOdds<SpfCode>[] };
  readonly bf: OptionOdds<JingcaiBfCode>[];
  readonly zjq: OptionOdds<ZjqCode>[];
  readonly bqc: OptionOdds<BqcCode>[];
}

/** Beidan indicative SP, play by play (the beidan SPF carries the same integer handicap as RQSPF). */
export interface BeidanFootballSp {
  readonly spf: { readonly handicap: number; readonly sp: OptionSp<SpfCode>[] };
  readonly zjq: OptionSp<ZjqCode>[];
  readonly sxds: OptionSp<SxdsCode>[];
  readonly bf: OptionSp<BeidanBfCode>[];
  readonly bqc: OptionSp<BqcCode>[];
}

/** A football match's derived lottery prices and the distributions behind them. */
export interface FootballPrices {
  readonly distributions: FootballDistributions;
  readonly jingcai: JingcaiFootballPrices;
  readonly beidan: BeidanFootballSp;
}

/**
 * Jingcai prices (at {@link JINGCAI_RETURN_RATES}, or the rates given) and beidan indicative SP
 * for a football match, derived from its bookmaker odds.
 * @example
 * const prices = priceFootballMatch({
 *   oneXTwo: [1.9, 3.6, 4.2].map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds],
 *   overUnder25: [1.95, 1.95].map(toDecimalOdds) as [DecimalOdds, DecimalOdds],
 * });
 * prices.jingcai.spf // [{ code: '3', odds: 176 }, { code: '1', odds: 333 }, { code: '0', odds: 389 }]
 */
export function priceFootballMatch(
  odds: FootballOdds,
  options: FootballOptions & { readonly returnRates?: Partial<ReturnRates> } = {},
): FootballPrices {
  const d = footballDistributions(odds, options);
  const rate = { ...JINGCAI_RETURN_RATES, ...options.returnRates };
  return {
    distributions: d,
    jingcai: {
      spf: jingcaiPrices(d.spf, rate.SPF),
      rqspf: { handicap: d.rqspf.handicap, odds: jingcaiPrices(d.rqspf.outcomes, rate.RQSPF) },
      bf: jingcaiPrices(d.bf, rate.BF),
      zjq: jingcaiPrices(d.zjq, rate.ZJQ),
      bqc: jingcaiPrices(d.bqc, rate.BQC),
    },
    beidan: {
      spf: { handicap: d.beidanSpf.handicap, sp: beidanIndicativeSp(d.beidanSpf.outcomes) },
      zjq: beidanIndicativeSp(d.zjq),
      sxds: beidanIndicativeSp(d.sxds),
      bf: beidanIndicativeSp(d.beidanBf),
      bqc: beidanIndicativeSp(d.bqc),
    },
  };
}
