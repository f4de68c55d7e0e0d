import type { FootballTeamLabel } from '@scoreline/contract';
import type { StandingRow as FootballStandingRow } from '../api/data-types.ts';

/**
 * Table logic of the data tab, pure: venue tables re-ranked from the home/away splits, the
 * attack and defence rankings, and the ranks that mark the table's zones.
 */

export type Venue = 'total' | 'home' | 'away';

/** A table row for one venue: the record there and its rank among the teams there. */
export interface VenueRow {
  rank: number;
  team: FootballTeamLabel;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  form: FootballStandingRow['form'];
}

/**
 * The table over all matches (the server's ranks) or over home or away matches only, ranked
 * the server's way: points, goal difference, goals scored, then team id.
 *
 * @example
 * venueTable(rows, 'home')[0].team.name // the best home side
 */
export function venueTable(rows: readonly FootballStandingRow[], venue: Venue): VenueRow[] {
  if (venue === 'total') return rows.map((r) => ({ ...pick(r), rank: r.rank, team: r.team, form: r.form }));
  return rows
    .map((r) => ({ ...pick(r[venue]), rank: 0, team: r.team, form: r.form }))
    .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.team.id.localeCompare(b.team.id))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

function pick(r: FootballStandingRow['home']) {
  return { played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, goalsFor: r.goalsFor, goalsAgainst: r.goalsAgainst, goalDifference: r.goalsFor - r.goalsAgainst, points: r.points };
}

export interface GoalsEntry {
  rank: number;
  team: FootballTeamLabel;
  goals: number;
  played: number;
  /** Goals a match, one decimal; 0 before any match. */
  perGame: number;
}

/**
 * The best attacks: most goals scored, then fewer matches, then table rank.
 *
 * @example
 * topAttack(rows, 3).map((e) => e.goals) // [12, 11, 11]
 */
export function topAttack(rows: readonly FootballStandingRow[], count: number): GoalsEntry[] {
  return ranked(rows, (r) => r.goalsFor, (a, b) => b.goals - a.goals || a.played - b.played, count);
}

/**
 * The best defences: fewest goals conceded among teams that have played, then more matches
 * (the same goals over more matches is the better defence), then table rank.
 */
export function topDefence(rows: readonly FootballStandingRow[], count: number): GoalsEntry[] {
  return ranked(rows.filter((r) => r.played > 0), (r) => r.goalsAgainst, (a, b) => a.goals - b.goals || b.played - a.played, count);
}

function ranked(
  rows: readonly FootballStandingRow[],
  goalsOf: (r: FootballStandingRow) => number,
  compare: (a: GoalsEntry & { tableRank: number }, b: GoalsEntry & { tableRank: number }) => number,
  count: number,
): GoalsEntry[] {
  return rows
    .map((r) => ({ rank: 0, tableRank: r.rank, team: r.team, goals: goalsOf(r), played: r.played, perGame: perGame(goalsOf(r), r.played) }))
    .sort((a, b) => compare(a, b) || a.tableRank - b.tableRank)
    .slice(0, count)
    .map(({ tableRank: _tableRank, ...e }, i) => ({ ...e, rank: i + 1 }));
}

/**
 * Goals a match to one decimal.
 *
 * @example
 * perGame(7, 3) // 2.3
 */
export function perGame(goals: number, played: number): number {
  return played === 0 ? 0 : Math.round((goals / played) * 10) / 10;
}

export type Zone = 'top' | 'upper' | 'bottom' | null;

/**
 * Which zone a league rank is in, for the coloured bar beside it: the top four (Champions
 * League places in the big leagues), the next two, and the bottom three (relegation). Smaller
 * tables (fewer than 10 teams, e.g. a tournament's records) get no zones.
 */
export function zoneOf(rank: number, teams: number): Zone {
  if (teams < 10) return null;
  if (rank <= 4) return 'top';
  if (rank <= 6) return 'upper';
  return rank > teams - 3 ? 'bottom' : null;
}

/**
 * An NBA win percentage as printed in standings: `.652`, `1.000`.
 *
 * @example
 * formatWinPct(0.6521) // '.652'
 */
export function formatWinPct(pct: number): string {
  const text = pct.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}
