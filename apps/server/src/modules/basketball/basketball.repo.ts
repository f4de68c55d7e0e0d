import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';

/** A connection or a transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** The company of the NBA data file's lines (see feed/import/reference.rows.ts). */
const NBA_LINES = 'nba-lines';

/** A finished NBA game with the file's spread (home handicap) and total, numerics as text. */
export interface NbaResultRow {
  id: string;
  played_at: Date;
  season: string;
  stage: string | null;
  home_team_id: string;
  away_team_id: string;
  ft_home: number;
  ft_away: number;
  spread: string | null;
  total: string | null;
}

/** The real match behind a fixture. */
export interface NbaMatchRow {
  id: string;
  season: string;
  played_at: Date;
  home_team_id: string;
  away_team_id: string;
}

export function findNbaMatch(db: Executor, id: string): Promise<NbaMatchRow | undefined> {
  return db
    .selectFrom('matches')
    .select(['id', 'season', 'played_at', 'home_team_id', 'away_team_id'])
    .where('id', '=', id)
    .where('sport', '=', 'basketball')
    .executeTakeFirst();
}

/** Results with lines; `where` narrows the games. Oldest first. */
function results(db: Executor) {
  return db
    .selectFrom('matches as m')
    .leftJoin('odds_quotes as s', (j) =>
      j.onRef('s.match_id', '=', 'm.id').on('s.company_id', '=', NBA_LINES).on('s.market', '=', 'spread').on('s.phase', '=', 'pre'),
    )
    .leftJoin('odds_quotes as t', (j) =>
      j.onRef('t.match_id', '=', 'm.id').on('t.company_id', '=', NBA_LINES).on('t.market', '=', 'total').on('t.phase', '=', 'pre'),
    )
    .select(['m.id', 'm.played_at', 'm.season', 'm.stage', 'm.home_team_id', 'm.away_team_id', 'm.ft_home', 'm.ft_away', 's.line as spread', 't.line as total'])
    .where('m.sport', '=', 'basketball')
    .where('m.ft_home', 'is not', null)
    .where('m.ft_away', 'is not', null);
}

/** Every game of a season played before an instant (about 1,300 at most), oldest first. */
export async function seasonResultsBefore(db: Executor, season: string, before: Date): Promise<NbaResultRow[]> {
  const rows = await results(db).where('m.season', '=', season).where('m.played_at', '<', before).orderBy('m.played_at').orderBy('m.id').execute();
  return rows as NbaResultRow[];
}

/** The games played in a real range `[from, to)`, oldest first (a day of the calendar seam). */
export async function resultsBetween(db: Executor, from: Date, to: Date): Promise<Array<NbaResultRow & { competition_id: string }>> {
  const rows = await results(db).select('m.competition_id').where('m.played_at', '>=', from).where('m.played_at', '<', to).orderBy('m.played_at').orderBy('m.id').execute();
  return rows as Array<NbaResultRow & { competition_id: string }>;
}

/** A team's last `limit` games before an instant, any season, newest first. */
export async function teamResultsBefore(db: Executor, teamId: string, before: Date, limit: number): Promise<NbaResultRow[]> {
  const rows = await results(db)
    .where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]))
    .where('m.played_at', '<', before)
    .orderBy('m.played_at', 'desc')
    .limit(limit)
    .execute();
  return rows as NbaResultRow[];
}

/** The last `limit` meetings of two teams before an instant, any season, newest first. */
export async function meetingsBefore(db: Executor, first: string, second: string, before: Date, limit: number): Promise<NbaResultRow[]> {
  const rows = await results(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.home_team_id', '=', first), eb('m.away_team_id', '=', second)]),
        eb.and([eb('m.home_team_id', '=', second), eb('m.away_team_id', '=', first)]),
      ]),
    )
    .where('m.played_at', '<', before)
    .orderBy('m.played_at', 'desc')
    .limit(limit)
    .execute();
  return rows as NbaResultRow[];
}

export interface BoxScoreRow {
  side: 'home' | 'away';
  stats: Record<string, number>;
}

export async function boxScoresOf(db: Executor, matchId: string): Promise<BoxScoreRow[]> {
  const rows = await db.selectFrom('nba_box_scores').select(['side', 'stats']).where('match_id', '=', matchId).execute();
  return rows.map((r) => ({ side: r.side === 'home' ? 'home' : 'away', stats: r.stats }));
}

export interface MoneylineRow {
  match_id: string;
  price_home: string | null;
  price_away: string | null;
}

/** The file's moneylines (American odds) of some matches. */
export async function moneylinesOf(db: Executor, matchIds: readonly string[]): Promise<MoneylineRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('odds_quotes')
    .select(['match_id', 'price_home', 'price_away'])
    .where('match_id', 'in', [...matchIds])
    .where('company_id', '=', NBA_LINES)
    .where('market', '=', 'ml')
    .where('phase', '=', 'pre')
    .execute();
}
