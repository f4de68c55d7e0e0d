import type { AiPlanType } from '@scoreline/contract';
import type { AiRecordRow } from '../ai/ai.schema.ts';
import { sql } from 'kysely';
import type { ChaseDb } from './ai-chase.schema.ts';

/** AI plan notifications: who wants which lines, and which plans were announced. */

export async function notifySettings(db: ChaseDb, userId: number) {
  return db.selectFrom('ai_notify_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the user's row with a fresh topic key, or keeps the existing one (first writer wins). */
export async function ensureNotifySettings(db: ChaseDb, userId: number, topicKey: string, at: Date) {
  await db
    .insertInto('ai_notify_settings')
    .values({ user_id: userId, lines: [], topic_key: topicKey, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db.selectFrom('ai_notify_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function setNotifyLines(db: ChaseDb, userId: number, lines: AiPlanType[], at: Date) {
  return db.updateTable('ai_notify_settings').set({ lines, updated_at: at }).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Plans still before kick-off that have not been announced, oldest first. */
export async function unannouncedPlans(db: ChaseDb, now: Date, limit: number): Promise<AiRecordRow[]> {
  return db
    .selectFrom('ai_records')
    .leftJoin('ai_notify_sent', 'ai_notify_sent.ref', 'ai_records.ref')
    .selectAll('ai_records')
    .where('ai_notify_sent.ref', 'is', null)
    .where('ai_records.kind', '=', 'plan')
    .where('ai_records.kickoff_at', '>', now)
    .orderBy('ai_records.seq')
    .limit(limit)
    .execute();
}

/** The topic keys of everyone who chose the line. */
export async function subscribersOf(db: ChaseDb, line: AiPlanType): Promise<string[]> {
  const rows = await db.selectFrom('ai_notify_settings').select('topic_key').where(sql<boolean>`${line} = any(lines)`).execute();
  return rows.map((r) => r.topic_key);
}

/** Claims a plan's announcement; false when another pass (or node) already made it. */
export async function claimAnnouncement(db: ChaseDb, ref: string, recipients: number, at: Date): Promise<boolean> {
  const r = await db
    .insertInto('ai_notify_sent')
    .values({ ref, recipients, sent_at: at })
    .onConflict((oc) => oc.column('ref').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The announced plans of `lines` still before kick-off whose notice went out after `since`, newest
 * first, at most `limit` (the caller reads one more to know whether any were left out).
 */
export async function announcedSince(db: ChaseDb, lines: readonly AiPlanType[], since: Date, now: Date, limit: number): Promise<Array<AiRecordRow & { sent_at: Date }>> {
  if (lines.length === 0) return [];
  return db
    .selectFrom('ai_notify_sent')
    .innerJoin('ai_records', 'ai_records.ref', 'ai_notify_sent.ref')
    .selectAll('ai_records')
    .select('ai_notify_sent.sent_at')
    .where('ai_notify_sent.sent_at', '>', since)
    .where('ai_records.kind', '=', 'plan')
    .where('ai_records.plan_type', 'in', [...lines])
    .where('ai_records.kickoff_at', '>', now)
    .orderBy('ai_notify_sent.sent_at', 'desc')
    .orderBy('ai_records.seq', 'desc')
    .limit(limit)
    .execute();
}
