/**
 * League standings computed from results: 3 points a win, 1 a draw; overall, home and away
 * records and the last five results. Pure: the caller picks which results count (a competition
 * season up to some instant).
 */

export type Outcome = 'W' | 'D' | 'L';

/** One played match. */
export interface MatchResult {
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
  /** Epoch ms; orders the form. */
  playedAt: number;
}

export interface TeamRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Standing extends TeamRecord {
  rank: number;
  teamId: string;
  goalDifference: number;
  home: TeamRecord;
  away: TeamRecord;
  /** The last five results, newest first. */
  form: Outcome[];
}

export const FORM_LENGTH = 5;

/**
 * The outcome of a match for one of its teams.
 *
 * @example
 * outcomeFor({ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 0, awayGoals: 2, playedAt: 0 }, 'b') // 'W'
 */
export function outcomeFor(result: MatchResult, teamId: string): Outcome {
  const [mine, theirs] = result.homeTeamId === teamId ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
  if (mine > theirs) return 'W';
  return mine < theirs ? 'L' : 'D';
}

/** An empty record. */
export function emptyRecord(): TeamRecord {
  return { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

/**
 * A team's record over some matches (those it did not play are ignored).
 *
 * @example
 * recordOf([{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 2, playedAt: 0 }], 'a').points // 1
 */
export function recordOf(results: readonly MatchResult[], teamId: string): TeamRecord {
  const record = emptyRecord();
  for (const r of results) if (r.homeTeamId === teamId || r.awayTeamId === teamId) addTo(record, r, teamId);
  return record;
}

function addTo(record: TeamRecord, result: MatchResult, teamId: string): void {
  const isHome = result.homeTeamId === teamId;
  const outcome = outcomeFor(result, teamId);
  record.played += 1;
  record.goalsFor += isHome ? result.homeGoals : result.awayGoals;
  record.goalsAgainst += isHome ? result.awayGoals : result.homeGoals;
  if (outcome === 'W') record.won += 1;
  else if (outcome === 'D') record.drawn += 1;
  else record.lost += 1;
  record.points = record.won * 3 + record.drawn;
}

/**
 * The table: ranked by points, then goal difference, then goals scored, then team id (so equal
 * teams get a stable order); tied teams still get distinct ranks.
 *
 * @example
 * computeStandings([{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 0, playedAt: 0 }])
 * // [{ rank: 1, teamId: 'a', points: 3, … }, { rank: 2, teamId: 'b', points: 0, … }]
 */
export function computeStandings(results: readonly MatchResult[]): Standing[] {
  const rows = new Map<string, Omit<Standing, 'rank' | 'goalDifference' | 'form'> & { played_: MatchResult[] }>();
  const rowOf = (teamId: string) => {
    let row = rows.get(teamId);
    if (!row) {
      row = { teamId, ...emptyRecord(), home: emptyRecord(), away: emptyRecord(), played_: [] };
      rows.set(teamId, row);
    }
    return row;
  };
  for (const r of results) {
    for (const [teamId, venue] of [[r.homeTeamId, 'home'], [r.awayTeamId, 'away']] as const) {
      const row = rowOf(teamId);
      addTo(row, r, teamId);
      addTo(row[venue], r, teamId);
      row.played_.push(r);
    }
  }
  return [...rows.values()]
    .map(({ played_, ...row }) => ({
      ...row,
      rank: 0,
      goalDifference: row.goalsFor - row.goalsAgainst,
      form: [...played_].sort((a, b) => b.playedAt - a.playedAt).slice(0, FORM_LENGTH).map((r) => outcomeFor(r, row.teamId)),
    }))
    .sort(compareStandings)
    .map((row, i) => ({ ...row, rank: i + 1 }));
}

function compareStandings(a: Omit<Standing, 'rank'>, b: Omit<Standing, 'rank'>): number {
  return b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.teamId.localeCompare(b.teamId);
}
