import type { PlanKind } from '@scoreline/contract';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { LotteryPlansTable } from './lottery-plans.schema.ts';

/** The lottery_plans table (migration 0005). Functions take the executor: the db or a transaction. */

export type Executor = Kysely<Database> | Transaction<Database>;
export type PlanRow = Selectable<LotteryPlansTable>;
export type NewPlanRow = Insertable<LotteryPlansTable>;

export async function insertPlan(db: Executor, row: NewPlanRow): Promise<PlanRow> {
  return db.insertInto('lottery_plans').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One plan of an owner and family, or undefined (someone else's plan looks the same as none). */
export async function findOwnPlan(db: Executor, userId: number, kind: PlanKind, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('lottery_plans').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}

export async function findSharedPlan(db: Executor, kind: PlanKind, shareId: string): Promise<PlanRow | undefined> {
  return db.selectFrom('lottery_plans').selectAll().where('share_id', '=', shareId).where('kind', '=', kind).executeTakeFirst();
}

/** An owner's plans of a family, newest first. */
export async function listOwnPlans(db: Executor, userId: number, kind: PlanKind, offset: number, limit: number): Promise<PlanRow[]> {
  return db
    .selectFrom('lottery_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** How many plans an owner keeps, per family. */
export async function countOwnPlans(db: Executor, userId: number): Promise<Record<PlanKind, number>> {
  const rows = await db
    .selectFrom('lottery_plans')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const counts: Record<PlanKind, number> = { football: 0, basketball: 0, beidan: 0, pool: 0 };
  for (const row of rows) counts[row.kind] = Number(row.n);
  return counts;
}

export async function deleteOwnPlan(db: Executor, userId: number, kind: PlanKind, id: number): Promise<boolean> {
  const result = await db.deleteFrom('lottery_plans').where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Writes a settlement once (a concurrent reader that settled first wins; the figures are equal). */
export async function saveSettlement(db: Executor, id: number, settlement: unknown, settledAt: Date): Promise<void> {
  await db
    .updateTable('lottery_plans')
    .set({ settlement: JSON.stringify(settlement), settled_at: settledAt })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .execute();
}

/** Serialises saves of one owner, so the per-family cap holds under concurrent saves. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`lottery-plans:${userId}`}))`.execute(db);
}

/** Unsettled plans whose last match kicked off before `before`, oldest first. */
export async function findDuePlans(db: Executor, before: Date, limit: number): Promise<PlanRow[]> {
  return db
    .selectFrom('lottery_plans')
    .selectAll()
    .where('settled_at', 'is', null)
    .where('last_kickoff_at', '<', before)
    .orderBy('last_kickoff_at')
    .limit(limit)
    .execute();
}
