/**
 * Walk-forward back-test of the football forecasts: every match is predicted from a fit made
 * at the start of its week with results from before that instant only, and from the pre-match
 * (not closing) prices; the market's blend weight for a week is the one that would have scored
 * best on the matches already finished. Scores are reported on the matches from `evaluateFrom`
 * that have closing prices, against the margin-free closing market on the same matches.
 */
import { blendGoalModels, marketGoalModel, type FootballMarketPrices } from './football-forecast.ts';
import { oneXTwo } from './football-markets.ts';
import { scoreMatrix, type GoalModel } from './goal-model.ts';
import { removeMargin } from './market.ts';
import { brierScore, logLoss, rankedProbabilityScore } from './metrics.ts';
import { fitTeamRatings, teamGoalModel, type RatedMatch, type TeamRatings } from './team-ratings.ts';
import { fitDynamicRatings, type DynamicRatingOptions } from './dynamic-ratings.ts';
import type { EloOptions } from './goal-elo.ts';
import type { DecimalOdds } from './units.ts';

export interface BacktestMatch extends RatedMatch {
  /** Teams are rated within their league. */
  readonly league: string;
  readonly preMatch?: FootballMarketPrices;
  /** Closing 1X2 prices (Pinnacle's, else the average), the yardstick. */
  readonly closing?: readonly [DecimalOdds, DecimalOdds, DecimalOdds];
}

export interface BacktestOptions {
  readonly evaluateFrom: number;
  /** Days between refits. Default 7. */
  readonly refitDays?: number;
  readonly halfLifeDays?: number;
  readonly priorMatches?: number;
  readonly shotShare?: number;
  readonly promoted?: { readonly attack: number; readonly defence: number };
  readonly eloWeight?: number;
  readonly elo?: EloOptions;
  /**
   * Which team ratings: the dynamic (Kalman-filtered) ratings the product publishes, or the
   * decay-weighted Dixon–Coles fit they replaced (README, "Trying to bring … within 0.005").
   * Default 'dynamic'. `halfLifeDays` … `elo` apply to the Dixon–Coles fit, `dynamic` to the other.
   */
  readonly ratings?: 'dixon-coles' | 'dynamic';
  readonly dynamic?: DynamicRatingOptions;
  /** Market weights tried when learning the blend. Default 0, 0.05, …, 1. */
  readonly weightGrid?: readonly number[];
}

export interface ScoreSummary {
  readonly rps: number;
  readonly logLoss: number;
  readonly brier: number;
}

export interface BacktestReport {
  readonly matches: number;
  /** The odds-free team-rating model. */
  readonly model: ScoreSummary;
  /** The published blend. */
  readonly ai: ScoreSummary;
  /** Margin-free closing prices. */
  readonly market: ScoreSummary;
  readonly calibration: { readonly ece: number };
  /** The blend weight learned by the end of the run. */
  readonly marketWeight: number;
}

const DAY_MS = 86_400_000;
const DEFAULT_GRID = Array.from({ length: 21 }, (_, i) => i / 20);

interface Prediction {
  match: BacktestMatch;
  outcome: number;
  own: GoalModel;
  market: GoalModel | undefined;
  /** The weight in force when it was published. */
  weight: number;
}

/**
 * Runs the back-test.
 *
 * @example
 * backtestFootball(matches, { evaluateFrom: julyFirst2022 }).ai.rps // 0.194
 */
export function backtestFootball(matches: readonly BacktestMatch[], options: BacktestOptions): BacktestReport {
  const sorted = [...matches].sort((a, b) => a.playedAt - b.playedAt);
  const grid = options.weightGrid ?? DEFAULT_GRID;
  const step = (options.refitDays ?? 7) * DAY_MS;
  const learner = new WeightLearner(grid);
  const predictions: Prediction[] = [];
  const leagues = groupBy(sorted, (m) => m.league);
  const ratings = new Map<string, TeamRatings>();
  const first = sorted[0]?.playedAt ?? 0;
  const last = sorted.at(-1)?.playedAt ?? 0;
  for (let boundary = weekStart(first) + step; boundary <= last + step; boundary += step) {
    learner.learnUntil(predictions, boundary);
    const weight = learner.best();
    for (const [league, games] of leagues) {
      const week = games.filter((m) => m.playedAt >= boundary && m.playedAt < boundary + step);
      if (week.length === 0) continue;
      const warmStart = ratings.get(league);
      const fitted =
        (options.ratings ?? 'dynamic') === 'dynamic'
          ? fitDynamicRatings(games, boundary, options.dynamic)
          : fitTeamRatings(games, boundary, { halfLifeDays: options.halfLifeDays, priorMatches: options.priorMatches, shotShare: options.shotShare, promoted: options.promoted, eloWeight: options.eloWeight, elo: options.elo, sweeps: warmStart ? 10 : 60, warmStart });
      ratings.set(league, fitted);
      for (const match of week) predictions.push(predict(match, fitted, weight));
    }
  }
  return report(predictions.filter((p) => p.match.playedAt >= options.evaluateFrom && p.match.closing), learner.best());
}

function predict(match: BacktestMatch, ratings: TeamRatings, weight: number): Prediction {
  return {
    match,
    outcome: match.homeGoals > match.awayGoals ? 0 : match.homeGoals === match.awayGoals ? 1 : 2,
    own: teamGoalModel(ratings, match.home, match.away),
    market: match.preMatch ? marketGoalModel(match.preMatch) : undefined,
    weight,
  };
}

/** Probabilities of home win, draw, away win. */
function probabilities(model: GoalModel): number[] {
  return oneXTwo(scoreMatrix(model)).map((o) => o.probability);
}

function aiProbabilities(p: Prediction, weight: number): number[] {
  return probabilities(p.market ? blendGoalModels(p.own, p.market, weight) : p.own);
}

/** Running RPS of every candidate weight over the predictions whose matches have been played. */
class WeightLearner {
  private readonly totals: number[];
  private learned = 0;

  constructor(private readonly grid: readonly number[]) {
    this.totals = grid.map(() => 0);
  }

  learnUntil(predictions: readonly Prediction[], boundary: number): void {
    while (this.learned < predictions.length) {
      const p = predictions[this.learned];
      if (!p || p.match.playedAt >= boundary) break;
      if (p.market) this.grid.forEach((w, i) => (this.totals[i] = (this.totals[i] ?? 0) + rankedProbabilityScore(aiProbabilities(p, w), p.outcome)));
      this.learned += 1;
    }
  }

  /** The best weight so far; the midpoint before anything is known. */
  best(): number {
    let bestIndex = -1;
    this.totals.forEach((total, i) => {
      if (total > 0 && (bestIndex < 0 || total < (this.totals[bestIndex] ?? Infinity))) bestIndex = i;
    });
    return bestIndex < 0 ? 0.5 : (this.grid[bestIndex] ?? 0.5);
  }
}

function report(evaluated: readonly Prediction[], marketWeight: number): BacktestReport {
  const model = new ScoreSum();
  const ai = new ScoreSum();
  const market = new ScoreSum();
  const calibration = new Calibration();
  for (const p of evaluated) {
    const closing = p.match.closing;
    if (!closing) continue;
    const aiP = aiProbabilities(p, p.weight);
    model.add(probabilities(p.own), p.outcome);
    ai.add(aiP, p.outcome);
    market.add(removeMargin(closing), p.outcome);
    calibration.add(aiP, p.outcome);
  }
  return { matches: evaluated.length, model: model.mean(), ai: ai.mean(), market: market.mean(), calibration: { ece: calibration.ece() }, marketWeight };
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

/**
 * Expected calibration error over every outcome probability (home, draw and away each count):
 * ten equal-width bins, |mean forecast − observed frequency| weighted by the bin's share.
 */
export class Calibration {
  private readonly bins = Array.from({ length: 10 }, () => ({ n: 0, forecast: 0, hits: 0 }));

  add(probs: readonly number[], outcome: number): void {
    probs.forEach((p, i) => {
      const bin = this.bins[Math.min(9, Math.floor(p * 10))];
      if (!bin) return;
      bin.n += 1;
      bin.forecast += p;
      bin.hits += i === outcome ? 1 : 0;
    });
  }

  ece(): number {
    const total = this.bins.reduce((s, b) => s + b.n, 0);
    if (total === 0) return 0;
    return this.bins.reduce((s, b) => (b.n === 0 ? s : s + (b.n / total) * Math.abs(b.forecast / b.n - b.hits / b.n)), 0);
  }

  /** Per bin: mean forecast, observed frequency and count (for a calibration chart). */
  table(): { forecast: number; observed: number; count: number }[] {
    return this.bins.filter((b) => b.n > 0).map((b) => ({ forecast: b.forecast / b.n, observed: b.hits / b.n, count: b.n }));
  }
}

/** Monday 00:00 UTC of the week of `t`. */
function weekStart(t: number): number {
  const day = Math.floor(t / DAY_MS);
  const weekday = (day + 3) % 7; // 1970-01-01 was a Thursday
  return (day - weekday) * DAY_MS;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
