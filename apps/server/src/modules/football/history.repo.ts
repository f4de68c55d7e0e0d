import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';

/** Queries over the imported football history (`matches`): the only Kysely code of the module. */

export type Executor = Kysely<Database> | Transaction<Database>;

export interface PlayedRow {
  id: string;
  competition_id: string;
  season: string;
  played_at: Date;
  home_team_id: string;
  away_team_id: string;
  ft_home: number;
  ft_away: number;
  ht_home: number | null;
  ht_away: number | null;
}

export interface SourceMatchRow extends Omit<PlayedRow, 'ft_home' | 'ft_away'> {
  ft_home: number | null;
  ft_away: number | null;
  stats: unknown;
}

const PLAYED_COLUMNS = ['id', 'competition_id', 'season', 'played_at', 'home_team_id', 'away_team_id', 'ft_home', 'ft_away', 'ht_home', 'ht_away'] as const;

/**
 * Finished football matches before an instant. The null checks here are why the selects below
 * may cast their rows to `PlayedRow` (Kysely's types do not narrow on a `where`).
 */
function played(db: Executor, before: Date) {
  return db
    .selectFrom('matches')
    .where('sport', '=', 'football')
    .where('ft_home', 'is not', null)
    .where('ft_away', 'is not', null)
    .where('played_at', '<', before);
}

/** The real match a fixture replays, with its statistics. */
export function findSourceMatch(db: Executor, id: string): Promise<SourceMatchRow | undefined> {
  return db.selectFrom('matches').select([...PLAYED_COLUMNS, 'stats']).where('id', '=', id).where('sport', '=', 'football').executeTakeFirst();
}

/** Finished matches of some competitions, each within its own real range `[from, to)`, by date. */
export async function playedInRanges(db: Executor, ranges: readonly { competitionId: string; from: Date; to: Date }[]): Promise<PlayedRow[]> {
  if (ranges.length === 0) return [];
  return (await played(db, new Date(Math.max(...ranges.map((r) => r.to.getTime()))))
    .select(PLAYED_COLUMNS)
    .where((eb) => eb.or(ranges.map((r) => eb.and([eb('competition_id', '=', r.competitionId), eb('played_at', '>=', r.from), eb('played_at', '<', r.to)]))))
    .orderBy('played_at')
    .orderBy('id')
    .execute()) as PlayedRow[];
}

/** The last meetings of two teams before an instant, newest first. */
export async function headToHead(db: Executor, teams: [string, string], before: Date, limit: number): Promise<PlayedRow[]> {
  const [a, b] = teams;
  return (await played(db, before)
    .select(PLAYED_COLUMNS)
    .where((eb) => eb.or([eb.and([eb('home_team_id', '=', a), eb('away_team_id', '=', b)]), eb.and([eb('home_team_id', '=', b), eb('away_team_id', '=', a)])]))
    .orderBy('played_at', 'desc')
    .limit(limit)
    .execute()) as PlayedRow[];
}

/** A team's matches before an instant, newest first. */
export async function teamMatches(db: Executor, teamId: string, before: Date, page: { limit: number; offset: number }): Promise<PlayedRow[]> {
  return (await played(db, before)
    .select(PLAYED_COLUMNS)
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('played_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as PlayedRow[];
}

export async function countTeamMatches(db: Executor, teamId: string, before: Date): Promise<number> {
  const row = await played(db, before)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every result of a competition season before an instant. */
export async function seasonResults(db: Executor, competitionId: string, season: string, before: Date): Promise<PlayedRow[]> {
  return (await played(db, before)
    .select(PLAYED_COLUMNS)
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .execute()) as PlayedRow[];
}

/** A team's latest league match (for a team page when the board has none of its matches). */
export function latestLeagueMatch(db: Executor, teamId: string): Promise<{ competition_id: string; season: string } | undefined> {
  return db
    .selectFrom('matches')
    .innerJoin('competitions', 'competitions.id', 'matches.competition_id')
    .select(['matches.competition_id', 'matches.season'])
    .where('matches.sport', '=', 'football')
    .where('competitions.kind', '=', 'league')
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('played_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
