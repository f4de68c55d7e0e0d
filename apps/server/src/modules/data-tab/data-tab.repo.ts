import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { PlayedRow } from '../football/history.repo.ts';

/** Queries of the data tab over the imported history (`matches`): the only Kysely code of the module. */

export type Executor = Kysely<Database> | Transaction<Database>;

const PLAYED_COLUMNS = ['id', 'competition_id', 'season', 'played_at', 'home_team_id', 'away_team_id', 'ft_home', 'ft_away', 'ht_home', 'ht_away'] as const;

/** How far back a tournament counts as current, from the latest international match. */
const INTERNATIONAL_WINDOW_DAYS = 730;

/** The latest season of a competition that has a played match. */
export async function latestSeason(db: Executor, competitionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('matches')
    .select('season')
    .where('competition_id', '=', competitionId)
    .where('ft_home', 'is not', null)
    .orderBy('played_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.season;
}

/**
 * Finished matches of a competition season before an instant. The null checks are why the
 * selects below may cast their rows to `PlayedRow` (Kysely's types do not narrow on a `where`).
 */
function seasonPlayed(db: Executor, competitionId: string, season: string, before: Date) {
  return db
    .selectFrom('matches')
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .where('ft_home', 'is not', null)
    .where('ft_away', 'is not', null)
    .where('played_at', '<', before);
}

export async function seasonResults(db: Executor, competitionId: string, season: string, before: Date): Promise<PlayedRow[]> {
  return (await seasonPlayed(db, competitionId, season, before).select(PLAYED_COLUMNS).execute()) as PlayedRow[];
}

export interface TournamentActivity {
  competition_id: string;
  matches: number;
}

/** International tournaments with matches in the last two years of the history, most matches first. */
export async function recentTournaments(db: Executor, limit: number): Promise<TournamentActivity[]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('competitions', 'competitions.id', 'matches.competition_id')
    .select(['matches.competition_id', (eb) => eb.fn.countAll<string>().as('matches')])
    .where('competitions.kind', '=', 'international')
    .where('matches.ft_home', 'is not', null)
    .where(
      'matches.played_at',
      '>=',
      sql<Date>`(select max(m2.played_at) from matches m2 join competitions c2 on c2.id = m2.competition_id where c2.kind = 'international') - make_interval(days => ${INTERNATIONAL_WINDOW_DAYS})`,
    )
    .groupBy('matches.competition_id')
    .orderBy('matches', 'desc')
    .orderBy('matches.competition_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ competition_id: r.competition_id, matches: Number(r.matches) }));
}
