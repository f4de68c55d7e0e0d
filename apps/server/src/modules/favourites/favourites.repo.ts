import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../plugins/db/database.ts';
import type { Database } from '../../plugins/db/schema.ts';

/**
 * The favourites table. Its type is added here with `withTables` rather than in the shared
 * schema, so the module stays self-contained. "Owners" of an account are the account itself
 * and every visitor account merged into it: their rows are the account's favourites.
 */

export interface FavouritesTable {
  user_id: number;
  sport: 'football' | 'basketball';
  match_id: string;
  created_at: Date;
}

type FavouritesDb = Database & { favourites: FavouritesTable };
export type Executor = Kysely<FavouritesDb> | Transaction<FavouritesDb>;
export type Sport = FavouritesTable['sport'];

export interface FavouriteRow {
  matchId: string;
  createdAt: Date;
}

export function favouritesDb(db: Db): Kysely<FavouritesDb> {
  return db.withTables<{ favourites: FavouritesTable }>();
}

/** Serialises changes to one account's favourites (the cap is checked, then written). */
export async function lockOwner(tx: Executor, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`.execute(tx);
}

function ownerIds(db: Executor, userId: number) {
  return db.selectFrom('users').select('id').where((eb) => eb.or([eb('id', '=', userId), eb('merged_into', '=', userId)]));
}

/** The account's newest favourites of a sport, one row per match. */
export async function listFavourites(db: Executor, userId: number, sport: Sport, limit: number): Promise<FavouriteRow[]> {
  const rows = await db
    .selectFrom('favourites')
    .select(['match_id', (eb) => eb.fn.max('created_at').as('created_at')])
    .where('user_id', 'in', ownerIds(db, userId))
    .where('sport', '=', sport)
    .groupBy('match_id')
    .orderBy('created_at', 'desc')
    .orderBy('match_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ matchId: r.match_id, createdAt: new Date(r.created_at) }));
}

/** How many matches of a sport the account holds, and whether one of them is `matchId`. */
export async function holding(db: Executor, userId: number, sport: Sport, matchId: string): Promise<{ count: number; has: boolean }> {
  const row = await db
    .selectFrom('favourites')
    .select([
      (eb) => eb.fn.count<string>('match_id').distinct().as('n'),
      (eb) => eb.fn.countAll<string>().filterWhere('match_id', '=', matchId).as('hit'),
    ])
    .where('user_id', 'in', ownerIds(db, userId))
    .where('sport', '=', sport)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), has: Number(row?.hit ?? 0) > 0 };
}

export async function insertFavourite(db: Executor, row: { userId: number; sport: Sport; matchId: string; createdAt: Date }): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: row.userId, sport: row.sport, match_id: row.matchId, created_at: row.createdAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Removes a match from the account and from every visitor merged into it. */
export async function deleteFavourite(db: Executor, userId: number, sport: Sport, matchId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', 'in', ownerIds(db, userId)).where('sport', '=', sport).where('match_id', '=', matchId).execute();
}
