/**
 * Dynamic (state-space) team ratings: each team's attack and defence is a random walk in the log
 * goal rate, and a Kalman filter (the extended form for Poisson counts) updates it after every
 * match, on that match's "goals" — a blend of the goals scored, the shots on target and the
 * corners won, each scaled to goals by the league's conversion rate so far.
 *
 * Beside {@link fitTeamRatings} (decay-weighted Dixon–Coles maximum likelihood, refitted from
 * scratch), the filter weighs each match by how uncertain the two teams' ratings were when it was
 * played: a side not seen for a while, or new to the league, moves more. It returns the same
 * {@link TeamRatings}, so {@link teamGoalModel} and the forecast read it unchanged, Elo tilt
 * included. Its constants were chosen on the 2018-19 .. 2021-22 seasons only (README, "Trying to
 * bring the odds-free football model within 0.005").
 */
import { eloRatings, type EloOptions } from './goal-elo.ts';
import { DIXON_COLES_RHO } from './goal-model.ts';
import { RATING_HALF_LIFE_DAYS, SHOT_SHARE, type RatedMatch, type TeamRatings } from './team-ratings.ts';

export interface DynamicRatingOptions {
  /** Share of each side's "goals" taken from its shots on target. Default {@link SHOT_SHARE}. */
  readonly shotShare?: number;
  /** Share of the (goals and shots) blend then replaced by corners won. Default {@link CORNER_SHARE}. */
  readonly cornerShare?: number;
  /** Variance added to each log-rate term per day between a team's matches. Default {@link DYNAMIC_DRIFT_PER_DAY}. */
  readonly driftPerDay?: number;
  /** Variance of a team's terms when the league's data starts. Default {@link DYNAMIC_START_VARIANCE}. */
  readonly startVariance?: number;
  /** Mean and variance of a team first seen later (promoted). Default {@link DYNAMIC_PROMOTED}. */
  readonly promoted?: { readonly attack: number; readonly defence: number; readonly variance: number };
  /** Half-life, in days, of the league's average home and away goals. Default {@link RATING_HALF_LIFE_DAYS}. */
  readonly leagueHalfLifeDays?: number;
  /** Weight of the Elo difference in the log rates (as in {@link fitTeamRatings}). Default {@link DYNAMIC_ELO_WEIGHT}. */
  readonly eloWeight?: number;
  readonly elo?: EloOptions;
}

/** Chosen on the 2018–2021 seasons only, with the constants below (README). */
export const CORNER_SHARE = 0.25;
export const DYNAMIC_DRIFT_PER_DAY = 1e-4;
export const DYNAMIC_START_VARIANCE = 0.08;
export const DYNAMIC_PROMOTED = { attack: -0.1, defence: 0.1, variance: 0.03 } as const;
export const DYNAMIC_ELO_WEIGHT = 0.25;

const DAY_MS = 86_400_000;
/** A team first seen this long after the league's first match is a newcomer (promoted). */
const NEW_TEAM_AFTER_DAYS = 180;

interface TeamState {
  attack: number;
  defence: number;
  attackVariance: number;
  defenceVariance: number;
  lastPlayed: number;
}

/** Running goals-per-event rate of a league (goals per shot on target, per corner). */
class Conversion {
  private goals = 0;
  private events = 0;

  rate(): number | undefined {
    return this.events > 0 ? this.goals / this.events : undefined;
  }

  add(goals: number, events: number): void {
    this.goals += goals;
    this.events += events;
  }
}

/** Decay-weighted sums of the league's home and away "goals". */
class LeagueMeans {
  private home = 0;
  private away = 0;
  private weight = 0;
  private at = -Infinity;

  add(at: number, home: number, away: number, halfLifeDays: number): void {
    const decay = this.weight > 0 ? Math.exp((-Math.LN2 * (at - this.at)) / DAY_MS / halfLifeDays) : 1;
    this.home = this.home * decay + home;
    this.away = this.away * decay + away;
    this.weight = this.weight * decay + 1;
    this.at = at;
  }

  /** Log of the average home and away goals; typical values before any match. */
  logs(): { home: number; away: number } {
    return this.weight > 0 ? { home: Math.log(this.home / this.weight), away: Math.log(this.away / this.weight) } : { home: Math.log(1.5), away: Math.log(1.2) };
  }
}

/**
 * Runs the filter through the matches played strictly before `at` (later ones are ignored, so a
 * prediction never sees its own future) and returns the ratings as of `at`. Pass one league.
 *
 * @example
 * const ratings = fitDynamicRatings(results, march2024);
 * teamGoalModel(ratings, 'Arsenal', 'Chelsea') // { homeRate: 1.9, awayRate: 1.1, rho: -0.08 }
 */
export function fitDynamicRatings(history: readonly RatedMatch[], at: number, options: DynamicRatingOptions = {}): TeamRatings {
  const past = history.filter((m) => m.playedAt < at).sort((a, b) => a.playedAt - b.playedAt);
  const promoted = options.promoted ?? DYNAMIC_PROMOTED;
  const leagueStart = past[0]?.playedAt ?? at;
  const isNewcomer = (t: number) => t - leagueStart > NEW_TEAM_AFTER_DAYS * DAY_MS;
  const teams = new Map<string, TeamState>();
  const team = (name: string, t: number): TeamState => {
    let s = teams.get(name);
    if (!s) {
      const late = isNewcomer(t);
      const variance = late ? promoted.variance : (options.startVariance ?? DYNAMIC_START_VARIANCE);
      s = { attack: late ? promoted.attack : 0, defence: late ? promoted.defence : 0, attackVariance: variance, defenceVariance: variance, lastPlayed: t };
      teams.set(name, s);
    }
    return s;
  };
  const means = new LeagueMeans();
  const shots = new Conversion();
  const corners = new Conversion();
  const pseudoGoals = observation(options, shots, corners);
  const drift = options.driftPerDay ?? DYNAMIC_DRIFT_PER_DAY;
  for (const m of past) {
    const home = team(m.home, m.playedAt);
    const away = team(m.away, m.playedAt);
    for (const s of [home, away]) {
      const days = (m.playedAt - s.lastPlayed) / DAY_MS;
      s.attackVariance += drift * days;
      s.defenceVariance += drift * days;
      s.lastPlayed = m.playedAt;
    }
    const [homeGoals, awayGoals] = pseudoGoals(m);
    const base = means.logs();
    const homeRate = Math.exp(base.home + home.attack + away.defence);
    const awayRate = Math.exp(base.away + away.attack + home.defence);
    update(home, away, homeRate, homeGoals);
    update(away, home, awayRate, awayGoals);
    means.add(m.playedAt, homeGoals, awayGoals, options.leagueHalfLifeDays ?? RATING_HALF_LIFE_DAYS);
    learnConversions(m, shots, corners);
  }
  const base = means.logs();
  const eloWeight = options.eloWeight ?? DYNAMIC_ELO_WEIGHT;
  return {
    fittedAt: at,
    base: base.away,
    homeAdvantage: base.home - base.away,
    teams: new Map([...teams].map(([name, s]) => [name, { attack: s.attack, defence: s.defence }])),
    newTeam: isNewcomer(at) ? { attack: promoted.attack, defence: promoted.defence } : { attack: 0, defence: 0 },
    rho: DIXON_COLES_RHO,
    ...(eloWeight > 0 ? { elo: eloRatings(past, options.elo), eloWeight } : {}),
  };
}

/** Each side's "goals" of a match: goals, shots on target and corners blended, in goal units. */
function observation(options: DynamicRatingOptions, shots: Conversion, corners: Conversion): (m: RatedMatch) => [number, number] {
  const shotShare = options.shotShare ?? SHOT_SHARE;
  const cornerShare = options.cornerShare ?? CORNER_SHARE;
  return (m) => {
    let home = m.homeGoals;
    let away = m.awayGoals;
    const perShot = shots.rate();
    if (perShot !== undefined && m.homeShotsOnTarget !== undefined && m.awayShotsOnTarget !== undefined) {
      home = (1 - shotShare) * home + shotShare * perShot * m.homeShotsOnTarget;
      away = (1 - shotShare) * away + shotShare * perShot * m.awayShotsOnTarget;
    }
    const perCorner = corners.rate();
    if (perCorner !== undefined && m.homeCorners !== undefined && m.awayCorners !== undefined) {
      home = (1 - cornerShare) * home + cornerShare * perCorner * m.homeCorners;
      away = (1 - cornerShare) * away + cornerShare * perCorner * m.awayCorners;
    }
    return [home, away];
  };
}

function learnConversions(m: RatedMatch, shots: Conversion, corners: Conversion): void {
  const goals = m.homeGoals + m.awayGoals;
  if (m.homeShotsOnTarget !== undefined && m.awayShotsOnTarget !== undefined) shots.add(goals, m.homeShotsOnTarget + m.awayShotsOnTarget);
  if (m.homeCorners !== undefined && m.awayCorners !== undefined) corners.add(goals, m.homeCorners + m.awayCorners);
}

/**
 * One extended-Kalman step for a Poisson count with log rate η = base + attack + defence: the
 * rate's information is λ, so the posterior of η moves by S·(y − λ)/(1 + λS) (S the prior
 * variance of η), shared between the two terms in proportion to their variances.
 */
function update(scorer: TeamState, conceder: TeamState, rate: number, goals: number): void {
  const s = scorer.attackVariance + conceder.defenceVariance;
  const gain = (goals - rate) / (1 + rate * s);
  scorer.attack += scorer.attackVariance * gain;
  conceder.defence += conceder.defenceVariance * gain;
  scorer.attackVariance -= (scorer.attackVariance ** 2 * rate) / (1 + rate * s);
  conceder.defenceVariance -= (conceder.defenceVariance ** 2 * rate) / (1 + rate * s);
}
