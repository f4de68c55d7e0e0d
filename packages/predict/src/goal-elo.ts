/**
 * An Elo rating on results, as World Football Elo computes it (goal-difference multiplier, home
 * bonus), used beside the Dixon–Coles strengths: the two weigh the past differently (Elo moves
 * with every result at a fixed step, the Dixon–Coles fit averages goals over a long half-life),
 * and the back-test finds the mix better than either (README, "Trying to bring the odds-free
 * football model within 0.005").
 */
import type { RatedMatch } from './team-ratings.ts';

export interface EloOptions {
  /** Points moved by a one-goal result against expectation. Default {@link ELO_K}. */
  readonly k?: number;
  /** Home bonus in Elo points. Default {@link ELO_HOME}. */
  readonly home?: number;
  /** Share of each rating's distance from the mean dropped at a break of 60+ days (a new season). */
  readonly seasonRegression?: number;
}

export const ELO_K = 20;
export const ELO_HOME = 60;
export const ELO_SEASON_REGRESSION = 0.2;
const SEASON_BREAK_MS = 60 * 86_400_000;

/** Elo points per team, centred on 0, and the rating a team not yet seen would start at. */
export interface EloRatings {
  readonly teams: ReadonlyMap<string, number>;
  readonly newTeam: number;
}

/**
 * Runs the ratings through `matches` in time order (all of them: pass only matches before the
 * instant you predict at). A team's first match starts it at the mean of the three lowest
 * ratings (a promoted side), 0 while fewer than three teams are rated.
 * @example eloRatings(results).teams.get('Arsenal') // 85 (points above the league mean)
 */
export function eloRatings(matches: readonly RatedMatch[], options: EloOptions = {}): EloRatings {
  const k = options.k ?? ELO_K;
  const home = options.home ?? ELO_HOME;
  const regression = options.seasonRegression ?? ELO_SEASON_REGRESSION;
  const sorted = [...matches].sort((a, b) => a.playedAt - b.playedAt);
  const r = new Map<string, number>();
  let last = -Infinity;
  for (const m of sorted) {
    if (m.playedAt - last > SEASON_BREAK_MS && r.size > 0) {
      const mean = average([...r.values()]);
      for (const [team, v] of r) r.set(team, mean + (1 - regression) * (v - mean));
    }
    last = m.playedAt;
    for (const team of [m.home, m.away]) if (!r.has(team)) r.set(team, lowest(r));
    const rh = r.get(m.home) ?? 0;
    const ra = r.get(m.away) ?? 0;
    const expected = 1 / (1 + 10 ** (-(rh - ra + home) / 400));
    const result = m.homeGoals > m.awayGoals ? 1 : m.homeGoals === m.awayGoals ? 0.5 : 0;
    const step = k * goalMultiplier(Math.abs(m.homeGoals - m.awayGoals)) * (result - expected);
    r.set(m.home, rh + step);
    r.set(m.away, ra - step);
  }
  const mean = r.size > 0 ? average([...r.values()]) : 0;
  return { teams: new Map([...r].map(([team, v]) => [team, v - mean])), newTeam: lowest(r) - mean };
}

/** World Football Elo's multiplier: 1 for a one-goal margin, 1.5 for two, (11 + n) / 8 beyond. */
function goalMultiplier(n: number): number {
  return n <= 1 ? 1 : n === 2 ? 1.5 : (11 + n) / 8;
}

function lowest(r: ReadonlyMap<string, number>): number {
  const v = [...r.values()].sort((a, b) => a - b);
  return v.length >= 3 ? average(v.slice(0, 3)) : 0;
}

function average(v: readonly number[]): number {
  return v.reduce((s, x) => s + x, 0) / Math.max(v.length, 1);
}
