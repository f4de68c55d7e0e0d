import type { Db } from '../../../plugins/db/database.ts';

// Migration 0011_replay_clock.sql; kept beside the feed like its other tables (see feed.repo.ts).
type ReplayClockTables = {
  replay_clock: { id: number; shift_minutes: number; anchored_at: Date };
};
const clockDb = (db: Db) => db.withTables<ReplayClockTables>();

/**
 * The stored replay clock shift; on the first call ever, stores `choose()`'s. Concurrent first
 * calls on several nodes agree: the first insert wins and every caller reads it back.
 */
export async function anchoredClockShift(db: Db, choose: () => number, now: Date): Promise<number> {
  const stored = await readShift(db);
  if (stored !== undefined) return stored;
  await clockDb(db)
    .insertInto('replay_clock')
    .values({ id: 1, shift_minutes: choose(), anchored_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const anchored = await readShift(db);
  if (anchored === undefined) throw new Error('replay clock shift missing right after it was stored');
  return anchored;
}

async function readShift(db: Db): Promise<number | undefined> {
  const row = await clockDb(db).selectFrom('replay_clock').select('shift_minutes').where('id', '=', 1).executeTakeFirst();
  return row?.shift_minutes;
}
