import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { Executor } from './ledger.ts';

export interface CheckinRow {
  day: string;
  streak: number;
  reward: number;
}

/** The check-ins of the two days (`yyyy-mm-dd`), newest first. */
export async function findDays(db: Executor, userId: number, days: string[]): Promise<CheckinRow[]> {
  const rows = await db.selectFrom('checkins').select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak', 'reward'])
    .where('user_id', '=', userId).where(sql<boolean>`day = any(${days}::date[])`).orderBy('day', 'desc').execute();
  return rows;
}

export async function insertCheckin(trx: Transaction<Database>, userId: number, row: CheckinRow): Promise<boolean> {
  const inserted = await trx.insertInto('checkins').values({ user_id: userId, day: row.day, streak: row.streak, reward: row.reward })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).returning('user_id').executeTakeFirst();
  return inserted !== undefined;
}
