import { sql } from 'kysely';
import type { AiRecordRow } from '../ai/ai.schema.ts';
import type { Executor } from '../wallet/index.ts';

/**
 * The model feature's own reads of the AI chain (`ai_records`, `ai_settlements`, read-only here)
 * and of the wallet's entitlements and purchases. The chain is never written from this module.
 */

type Sport = 'football' | 'basketball';

/** The published predictions of a Beijing day, by kick-off (then chain order). */
export async function predictionsOfDay(db: Executor, sport: Sport, day: string): Promise<AiRecordRow[]> {
  return db.selectFrom('ai_records').selectAll()
    .where('kind', '=', 'prediction').where('sport', '=', sport).where('day', '=', day)
    .orderBy('kickoff_at').orderBy('seq').execute();
}

/** A published prediction by its ref (`pred-<match id>`), or undefined. */
export async function predictionByRef(db: Executor, ref: string): Promise<AiRecordRow | undefined> {
  return db.selectFrom('ai_records').selectAll().where('ref', '=', ref).where('kind', '=', 'prediction').executeTakeFirst();
}

/** Match id → the plays of the single value plans published for it on a day. */
export async function valuePlaysOfDay(db: Executor, sport: Sport, day: string): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('ai_records').select(['plan_type', 'fixture_ids'])
    .where('kind', '=', 'plan').where('sport', '=', sport).where('day', '=', day).orderBy('seq').execute();
  return valuePlayMap(rows);
}

/** The same for a few matches (whatever their day). */
export async function valuePlaysOf(db: Executor, fixtureIds: readonly string[]): Promise<Map<string, string[]>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db.selectFrom('ai_records').select(['plan_type', 'fixture_ids'])
    .where('kind', '=', 'plan').where(sql<boolean>`fixture_ids && ${sql.val([...fixtureIds])}::text[]`).orderBy('seq').execute();
  return valuePlayMap(rows);
}

function valuePlayMap(rows: { plan_type: string | null; fixture_ids: string[] }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) {
    // Singles only: a 2串1 repeats its legs' single picks.
    if (r.plan_type === null || r.fixture_ids.length !== 1) continue;
    const id = r.fixture_ids[0] ?? '';
    map.set(id, [...(map.get(id) ?? []), r.plan_type]);
  }
  return map;
}

/** Which of these refs are settled, with the stored result. */
export async function settlementsOf(db: Executor, refs: readonly string[]): Promise<Map<string, { result: unknown; settledAt: Date }>> {
  if (refs.length === 0) return new Map();
  const rows = await db.selectFrom('ai_settlements').select(['ref', 'result', 'settled_at']).where('ref', 'in', [...refs]).execute();
  return new Map(rows.map((r) => [r.ref, { result: r.result, settledAt: r.settled_at }]));
}

export interface SettledPrediction {
  body: string;
  result: unknown;
  settledAt: Date;
}

/** Every settled prediction of a sport: its published body and the stored result. */
export async function settledPredictions(db: Executor, sport: Sport): Promise<SettledPrediction[]> {
  const rows = await db.selectFrom('ai_records')
    .innerJoin('ai_settlements', 'ai_settlements.ref', 'ai_records.ref')
    .select(['ai_records.body', 'ai_settlements.result', 'ai_settlements.settled_at'])
    .where('ai_records.kind', '=', 'prediction').where('ai_records.sport', '=', sport)
    .orderBy('ai_records.seq').execute();
  return rows.map((r) => ({ body: r.body, result: r.result, settledAt: r.settled_at }));
}

/** The back-test's predictions of a sport (`modules/ai/ai-backtest.ts`), once its run has finished; settled at kick-off. */
export async function backtestPredictions(db: Executor, sport: Sport): Promise<SettledPrediction[] | null> {
  const run = await db.selectFrom('ai_backtest_runs').select('finished_at').executeTakeFirst();
  if (!run?.finished_at) return null;
  const rows = await db.selectFrom('ai_backtest_records').select(['body', 'result', 'kickoff_at'])
    .where('kind', '=', 'prediction').where('sport', '=', sport).orderBy('kickoff_at').orderBy('ref').execute();
  return rows.map((r) => ({ body: r.body, result: r.result, settledAt: r.kickoff_at }));
}

export async function countPredictions(db: Executor, sport: Sport): Promise<number> {
  const row = await db.selectFrom('ai_records').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'prediction').where('sport', '=', sport).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest prediction of a sport already kicked off (its body is public), or undefined. */
export async function latestRevealedPrediction(db: Executor, sport: Sport, now: number): Promise<AiRecordRow | undefined> {
  return db.selectFrom('ai_records').selectAll().where('kind', '=', 'prediction').where('sport', '=', sport)
    .where('kickoff_at', '<=', new Date(now)).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

/** Of these item ids, the ones the user holds an unexpired entitlement of `kind` for. */
export async function entitledIds(db: Executor, userId: number, kind: string, ids: readonly string[], now: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('entitlements').select('item_id')
    .where('user_id', '=', userId).where('item_kind', '=', kind).where('item_id', 'in', [...ids])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(now))]))
    .execute();
  return new Set(rows.map((r) => r.item_id));
}

export async function entitlementEnd(db: Executor, userId: number, kind: string, id: string): Promise<{ expiresAt: Date | null } | undefined> {
  const row = await db.selectFrom('entitlements').select('expires_at')
    .where('user_id', '=', userId).where('item_kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
  return row ? { expiresAt: row.expires_at } : undefined;
}

/** Grants (or extends) a subscription entitlement inside the purchase's transaction. */
export async function upsertSubscription(db: Executor, e: { userId: number; kind: string; id: string; purchaseId: number; expiresAt: Date }): Promise<void> {
  await db.insertInto('entitlements')
    .values({ user_id: e.userId, item_kind: e.kind, item_id: e.id, purchase_id: e.purchaseId, expires_at: e.expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'item_kind', 'item_id']).doUpdateSet({ purchase_id: e.purchaseId, expires_at: e.expiresAt }))
    .execute();
}

/** When the user's active VIP ends if its level unlocks `kind`; null otherwise. */
export async function vipUnlockEnd(db: Executor, userId: number, kind: string, now: number): Promise<Date | null> {
  const row = await db.selectFrom('users')
    .innerJoin('vip_levels', 'vip_levels.level', 'users.vip_level')
    .select('users.vip_expires_at')
    .where('users.id', '=', userId).where('users.vip_expires_at', '>', new Date(now))
    .where(sql<boolean>`${kind} = any(vip_levels.unlocks)`)
    .executeTakeFirst();
  return row?.vip_expires_at ?? null;
}

/** The user's purchases of AI predictions (ids `pred-…`), newest first, one page, with the total. */
export async function boughtPredictions(db: Executor, userId: number, offset: number, limit: number) {
  const base = db.selectFrom('purchases').where('user_id', '=', userId).where('item_kind', '=', 'prediction').where('item_id', 'like', 'pred-%');
  const [rows, total] = await Promise.all([
    base.innerJoin('ai_records', 'ai_records.ref', 'purchases.item_id')
      .selectAll('ai_records').select(['purchases.paid', 'purchases.created_at as purchased_at'])
      .orderBy('purchases.id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
