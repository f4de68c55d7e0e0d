/**
 * The published basketball forecast: the NBA ratings' margin and total, moved towards the
 * pre-match spread and total by fixed market weights, with the blend's out-of-sample σ.
 *
 * The constants are what the walk-forward back-test (`basketball-backtest.ts`) learned on games
 * before 2023-07-01 only, i.e. before the season the product replays (README, "NBA"):
 * `backtestNba(games before 2023-07-01, { evaluateFrom: 2018-07-01 })` gives market weights
 * margin 0.9 and total 1, and RMS errors of the blended means 13.15 (margin) and 18.31 (total)
 * over the 5,613 evaluated games.
 */
import { basketballDistributions, type BasketballDistributions, type BasketballLines, type BasketballModel } from './basketball.ts';
import { blendBasketballModels, nbaGameModel, type NbaRatings, type RestedGame } from './basketball-ratings.ts';

/** The market's weight in the margin and the total (0 = ratings only, 1 = lines only). */
export const NBA_MARKET_WEIGHTS = { margin: 0.9, total: 1 } as const;
/** σ of the blended margin and total, in points: their out-of-sample RMS errors. */
export const NBA_BLEND_SIGMAS = { margin: 13.15, total: 18.31 } as const;

export interface NbaForecast {
  /** The ratings alone. */
  readonly own: BasketballModel;
  /** The published model: `own` blended with the lines when lines were given. */
  readonly model: BasketballModel;
  readonly source: 'ratings' | 'ratings+market';
  /** Every play at the lines' .5 lines (the ratings' own mean lines when no lines were given). */
  readonly distributions: BasketballDistributions;
}

/**
 * The forecast of one game from ratings fitted on earlier games and, when known, the pre-match lines.
 * @example forecastNbaGame({ ratings, game: { home: 'bos', away: 'mia', homeRest: 2, awayRest: 1 }, lines: { homeHandicap: -5.5, total: 221.5 } }).distributions.sf
 */
export function forecastNbaGame(input: {
  readonly ratings: NbaRatings;
  readonly game: Pick<RestedGame, 'home' | 'away' | 'homeRest' | 'awayRest'>;
  readonly lines?: BasketballLines;
}): NbaForecast {
  const own = nbaGameModel(input.ratings, input.game);
  if (!input.lines) {
    const lines = { homeHandicap: -own.meanMargin, total: own.meanTotal };
    return { own, model: own, source: 'ratings', distributions: basketballDistributions(lines, own) };
  }
  const model = blendBasketballModels(own, input.lines, NBA_MARKET_WEIGHTS, NBA_BLEND_SIGMAS);
  return { own, model, source: 'ratings+market', distributions: basketballDistributions(input.lines, model) };
}
