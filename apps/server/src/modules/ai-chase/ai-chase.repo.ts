import type { AiPlanType, ChaseSettings } from '@scoreline/contract';
import type { AiRecordRow } from '../ai/ai.schema.ts';
import type { ChaseDb, ChasePlanRow } from './ai-chase.schema.ts';

/** Reads of the published record (never writes) and the feature's own rows. */

/** The line's plans kicking off after `after`, in the order a chase takes them. */
export async function linePlans(db: ChaseDb, line: AiPlanType, after: Date): Promise<AiRecordRow[]> {
  return db
    .selectFrom('ai_records')
    .selectAll()
    .where('kind', '=', 'plan')
    .where('plan_type', '=', line)
    .where('kickoff_at', '>', after)
    .orderBy('kickoff_at')
    .orderBy('seq')
    .limit(5000)
    .execute();
}

export async function insertChasePlan(db: ChaseDb, userId: number, settings: ChaseSettings, startedAt: Date): Promise<ChasePlanRow> {
  return db
    .insertInto('ai_chase_plans')
    .values({ user_id: userId, line: settings.line, settings: JSON.stringify(settings), stop_loss: settings.stopLoss, started_at: startedAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateChaseSettings(db: ChaseDb, id: number, userId: number, settings: ChaseSettings, startedAt: Date): Promise<ChasePlanRow | undefined> {
  return db
    .updateTable('ai_chase_plans')
    .set({ line: settings.line, settings: JSON.stringify(settings), stop_loss: settings.stopLoss, started_at: startedAt })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function endChasePlan(db: ChaseDb, id: number, userId: number, at: Date): Promise<ChasePlanRow | undefined> {
  await db.updateTable('ai_chase_plans').set({ ended_at: at }).where('id', '=', id).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  return chasePlan(db, id, userId);
}

export async function chasePlan(db: ChaseDb, id: number, userId: number): Promise<ChasePlanRow | undefined> {
  return db.selectFrom('ai_chase_plans').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function chasePlansOf(db: ChaseDb, userId: number): Promise<ChasePlanRow[]> {
  return db.selectFrom('ai_chase_plans').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
}

export interface PurchasedPlanRow extends AiRecordRow {
  bought_at: Date;
  paid: number | string;
}

/** The AI plans a user bought (football aiPlan, basketball basketballPlan), newest first. */
export async function purchasedPlans(db: ChaseDb, userId: number): Promise<PurchasedPlanRow[]> {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('ai_records', 'ai_records.ref', 'purchases.item_id')
    .selectAll('ai_records')
    .select(['purchases.created_at as bought_at', 'purchases.paid'])
    .where('purchases.user_id', '=', userId)
    .where('purchases.item_kind', 'in', ['aiPlan', 'basketballPlan'])
    .where('ai_records.kind', '=', 'plan')
    .orderBy('purchases.id', 'desc')
    .limit(100)
    .execute();
  return rows;
}
