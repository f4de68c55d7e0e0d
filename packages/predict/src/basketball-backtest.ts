/**
 * Walk-forward back-test of the basketball forecasts: each week the ratings are refitted on the
 * games played before the week starts, every game of the week is predicted from that fit and from
 * its pre-match spread and total, and the blend weights (and the blend's σ) are the ones that fitted
 * best the games already finished (squared error of margin and total, out of sample). Scores are
 * for the moneyline (home win) on games from `evaluateFrom` that have both moneylines, against the
 * margin-free moneyline of the data file on the same games. Calibration is of every published
 * moneyline from `evaluateFrom`: it needs only the result, and the market's sample alone
 * (the file has no moneylines after January 2023) leaves it mostly noise.
 */
import { winLoss, type BasketballLines, type BasketballModel } from './basketball.ts';
import { blendBasketballModels, fitNbaRatings, nbaGameModel, withRestDays, type NbaGame, type NbaRatings, type RestedGame } from './basketball-ratings.ts';
import { Calibration, type ScoreSummary } from './backtest.ts';
import { removeMargin } from './market.ts';
import { brierScore, logLoss, rankedProbabilityScore } from './metrics.ts';
import type { DecimalOdds } from './units.ts';

export interface NbaBacktestGame extends NbaGame {
  /** The pre-match spread and total, when the file has them. */
  readonly lines?: BasketballLines;
  /** Home and away moneylines as decimal odds: the yardstick. */
  readonly moneyline?: readonly [DecimalOdds, DecimalOdds];
}

export interface NbaBacktestOptions {
  readonly evaluateFrom: number;
  /** Days between refits. Default 7. */
  readonly refitDays?: number;
  readonly halfLifeDays?: number;
  readonly priorGames?: number;
  /** Market weights tried when learning the blend. Default 0, 0.05, …, 1. */
  readonly weightGrid?: readonly number[];
  /** Half-life, in games, of the errors the blend's σ is the RMS of. Default `NBA_SIGMA_HALF_LIFE_GAMES`. */
  readonly sigmaHalfLifeGames?: number;
}

/** Root-mean-square error of a mean forecast, in points. */
export interface PointErrors {
  readonly model: number;
  readonly ai: number;
  readonly market: number;
}

export interface NbaBacktestReport {
  readonly matches: number;
  readonly model: ScoreSummary;
  readonly ai: ScoreSummary;
  readonly market: ScoreSummary;
  /**
   * Calibration error of the published moneyline on every game predicted from `evaluateFrom`
   * (`games` of them), and on the market's games alone (`eceOnMarketGames`).
   */
  readonly calibration: { readonly ece: number; readonly games: number; readonly eceOnMarketGames: number };
  /** Learned by the end of the run. */
  readonly marketWeight: { readonly margin: number; readonly total: number };
  /** On the evaluated games with lines: RMS error of the margin and total means (market = the lines). */
  readonly marginRmse: PointErrors;
  readonly totalRmse: PointErrors;
}

export interface NbaPrediction {
  readonly game: RestedGame & NbaBacktestGame;
  readonly own: BasketballModel;
  /** The published model (the ratings alone when the game had no lines). */
  readonly ai: BasketballModel;
}

const DAY_MS = 86_400_000;

/**
 * One regular season's games (30 teams × 82 ÷ 2). The spread of results around the lines drifts
 * with the era (RMS 12.3 points over 2007–24, 13.2 over 2018–24: more possessions and threes), so
 * the blend's σ is the RMS of recent errors, weighted down by half each season back, as the
 * product's own σ (`NBA_BLEND_SIGMAS`) is an RMS over recent seasons. Chosen as one season, not
 * fitted: on 2012–18, where the spread hardly drifted, it scores the same as weighting every
 * game alike (package README, "NBA").
 */
export const NBA_SIGMA_HALF_LIFE_GAMES = 1230;
const DEFAULT_GRID = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Predicts every game walk-forward (each from earlier games only).
 * @example predictNbaWalkForward(games, {}).at(-1)?.ai.meanMargin
 */
export function predictNbaWalkForward(games: readonly NbaBacktestGame[], options: Omit<NbaBacktestOptions, 'evaluateFrom'> = {}): NbaPrediction[] {
  const rested = withRestDays(games) as (RestedGame & NbaBacktestGame)[];
  const step = (options.refitDays ?? 7) * DAY_MS;
  if (!(step > 0)) throw new RangeError(`refitDays must be positive: ${options.refitDays}`);
  const halfLife = options.sigmaHalfLifeGames ?? NBA_SIGMA_HALF_LIFE_GAMES;
  if (!(halfLife > 0)) throw new RangeError(`sigmaHalfLifeGames must be positive: ${options.sigmaHalfLifeGames}`);
  const margin = new WeightLearner(options.weightGrid ?? DEFAULT_GRID, halfLife);
  const total = new WeightLearner(options.weightGrid ?? DEFAULT_GRID, halfLife);
  const predictions: NbaPrediction[] = [];
  const first = rested[0]?.playedAt ?? 0;
  const last = rested.at(-1)?.playedAt ?? 0;
  let cursor = 0;
  for (let boundary = first; boundary <= last; boundary += step) {
    const week: (RestedGame & NbaBacktestGame)[] = [];
    while (cursor < rested.length && (rested[cursor]?.playedAt ?? Infinity) < boundary + step) week.push(rested[cursor++] as RestedGame & NbaBacktestGame);
    if (week.length === 0) continue;
    for (const p of predictions.slice(margin.seen)) {
      margin.learn(p.own.meanMargin, p.game.lines ? -p.game.lines.homeHandicap : undefined, p.game.homePoints - p.game.awayPoints);
      total.learn(p.own.meanTotal, p.game.lines?.total, p.game.homePoints + p.game.awayPoints);
    }
    const ratings = fitNbaRatings(rested, boundary, { halfLifeDays: options.halfLifeDays, priorGames: options.priorGames });
    for (const game of week) predictions.push(predict(game, ratings, margin, total));
  }
  return predictions;
}

function predict(game: RestedGame & NbaBacktestGame, ratings: NbaRatings, margin: WeightLearner, total: WeightLearner): NbaPrediction {
  const own = nbaGameModel(ratings, game);
  if (!game.lines) return { game, own, ai: own };
  const ai = blendBasketballModels(own, game.lines, { margin: margin.best(), total: total.best() }, { margin: margin.sigma(own.marginSigma), total: total.sigma(own.totalSigma) });
  return { game, own, ai };
}

/**
 * Runs the back-test.
 * @example backtestNba(games, { evaluateFrom: july1st2018 }).ai.rps // ≈ 0.10
 */
export function backtestNba(games: readonly NbaBacktestGame[], options: NbaBacktestOptions): NbaBacktestReport {
  const valid = games.filter((g) => g.homePoints !== g.awayPoints);
  const margin = new WeightLearner(options.weightGrid ?? DEFAULT_GRID, Infinity);
  const total = new WeightLearner(options.weightGrid ?? DEFAULT_GRID, Infinity);
  const predictions = predictNbaWalkForward(valid, options);
  const evaluated = predictions.filter((p) => p.game.playedAt >= options.evaluateFrom && p.game.moneyline);
  const model = new ScoreSum();
  const ai = new ScoreSum();
  const market = new ScoreSum();
  const calibration = new Calibration();
  const published = predictions.filter((p) => p.game.playedAt >= options.evaluateFrom);
  for (const p of published) calibration.add(homeAway(p.ai), p.game.homePoints > p.game.awayPoints ? 0 : 1);
  const marketGamesCalibration = new Calibration();
  const rmse = { margin: new Rmse(), total: new Rmse() };
  for (const p of evaluated) {
    const outcome = p.game.homePoints > p.game.awayPoints ? 0 : 1;
    const aiP = homeAway(p.ai);
    model.add(homeAway(p.own), outcome);
    ai.add(aiP, outcome);
    market.add(removeMargin(p.game.moneyline ?? []), outcome);
    marketGamesCalibration.add(aiP, outcome);
    if (p.game.lines) {
      rmse.margin.add([p.own.meanMargin, p.ai.meanMargin, -p.game.lines.homeHandicap], p.game.homePoints - p.game.awayPoints);
      rmse.total.add([p.own.meanTotal, p.ai.meanTotal, p.game.lines.total], p.game.homePoints + p.game.awayPoints);
    }
  }
  for (const p of predictions) {
    margin.learn(p.own.meanMargin, p.game.lines ? -p.game.lines.homeHandicap : undefined, p.game.homePoints - p.game.awayPoints);
    total.learn(p.own.meanTotal, p.game.lines?.total, p.game.homePoints + p.game.awayPoints);
  }
  return {
    matches: evaluated.length,
    model: model.mean(),
    ai: ai.mean(),
    market: market.mean(),
    calibration: { ece: calibration.ece(), games: published.length, eceOnMarketGames: marketGamesCalibration.ece() },
    marketWeight: { margin: margin.best(), total: total.best() },
    marginRmse: rmse.margin.value(),
    totalRmse: rmse.total.value(),
  };
}

function homeAway(model: BasketballModel): number[] {
  return winLoss(model).map((o) => o.probability);
}

/** Running squared error of each candidate blend weight over the games already finished. */
class WeightLearner {
  private readonly squares: number[];
  private readonly recentSquares: number[];
  private n = 0;
  private recentN = 0;
  private readonly keep: number;
  seen = 0;

  constructor(
    private readonly grid: readonly number[],
    sigmaHalfLifeGames: number,
  ) {
    this.squares = grid.map(() => 0);
    this.recentSquares = grid.map(() => 0);
    this.keep = 2 ** (-1 / sigmaHalfLifeGames);
  }

  /** Counts one finished prediction; games without lines teach the weight nothing. */
  learn(own: number, line: number | undefined, actual: number): void {
    this.seen += 1;
    if (line === undefined) return;
    this.grid.forEach((w, i) => {
      const square = ((1 - w) * own + w * line - actual) ** 2;
      this.squares[i] = (this.squares[i] ?? 0) + square;
      this.recentSquares[i] = (this.recentSquares[i] ?? 0) * this.keep + square;
    });
    this.n += 1;
    this.recentN = this.recentN * this.keep + 1;
  }

  private bestIndex(): number {
    let best = -1;
    this.squares.forEach((s, i) => {
      if (best < 0 || s < (this.squares[best] ?? Infinity)) best = i;
    });
    return best;
  }

  /** The best weight so far; the midpoint before anything is known. */
  best(): number {
    return this.n === 0 ? 0.5 : (this.grid[this.bestIndex()] ?? 0.5);
  }

  /** The out-of-sample RMS error at the best weight, recent errors weighing more; `fallback` until 500 games are seen. */
  sigma(fallback: number): number {
    return this.n < 500 ? fallback : Math.sqrt((this.recentSquares[this.bestIndex()] ?? 0) / this.recentN);
  }
}

class ScoreSum {
  private rps = 0;
  private log = 0;
  private brier = 0;
  private n = 0;

  add(probs: readonly number[], outcome: number): void {
    this.rps += rankedProbabilityScore(probs, outcome);
    this.log += logLoss(probs, outcome);
    this.brier += brierScore(probs, outcome);
    this.n += 1;
  }

  mean(): ScoreSummary {
    const n = Math.max(this.n, 1);
    return { rps: this.rps / n, logLoss: this.log / n, brier: this.brier / n };
  }
}

class Rmse {
  private readonly sums = [0, 0, 0];
  private n = 0;

  add(forecasts: readonly [number, number, number], actual: number): void {
    forecasts.forEach((f, i) => (this.sums[i] = (this.sums[i] ?? 0) + (f - actual) ** 2));
    this.n += 1;
  }

  value(): PointErrors {
    const r = (i: number): number => Math.sqrt((this.sums[i] ?? 0) / Math.max(this.n, 1));
    return { model: r(0), ai: r(1), market: r(2) };
  }
}
