import type { Selectable } from 'kysely';
import type { Db } from '../../../plugins/db/database.ts';
import type { MatchesTable, OddsQuotesTable } from '../../../plugins/db/schema.ts';

/** The imported rows the replay needs; the only Kysely code of the replay provider. */

export type MatchRecordRow = Pick<
  Selectable<MatchesTable>,
  | 'id'
  | 'sport'
  | 'competition_id'
  | 'season'
  | 'played_at'
  | 'home_team_id'
  | 'away_team_id'
  | 'ft_home'
  | 'ft_away'
  | 'ht_home'
  | 'ht_away'
  | 'awarded'
  | 'home_quarters'
  | 'away_quarters'
  | 'home_overtime'
  | 'away_overtime'
  | 'stats'
  | 'stage'
>;

export type OddsQuoteRow = Selectable<OddsQuotesTable>;

/**
 * Every match of the given (competition, season) pairs, oldest first.
 *
 * @example
 * await replayedMatches(db, [{ competitionId: 'premier-league', season: '2024-25' }]) // 380 rows
 */
export async function replayedMatches(db: Db, seasons: ReadonlyArray<{ competitionId: string; season: string }>): Promise<MatchRecordRow[]> {
  if (seasons.length === 0) return [];
  return db
    .selectFrom('matches')
    .select([
      'id', 'sport', 'competition_id', 'season', 'played_at', 'home_team_id', 'away_team_id', 'ft_home', 'ft_away',
      'ht_home', 'ht_away', 'awarded', 'home_quarters', 'away_quarters', 'home_overtime', 'away_overtime', 'stats', 'stage',
    ])
    .where((eb) => eb.or(seasons.map((s) => eb.and([eb('competition_id', '=', s.competitionId), eb('season', '=', s.season)]))))
    .orderBy('played_at')
    .orderBy('id')
    .execute();
}

/** The odds quotes of some matches (the ones near today), in one query. */
export async function oddsQuotesOf(db: Db, matchIds: readonly string[]): Promise<OddsQuoteRow[]> {
  if (matchIds.length === 0) return [];
  return db.selectFrom('odds_quotes').selectAll().where('match_id', 'in', [...matchIds]).execute();
}

export interface BoxScoreRecordRow {
  match_id: string;
  side: string;
  stats: unknown;
}

/** The NBA.com team box scores of some games (the ones near today), in one query. */
export async function boxScoresOf(db: Db, matchIds: readonly string[]): Promise<BoxScoreRecordRow[]> {
  if (matchIds.length === 0) return [];
  return db.selectFrom('nba_box_scores').select(['match_id', 'side', 'stats']).where('match_id', 'in', [...matchIds]).execute();
}

/** How many matches the database holds (zero on a fresh install: time to import). */
export async function countMatches(db: Db): Promise<number> {
  const row = await db.selectFrom('matches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
