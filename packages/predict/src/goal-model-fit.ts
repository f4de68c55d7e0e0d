/**
 * Fits a match's goal model to its bookmaker markets: the de-margined 1X2 probabilities and, when
 * quoted, the de-margined over/under 2.5 probability. Least squares on the probabilities, solved by
 * Levenberg–Marquardt in (log λh, log λa), so the rates stay positive and the fit is deterministic.
 */
import { DIXON_COLES_RHO, lowScoreFactor, rhoBounds, type GoalModel } from './goal-model.ts';
import { bisect, leastSquares } from './solver.ts';
import { poissonUpperTail, poissonWithTail } from './special-functions.ts';
import type { Probability } from './units.ts';

/**
 * Mean total goals per match in the real data (35,137 goals in 12,532 matches of the five leagues,
 * 2018-19 .. 2024-25): the prior for the total when a match has no over/under odds.
 * @example fitGoalModel({ oneXTwo }, { typicalTotalGoals: TYPICAL_TOTAL_GOALS })
 */
export const TYPICAL_TOTAL_GOALS = 2.8;

/**
 * Weight of the typical-total prior (a residual on log(λh+λa)) when there is no over/under
 * market. The 1X2 alone pins the total only weakly (through the draw price); the weight was set on
 * the real data so that fitting without the O/U odds predicts P(over 2.5) closest to what the O/U
 * odds say (README, "Constants").
 * @example fitGoalModel({ oneXTwo }, { totalPriorWeight: TOTAL_PRIOR_WEIGHT })
 */
export const TOTAL_PRIOR_WEIGHT = 0.05;

/**
 * The markets a fit uses; probabilities with the margin already removed.
 * @example const targets: GoalModelTargets = { oneXTwo: [p(0.5), p(0.27), p(0.23)], over25: p(0.52) }; // p = toProbability
 */
export interface GoalModelTargets {
  /** Home win, draw, away win, summing to 1. */
  readonly oneXTwo: readonly [Probability, Probability, Probability];
  /** P(over 2.5 goals), when an over/under market is quoted. */
  readonly over25?: Probability;
}

/**
 * Weight of the pull towards {@link DIXON_COLES_RHO} when ρ is fitted per match. Small: with the
 * O/U price there are three market numbers for three parameters, so ρ is identified and the
 * prior only keeps it defined for degenerate markets.
 * @example RHO_PRIOR_WEIGHT * (fitted.rho - DIXON_COLES_RHO) // the extra residual of the fit
 */
export const RHO_PRIOR_WEIGHT = 0.03;

/** Options of {@link fitGoalModel}. */
export interface FitOptions {
  /**
   * `'fit'` (default) fits ρ per match alongside the rates when the O/U price is there, so the
   * model reproduces the 1X2 exactly; a number holds ρ fixed. Without an O/U price ρ is always
   * {@link DIXON_COLES_RHO} (or the number given), as there is too little to fit it from.
   */
  readonly rho?: number | 'fit';
  /** Prior total goals when `over25` is missing (default {@link TYPICAL_TOTAL_GOALS}). */
  readonly typicalTotalGoals?: number;
  /** Weight of that prior (default {@link TOTAL_PRIOR_WEIGHT}). */
  readonly totalPriorWeight?: number;
}

/** A fitted model and how well it reproduces its targets. */
export interface GoalModelFit {
  readonly model: GoalModel;
  /** Root-mean-square error of the fitted market probabilities against the targets. */
  readonly rmsError: number;
  readonly iterations: number;
}

/** The four market probabilities of a model, computed directly from the two marginals. */
export interface MarketSummary {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
  readonly over25: number;
}

/**
 * Fits λh and λa, and ρ unless told otherwise, to a match's de-margined 1X2 and over/under 2.5
 * probabilities by least squares on the probabilities.
 * @example
 * const [home, draw, away] = removeMargin([1.9, 3.6, 4.2].map(toDecimalOdds));
 * const [over25] = removeMargin([1.95, 1.95].map(toDecimalOdds));
 * fitGoalModel({ oneXTwo: [home!, draw!, away!], over25 }).model
 * // { homeRate: 1.64, awayRate: 1.03, rho: -0.088 }
 */
export function fitGoalModel(targets: GoalModelTargets, options: FitOptions = {}): GoalModelFit {
  const fitsRho = (options.rho ?? 'fit') === 'fit' && targets.over25 !== undefined;
  const fixedRho = typeof options.rho === 'number' ? options.rho : DIXON_COLES_RHO;
  const typicalTotal = options.typicalTotalGoals ?? TYPICAL_TOTAL_GOALS;
  const prior = { total: typicalTotal, weight: options.totalPriorWeight ?? TOTAL_PRIOR_WEIGHT };
  const modelAt = (x: readonly number[]): GoalModel => modelFromParameters(x, fitsRho ? (x[2] ?? fixedRho) : fixedRho);
  const residuals = (x: readonly number[]): number[] => {
    const m = modelAt(x);
    const rhoPrior = fitsRho ? [RHO_PRIOR_WEIGHT * (m.rho - DIXON_COLES_RHO)] : [];
    return [...marketErrors(m, targets, prior), ...rhoPrior];
  };
  const start = startingPoint(targets, typicalTotal);
  const solution = leastSquares(residuals, fitsRho ? [...start, DIXON_COLES_RHO] : start);
  const model = modelAt(solution.x);
  const errors = marketErrors(model, targets, undefined);
  const rmsError = Math.sqrt(errors.reduce((sum, e) => sum + e * e, 0) / errors.length);
  return { model, rmsError, iterations: solution.iterations };
}

/** Model minus market for 1X2 and O/U; without O/U, the typical-total prior (unless undefined). */
function marketErrors(m: GoalModel, targets: GoalModelTargets, prior: { total: number; weight: number } | undefined): number[] {
  const s = marketSummary(m);
  const [tHome, tDraw, tAway] = targets.oneXTwo;
  const errors = [s.home - tHome, s.draw - tDraw, s.away - tAway];
  if (targets.over25 !== undefined) return [...errors, s.over25 - targets.over25];
  if (prior === undefined) return errors;
  return [...errors, prior.weight * Math.log((m.homeRate + m.awayRate) / prior.total)];
}

/** Rates from log-parameters (kept in [0.001, 20] goals), with ρ clamped to its valid range. */
function modelFromParameters(x: readonly number[], rho: number): GoalModel {
  const rate = (v: number | undefined): number => Math.exp(Math.min(Math.max(v ?? 0, Math.log(1e-3)), Math.log(20)));
  const homeRate = rate(x[0]);
  const awayRate = rate(x[1]);
  const { min, max } = rhoBounds(homeRate, awayRate);
  return { homeRate, awayRate, rho: Math.min(Math.max(rho, min), max) };
}

/** Total from the O/U price under a plain Poisson; split by the 1X2 favourite's share. */
function startingPoint(targets: GoalModelTargets, typicalTotal: number): number[] {
  const over = targets.over25;
  const total =
    over === undefined || over <= 0.01 || over >= 0.99
      ? typicalTotal
      : bisect((mu) => poissonUpperTail(mu, 2) - over, 0.05, 15);
  const [home, draw] = targets.oneXTwo;
  const homeShare = Math.min(Math.max(home + draw / 2, 0.05), 0.95);
  return [Math.log(total * homeShare), Math.log(total * (1 - homeShare))];
}

/**
 * P(home), P(draw), P(away) and P(over 2.5) of a model in O(n) from its marginals, the four
 * Dixon–Coles cells adjusted afterwards. Agrees with the full score matrix to 1e-13.
 * @example marketSummary({ homeRate: 1.5, awayRate: 1, rho: 0 }).draw // 0.2598
 */
export function marketSummary(model: GoalModel): MarketSummary {
  const n = 12 + Math.ceil(3 * Math.max(model.homeRate, model.awayRate));
  const home = poissonWithTail(model.homeRate, n);
  const away = poissonWithTail(model.awayRate, n);
  let draw = 0;
  let homeWin = 0;
  let awayBelow = 0;
  home.forEach((ph, i) => {
    const pa = away[i] ?? 0;
    homeWin += ph * awayBelow;
    draw += ph * pa;
    awayBelow += pa;
  });
  const cell = (h: number, a: number): number => (home[h] ?? 0) * (away[a] ?? 0);
  const delta = (h: number, a: number): number => cell(h, a) * (lowScoreFactor(h, a, model) - 1);
  draw += delta(0, 0) + delta(1, 1);
  homeWin += delta(1, 0);
  let under = 0;
  for (let h = 0; h <= 2; h++) for (let a = 0; a + h <= 2; a++) under += cell(h, a) * lowScoreFactor(h, a, model);
  return { home: homeWin, draw, away: 1 - homeWin - draw, over25: 1 - under };
}
