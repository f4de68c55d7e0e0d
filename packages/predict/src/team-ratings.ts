/**
 * Team strengths in the Dixon–Coles family, fitted by weighted maximum likelihood on past
 * results only: home goals ~ Poisson(exp(μ + γ + aₕ + dₐ)), away goals ~ Poisson(exp(μ + aₐ + dₕ)),
 * each match weighted by exp(−ln2 · age / half-life) (Dixon and Coles' time decay), with the
 * low-score correction applied when the ratings are turned into a score matrix
 * ({@link DIXON_COLES_RHO}; the likelihood is flat around it, see goal-model.ts).
 *
 * The fit is exact coordinate ascent: with every other parameter held, the weighted Poisson
 * likelihood's maximum in one log-rate parameter has a closed form, so each sweep raises the
 * likelihood and needs no step size. Each team's exp(a) and exp(d) carry a Gamma prior of mean 1
 * (PRIOR_MATCHES matches' worth), so a promoted team with no history starts as an average side
 * and moves as its results come in.
 */
import { eloRatings, type EloOptions, type EloRatings } from './goal-elo.ts';
import { DIXON_COLES_RHO, type GoalModel } from './goal-model.ts';

/** A finished match the ratings learn from. Instants in milliseconds since the epoch. */
export interface RatedMatch {
  readonly playedAt: number;
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** Shots on target, when known: a steadier measure of chances made than goals. */
  readonly homeShotsOnTarget?: number;
  readonly awayShotsOnTarget?: number;
  /** Corners won, when known: another measure of attacking pressure (used by the dynamic ratings). */
  readonly homeCorners?: number;
  readonly awayCorners?: number;
}

/** Fitted strengths: log-rate terms, 0 = average. */
export interface TeamRatings {
  /** The instant the ratings were fitted at: only matches before it were used. */
  readonly fittedAt: number;
  /** Log of the average away side's goals (μ). */
  readonly base: number;
  /** Log home advantage (γ). */
  readonly homeAdvantage: number;
  /** Per team: attack (higher scores more) and defence (higher concedes more). */
  readonly teams: ReadonlyMap<string, { readonly attack: number; readonly defence: number }>;
  readonly rho: number;
  /** Attack/defence of a team the ratings have not seen; an average side when absent. */
  readonly newTeam?: { readonly attack: number; readonly defence: number };
  /** Elo on the same results and the weight of its difference in the log rates (0: unused). */
  readonly elo?: EloRatings;
  readonly eloWeight?: number;
}

export interface RatingOptions {
  /** Days for a match's weight to halve. Default {@link RATING_HALF_LIFE_DAYS}. */
  readonly halfLifeDays?: number;
  /** Sweeps of coordinate ascent. Default 40 (from a warm start, far fewer matter). */
  readonly sweeps?: number;
  /** Previous ratings to start from (a weekly refit moves them little). */
  readonly warmStart?: TeamRatings;
  /** Strength of the average-team prior, in matches. Default {@link PRIOR_MATCHES}. */
  readonly priorMatches?: number;
  /** Prior attack/defence (log terms) of a team new to the league; default {@link PROMOTED_PRIOR}. */
  readonly promoted?: { readonly attack: number; readonly defence: number };
  /**
   * Share of each side's "goals" taken from its shots on target (scaled to goals by the league's
   * conversion rate) instead of the goals it scored. Default {@link SHOT_SHARE}.
   */
  readonly shotShare?: number;
  /**
   * Weight β of the Elo difference: log λ_home += β·(Elo_home − Elo_away)/400, log λ_away −= the
   * same. Default {@link ELO_WEIGHT}; 0 turns it off.
   */
  readonly eloWeight?: number;
  readonly elo?: EloOptions;
}

/** Chosen on the 2018–2021 seasons only (README, "Trying to bring … within 0.005"). */
export const ELO_WEIGHT = 0.2;

/** Half-life of a result's weight; chosen on the 2018–2021 seasons only (README, "Back-test"). */
export const RATING_HALF_LIFE_DAYS = 250;
/** Strength of the average-team prior, in matches; chosen with the half-life. */
export const PRIOR_MATCHES = 3;
const AVERAGE_TEAM_GOALS = 1.35;
/** Chosen on the 2018–2021 seasons only (README, "Back-test"). */
export const SHOT_SHARE = 0.7;

/**
 * Prior of a team first seen well after the league's first match in the fit (so: promoted). It was
 * −0.2 / +0.2 (below average: promoted sides mostly finish in the bottom half); with the Elo term,
 * which already starts a new side at the bottom three's level, 0 scored best on the 2018–2021
 * seasons (README, "Trying to bring … within 0.005").
 */
export const PROMOTED_PRIOR = { attack: 0, defence: 0 };
const NEW_TEAM_AFTER_DAYS = 180;

interface PriorMeans {
  attack: number[];
  defence: number[];
}

function promotedPriors(matches: readonly RatedMatch[], names: readonly string[], promoted: { attack: number; defence: number }): PriorMeans {
  const first = new Map<string, number>();
  let leagueFirst = Infinity;
  for (const m of matches) {
    leagueFirst = Math.min(leagueFirst, m.playedAt);
    for (const team of [m.home, m.away]) first.set(team, Math.min(first.get(team) ?? Infinity, m.playedAt));
  }
  const isNew = names.map((n) => (first.get(n) ?? leagueFirst) - leagueFirst > NEW_TEAM_AFTER_DAYS * DAY_MS);
  return { attack: isNew.map((y) => (y ? Math.exp(promoted.attack) : 1)), defence: isNew.map((y) => (y ? Math.exp(promoted.defence) : 1)) };
}

/** Goals per shot on target over the matches that report shots; undefined when none do. */
function conversionRate(matches: readonly RatedMatch[]): number | undefined {
  let goals = 0;
  let shots = 0;
  for (const m of matches) {
    if (m.homeShotsOnTarget === undefined || m.awayShotsOnTarget === undefined) continue;
    goals += m.homeGoals + m.awayGoals;
    shots += m.homeShotsOnTarget + m.awayShotsOnTarget;
  }
  return shots > 0 ? goals / shots : undefined;
}
/** Matches older than this many half-lives weigh under 1/16 and are skipped. */
const HORIZON_HALF_LIVES = 4;
const DAY_MS = 86_400_000;

interface Row {
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
  weight: number;
}

/**
 * Fits the ratings at `at` from the matches played strictly before it; later matches in
 * `history` are ignored, so a prediction never sees its own future.
 *
 * @example
 * const ratings = fitTeamRatings(results, march2024); // ms since the epoch
 * teamGoalModel(ratings, 'Arsenal', 'Chelsea') // { homeRate: 1.9, awayRate: 1.1, rho: -0.08 }
 */
export function fitTeamRatings(history: readonly RatedMatch[], at: number, options: RatingOptions = {}): TeamRatings {
  const halfLife = options.halfLifeDays ?? RATING_HALF_LIFE_DAYS;
  const names: string[] = [];
  const index = new Map<string, number>();
  const teamOf = (name: string) => {
    let i = index.get(name);
    if (i === undefined) index.set(name, (i = names.push(name) - 1));
    return i;
  };
  const used = history.filter((m) => at - m.playedAt > 0 && at - m.playedAt <= HORIZON_HALF_LIVES * halfLife * DAY_MS);
  const share = options.shotShare ?? SHOT_SHARE;
  const conversion = conversionRate(used);
  const blendGoals = (goals: number, shots: number | undefined) =>
    shots === undefined || conversion === undefined ? goals : (1 - share) * goals + share * conversion * shots;
  const rows: Row[] = used.map((m) => ({
    home: teamOf(m.home),
    away: teamOf(m.away),
    homeGoals: blendGoals(m.homeGoals, m.homeShotsOnTarget),
    awayGoals: blendGoals(m.awayGoals, m.awayShotsOnTarget),
    weight: Math.exp((-Math.LN2 * (at - m.playedAt)) / DAY_MS / halfLife),
  }));
  const start = options.warmStart;
  const state = {
    base: start?.base ?? Math.log(1.2),
    home: start?.homeAdvantage ?? Math.log(1.25),
    attack: names.map((n) => start?.teams.get(n)?.attack ?? 0),
    defence: names.map((n) => start?.teams.get(n)?.defence ?? 0),
  };
  const prior = (options.priorMatches ?? PRIOR_MATCHES) * AVERAGE_TEAM_GOALS;
  const priorMeans = promotedPriors(used, names, options.promoted ?? PROMOTED_PRIOR);
  for (let sweep = 0; sweep < (options.sweeps ?? 40); sweep++) ascend(rows, state, prior, priorMeans);
  const teams = new Map(names.map((n, i) => [n, { attack: state.attack[i] ?? 0, defence: state.defence[i] ?? 0 }]));
  const eloWeight = options.eloWeight ?? ELO_WEIGHT;
  const elo = eloWeight > 0 ? { elo: eloRatings(history.filter((m) => m.playedAt < at), options.elo), eloWeight } : {};
  return { fittedAt: at, base: state.base, homeAdvantage: state.home, teams, rho: DIXON_COLES_RHO, ...elo };
}

interface State {
  base: number;
  home: number;
  attack: number[];
  defence: number[];
}

/** One sweep: each parameter set to its exact conditional maximum, in turn. */
function ascend(rows: readonly Row[], s: State, prior: number, means: PriorMeans): void {
  const teams = s.attack.length;
  const goals = { base: 0, home: 0, attack: new Float64Array(teams), defence: new Float64Array(teams) };
  const rates = { base: 0, home: 0, attack: new Float64Array(teams), defence: new Float64Array(teams) };
  // μ and γ from the current team terms.
  for (const r of rows) {
    const homeRate = Math.exp(s.home + (s.attack[r.home] ?? 0) + (s.defence[r.away] ?? 0));
    const awayRate = Math.exp((s.attack[r.away] ?? 0) + (s.defence[r.home] ?? 0));
    goals.base += r.weight * (r.homeGoals + r.awayGoals);
    rates.base += r.weight * (homeRate + awayRate);
  }
  if (rates.base > 0 && goals.base > 0) s.base = Math.log(goals.base / rates.base);
  for (const r of rows) {
    goals.home += r.weight * r.homeGoals;
    rates.home += r.weight * Math.exp(s.base + (s.attack[r.home] ?? 0) + (s.defence[r.away] ?? 0));
  }
  if (rates.home > 0 && goals.home > 0) s.home = Math.log(goals.home / rates.home);
  // Every team's attack, then every team's defence (each depends only on the other kind).
  for (const r of rows) {
    const homeBase = Math.exp(s.base + s.home + (s.defence[r.away] ?? 0));
    const awayBase = Math.exp(s.base + (s.defence[r.home] ?? 0));
    goals.attack[r.home] = (goals.attack[r.home] ?? 0) + r.weight * r.homeGoals;
    rates.attack[r.home] = (rates.attack[r.home] ?? 0) + r.weight * homeBase;
    goals.attack[r.away] = (goals.attack[r.away] ?? 0) + r.weight * r.awayGoals;
    rates.attack[r.away] = (rates.attack[r.away] ?? 0) + r.weight * awayBase;
  }
  for (let t = 0; t < teams; t++) s.attack[t] = withPrior(goals.attack[t] ?? 0, rates.attack[t] ?? 0, prior, means.attack[t] ?? 1);
  for (const r of rows) {
    const homeConceded = Math.exp(s.base + (s.attack[r.away] ?? 0));
    const awayConceded = Math.exp(s.base + s.home + (s.attack[r.home] ?? 0));
    goals.defence[r.home] = (goals.defence[r.home] ?? 0) + r.weight * r.awayGoals;
    rates.defence[r.home] = (rates.defence[r.home] ?? 0) + r.weight * homeConceded;
    goals.defence[r.away] = (goals.defence[r.away] ?? 0) + r.weight * r.homeGoals;
    rates.defence[r.away] = (rates.defence[r.away] ?? 0) + r.weight * awayConceded;
  }
  for (let t = 0; t < teams; t++) s.defence[t] = withPrior(goals.defence[t] ?? 0, rates.defence[t] ?? 0, prior, means.defence[t] ?? 1);
}

/**
 * The conditional maximum of log θ with the prior as pseudo-data: PRIOR_MATCHES matches in which
 * the team met expectation exactly (1.35 goals a match, about a league's average side), so
 * θ = (goals + k) / (expected + k). `expected` is the goals an average team would have had.
 */
function withPrior(goals: number, expected: number, k: number, mean: number): number {
  return Math.log((goals + k * mean) / (expected + k));
}

/**
 * The goal model of one match from fitted ratings; an unknown team is `ratings.newTeam`, else an
 * average one.
 *
 * @example teamGoalModel(ratings, 'Arsenal', 'Chelsea').homeRate // 1.9
 */
export function teamGoalModel(ratings: TeamRatings, home: string, away: string): GoalModel {
  const unknown = ratings.newTeam ?? { attack: 0, defence: 0 };
  const h = ratings.teams.get(home) ?? unknown;
  const a = ratings.teams.get(away) ?? unknown;
  const elo = ratings.elo;
  const tilt = elo && ratings.eloWeight ? (ratings.eloWeight * ((elo.teams.get(home) ?? elo.newTeam) - (elo.teams.get(away) ?? elo.newTeam))) / 400 : 0;
  return {
    homeRate: Math.exp(ratings.base + ratings.homeAdvantage + h.attack + a.defence + tilt),
    awayRate: Math.exp(ratings.base + a.attack + h.defence - tilt),
    rho: ratings.rho,
  };
}
