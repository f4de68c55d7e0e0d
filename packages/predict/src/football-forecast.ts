/**
 * The published football forecast: the team-rating goal model, blended with the pre-match
 * market where one is quoted, read off as every play's probabilities.
 *
 * The blend is geometric in the goal rates — log λ = (1 − w)·log λ_model + w·log λ_market —
 * so every play (1X2, handicaps, scores, totals, half/full time) comes from one consistent
 * score matrix. The weight w is learned out of sample by the back-test (`backtest.ts`).
 */
import { correctScoreJingcai, handicapOneXTwo, oneXTwo, overUnder, totalGoals, type OverUnder } from './football-markets.ts';
import { fitGoalModel } from './goal-model-fit.ts';
import { scoreMatrix, type GoalModel, type ScoreMatrix } from './goal-model.ts';
import { halfTimeFullTime } from './half-time.ts';
import { removeMargin } from './market.ts';
import type { BqcCode, JingcaiBfCode, OptionProbability, SpfCode, ZjqCode } from './plays.ts';
import { teamGoalModel, type TeamRatings } from './team-ratings.ts';
import type { DecimalOdds } from './units.ts';

/** Pre-match prices as quoted before publication (never closing prices). */
export interface FootballMarketPrices {
  readonly oneXTwo: readonly [DecimalOdds, DecimalOdds, DecimalOdds];
  /** Over 2.5, under 2.5. */
  readonly over25?: readonly [DecimalOdds, DecimalOdds];
}

/**
 * The market's weight in the published blend, learned walk-forward on the 2018-19 .. 2021-22
 * seasons of the five leagues (README, "Back-test"): 1 on a grid of 0.05. The pre-match price
 * already holds everything the goal model knows; the model alone is about 0.005 RPS behind it.
 */
export const DEFAULT_MARKET_WEIGHT = 1;

export interface FootballForecast {
  /** The goal model the probabilities are read from (blended when a market was given). */
  readonly model: GoalModel;
  /** Which inputs produced it. */
  readonly source: 'ratings' | 'ratings+market';
  readonly matrix: ScoreMatrix;
  readonly oneXTwo: OptionProbability<SpfCode>[];
  readonly correctScore: OptionProbability<JingcaiBfCode>[];
  readonly totalGoals: OptionProbability<ZjqCode>[];
  readonly halfFull: OptionProbability<BqcCode>[];
  /** Handicap 1X2 for an integer home handicap. */
  handicap(homeHandicap: number): OptionProbability<SpfCode>[];
  overUnder(line: number): OverUnder;
}

export interface ForecastInput {
  readonly ratings: TeamRatings;
  readonly home: string;
  readonly away: string;
  readonly market?: FootballMarketPrices;
  /** Default {@link DEFAULT_MARKET_WEIGHT}. */
  readonly marketWeight?: number;
}

/**
 * The forecast of one match.
 *
 * @example
 * const f = forecastFootball({ ratings, home: 'Arsenal', away: 'Chelsea', market: { oneXTwo: [o(1.8), o(3.8), o(4.5)] } });
 * f.oneXTwo // [{ code: '3', probability: 0.53 }, { code: '1', … }, { code: '0', … }]
 */
export function forecastFootball(input: ForecastInput): FootballForecast {
  const own = teamGoalModel(input.ratings, input.home, input.away);
  const model = input.market ? blendGoalModels(own, marketGoalModel(input.market), input.marketWeight ?? DEFAULT_MARKET_WEIGHT) : own;
  return forecastFromModel(model, input.market ? 'ratings+market' : 'ratings');
}

/** Every play's probabilities from a goal model. */
export function forecastFromModel(model: GoalModel, source: FootballForecast['source']): FootballForecast {
  const matrix = scoreMatrix(model);
  return {
    model,
    source,
    matrix,
    oneXTwo: oneXTwo(matrix),
    correctScore: correctScoreJingcai(matrix),
    totalGoals: totalGoals(matrix),
    halfFull: halfTimeFullTime(model),
    handicap: (h) => handicapOneXTwo(matrix, h),
    overUnder: (line) => overUnder(matrix, line),
  };
}

/**
 * The goal model the market's margin-free prices imply.
 *
 * @example marketGoalModel({ oneXTwo: [o(1.9), o(3.6), o(4.2)] }).homeRate // 1.6
 */
export function marketGoalModel(prices: FootballMarketPrices): GoalModel {
  const [home, draw, away] = removeMargin(prices.oneXTwo);
  if (home === undefined || draw === undefined || away === undefined) throw new RangeError('1X2 needs three prices');
  const over = prices.over25 ? removeMargin(prices.over25)[0] : undefined;
  return fitGoalModel({ oneXTwo: [home, draw, away], ...(over === undefined ? {} : { over25: over }) }, { rho: 'fit' }).model;
}

/**
 * Geometric blend of two goal models: weight 0 is `own`, 1 is `market`.
 *
 * @example blendGoalModels({ homeRate: 2, awayRate: 1, rho: -0.08 }, { homeRate: 1, awayRate: 1, rho: -0.08 }, 0.5).homeRate // 1.414
 */
export function blendGoalModels(own: GoalModel, market: GoalModel, marketWeight: number): GoalModel {
  const w = Math.min(1, Math.max(0, marketWeight));
  return {
    homeRate: Math.exp((1 - w) * Math.log(own.homeRate) + w * Math.log(market.homeRate)),
    awayRate: Math.exp((1 - w) * Math.log(own.awayRate) + w * Math.log(market.awayRate)),
    rho: (1 - w) * own.rho + w * market.rho,
  };
}
