/**
 * @scoreline/predict — match probabilities and derived lottery prices.
 *
 * Start with {@link priceFootballMatch} and {@link priceBasketballMatch}: bookmaker odds in,
 * jingcai prices and beidan indicative SP out. Underneath: market (margin removal), the goal
 * model and its fit, the play distributions read off a score matrix, and pricing.
 */
export {
  formatBeidanSp,
  formatJingcaiOdds,
  toDecimalOdds,
  toProbability,
  type BeidanSp,
  type DecimalOdds,
  type JingcaiOdds,
  type Probability,
} from './units.ts';
export * from './plays.ts';
export * from './market.ts';
export * from './goal-model.ts';
export * from './goal-model-fit.ts';
export * from './football-markets.ts';
export * from './half-time.ts';
export * from './handicap.ts';
export * from './pricing.ts';
export * from './football-prices.ts';
export * from './basketball.ts';
export * from './metrics.ts';
export { normalCdf, poissonWithTail, binomialPmf } from './special-functions.ts';
export { bisect, leastSquares, type LeastSquaresResult } from './solver.ts';
export * from './reverse-score.ts';
export * from './team-ratings.ts';
export * from './goal-elo.ts';
export * from './dynamic-ratings.ts';
export * from './football-forecast.ts';
export * from './backtest.ts';
export * from './basketball-ratings.ts';
export * from './basketball-backtest.ts';
export * from './basketball-forecast.ts';
export * from './settlement.ts';
