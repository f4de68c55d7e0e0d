/**
 * Half-time and 半全场 (BQC). Each team's goals come in two independent Poisson halves, the first
 * with a share s of the match rate: first half ~ Poisson(s·λ), second ~ Poisson((1−s)·λ), so BQC
 * is the convolution of the two halves' goal differences. The Dixon–Coles correction lives on
 * full-time scores; it is carried to half-time by Poisson thinning (given n full-time goals, the
 * first-half goals are Binomial(n, s)), which for the independent part is the same model. Hence:
 * - the BQC full-time marginal is exactly the score matrix's 1X2, correction included;
 * - half-time goals never exceed full-time goals, team by team;
 * - with ρ = 0 the half-time matrix is exactly Poisson(s·λh) × Poisson(s·λa).
 */
import { lowScoreFactor, matrixGoals, type GoalModel, type ScoreMatrix } from './goal-model.ts';
import { BQC_OPTIONS, resultCode, type BqcCode, type OptionProbability } from './plays.ts';
import { binomialPmf, poissonWithTail } from './special-functions.ts';
import { asProbability } from './units.ts';

/**
 * The share of a team's goals scored in the first half, estimated from the real data: over the
 * 12,532 matches of E0, SP1, D1, I1 and F1, 2018-19 .. 2024-25, with a half-time score,
 * Σ(HTHG+HTAG) / Σ(FTHG+FTAG) = 15,620 / 35,137 = 0.4445 (home 0.4441, away 0.4451, so one share
 * serves both sides).
 * @example halfTimeFullTime(model, FIRST_HALF_GOAL_SHARE)
 */
export const FIRST_HALF_GOAL_SHARE = 0.4445;

/**
 * P(half-time a:b | full-time h:k) as an (h+1) × (k+1) matrix: each goal independently came
 * before the break with probability `share`. Zero mass outside HT ≤ FT by construction.
 * @example halfTimeGivenFullTime(1, 0) // [[0.5555], [0.4445]]: the goal came after or before the break
 */
export function halfTimeGivenFullTime(ftHome: number, ftAway: number, share = FIRST_HALF_GOAL_SHARE): number[][] {
  if (!(share >= 0 && share <= 1)) throw new RangeError(`first-half share must be in [0, 1]: ${share}`);
  const away = binomialPmf(ftAway, share);
  return binomialPmf(ftHome, share).map((ph) => away.map((pa) => ph * pa));
}

/** The four Dixon–Coles cells and how much the correction moved each (τ − 1)·P_independent. */
function lowScoreAdjustments(model: GoalModel): { home: number; away: number; delta: number }[] {
  const pois = (rate: number, k: number): number => Math.exp(-rate) * (k === 1 ? rate : 1);
  return [[0, 0], [0, 1], [1, 0], [1, 1]].map(([home = 0, away = 0]) => ({
    home,
    away,
    delta: pois(model.homeRate, home) * pois(model.awayRate, away) * (lowScoreFactor(home, away, model) - 1),
  }));
}

/**
 * The half-time score matrix of a goal model (same size and tail convention as its score matrix).
 * @example halfTimeMatrix({ homeRate: 1.5, awayRate: 1, rho: 0 }).p[0]![0] // e^(−0.4445·2.5) = 0.3291
 */
export function halfTimeMatrix(model: GoalModel, share = FIRST_HALF_GOAL_SHARE): ScoreMatrix {
  const maxGoals = matrixGoals(model.homeRate, model.awayRate);
  const home = poissonWithTail(share * model.homeRate, maxGoals);
  const away = poissonWithTail(share * model.awayRate, maxGoals);
  const p = home.map((ph) => away.map((pa) => ph * pa));
  for (const { home: h, away: a, delta } of lowScoreAdjustments(model)) {
    halfTimeGivenFullTime(h, a, share).forEach((row, hh) =>
      row.forEach((q, ha) => {
        const cells = p[hh];
        if (cells) cells[ha] = (cells[ha] ?? 0) + delta * q;
      }),
    );
  }
  return { maxGoals, p };
}

/**
 * The distribution of home − away goals of two independent Poisson sides, as an array indexed by
 * difference + maxGoals.
 */
function differenceDistribution(homeRate: number, awayRate: number, maxGoals: number): number[] {
  const home = poissonWithTail(homeRate, maxGoals);
  const away = poissonWithTail(awayRate, maxGoals);
  const out = new Array<number>(2 * maxGoals + 1).fill(0);
  home.forEach((ph, h) => away.forEach((pa, a) => (out[h - a + maxGoals] = (out[h - a + maxGoals] ?? 0) + ph * pa)));
  return out;
}

/**
 * 半全场 (BQC): the nine half-time/full-time result pairs, in canonical order 33 31 30 13 11 10 03 01 00.
 * @example halfTimeFullTime({ homeRate: 1.6, awayRate: 1.0, rho: -0.06 })[0] // { code: '33', probability: 0.3094 }
 */
export function halfTimeFullTime(model: GoalModel, share = FIRST_HALF_GOAL_SHARE): OptionProbability<BqcCode>[] {
  const n = matrixGoals(model.homeRate, model.awayRate);
  const firstHalf = differenceDistribution(share * model.homeRate, share * model.awayRate, n);
  const secondHalf = differenceDistribution((1 - share) * model.homeRate, (1 - share) * model.awayRate, n);
  // atMost[k] = P(second-half difference ≤ k − n), so the full-time results need no inner loop.
  const atMost: number[] = [];
  let running = 0;
  for (const p of secondHalf) atMost.push((running += p));
  const secondAtMost = (d: number): number => (d < -n ? 0 : d >= n ? 1 : (atMost[d + n] ?? 0));
  const mass = new Map<string, number>();
  const add = (code: string, p: number): void => {
    mass.set(code, (mass.get(code) ?? 0) + p);
  };
  firstHalf.forEach((p1, i) => {
    const d1 = i - n;
    const below = secondAtMost(-d1 - 1);
    const level = secondAtMost(-d1) - below;
    const ht = resultCode(d1, 0);
    add(`${ht}3`, p1 * (1 - below - level));
    add(`${ht}1`, p1 * level);
    add(`${ht}0`, p1 * below);
  });
  for (const { home, away, delta } of lowScoreAdjustments(model)) {
    halfTimeGivenFullTime(home, away, share).forEach((row, hh) =>
      row.forEach((q, ha) => add(resultCode(hh, ha) + resultCode(home, away), delta * q)),
    );
  }
  return BQC_OPTIONS.map((code) => ({ code, probability: asProbability(mass.get(code) ?? 0) }));
}
