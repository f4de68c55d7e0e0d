import { GENESIS_HASH } from '@scoreline/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { AiPlanType, AiRecordKind, AiRecordRow, AiSettlementRow } from './ai.schema.ts';
import { sealRecord } from './ai-chain.ts';

/** The only writes are inserts: the tables refuse UPDATE and DELETE (migration 0010). */

type Executor = Kysely<Database> | Transaction<Database>;

/** Serialises appends on every node: one chain, one writer at a time. */
const CHAIN_LOCK = 8_010_010;

export interface NewRecord {
  kind: AiRecordKind;
  ref: string;
  sport: 'football' | 'basketball';
  planType: AiPlanType | null;
  day: string;
  fixtureIds: string[];
  kickoffAt: number;
  publishedAt: number;
  priceCoins: number | null;
  /** The body without `seq`/`ref`/`prevHash`, which the append adds before sealing. */
  body: Record<string, unknown>;
}

/**
 * Appends a record at the chain's end, or does nothing when its ref exists (a second run or
 * another node). Refuses anything published at or after kick-off. Returns the row, or null.
 */
export async function appendRecord(db: Kysely<Database>, record: NewRecord): Promise<AiRecordRow | null> {
  if (record.publishedAt >= record.kickoffAt) throw new Error(`ai record ${record.ref} would be published after kick-off`);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
    const exists = await trx.selectFrom('ai_records').select('seq').where('ref', '=', record.ref).executeTakeFirst();
    if (exists) return null;
    const last = await trx.selectFrom('ai_records').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const seq = last ? Number(last.seq) + 1 : 1;
    const prevHash = last?.hash ?? GENESIS_HASH;
    const sealed = sealRecord(prevHash, { ...record.body, seq, ref: record.ref, prevHash });
    return trx
      .insertInto('ai_records')
      .values({
        seq, kind: record.kind, ref: record.ref, sport: record.sport, plan_type: record.planType, day: record.day,
        fixture_ids: record.fixtureIds, kickoff_at: new Date(record.kickoffAt), published_at: new Date(record.publishedAt),
        price_coins: record.priceCoins, body: sealed.body, prev_hash: prevHash, hash: sealed.hash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function recordByRef(db: Executor, ref: string): Promise<AiRecordRow | undefined> {
  return db.selectFrom('ai_records').selectAll().where('ref', '=', ref).executeTakeFirst();
}

export async function recordBySeq(db: Executor, seq: number): Promise<AiRecordRow | undefined> {
  return db.selectFrom('ai_records').selectAll().where('seq', '=', String(seq) as never).executeTakeFirst();
}

export async function existingRefs(db: Executor, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db.selectFrom('ai_records').select('ref').where('ref', 'in', refs).execute();
  return new Set(rows.map((r) => r.ref));
}

export async function recordsOfDay(db: Executor, kind: AiRecordKind, sport: 'football' | 'basketball', day: string): Promise<AiRecordRow[]> {
  return db.selectFrom('ai_records').selectAll().where('kind', '=', kind).where('sport', '=', sport).where('day', '=', day).orderBy('seq').execute();
}

/** A match stays the day's current business this long after kick-off (an NBA game with overtime). */
const IN_PLAY_MS = 3 * 3_600_000;

/**
 * The day a list opens on when none is asked for: the earliest day from `today` on with a record
 * whose match has not yet finished, else `today`. At 23:30 in Beijing the night's NBA games belong
 * to tomorrow's date, and today's list would hold only finished games.
 */
export async function currentDay(db: Executor, kind: AiRecordKind, sport: 'football' | 'basketball', today: string, now: number): Promise<string> {
  const row = await db
    .selectFrom('ai_records')
    .select((eb) => eb.fn.min('day').as('day'))
    .where('kind', '=', kind).where('sport', '=', sport).where('day', '>=', today)
    .where('kickoff_at', '>', new Date(now - IN_PLAY_MS))
    .executeTakeFirst();
  return row?.day ?? today;
}

export async function unsettledRecords(db: Executor, before: number): Promise<AiRecordRow[]> {
  return db
    .selectFrom('ai_records')
    .leftJoin('ai_settlements', 'ai_settlements.ref', 'ai_records.ref')
    .selectAll('ai_records')
    .where('ai_settlements.ref', 'is', null)
    .where('ai_records.kickoff_at', '<', new Date(before))
    .orderBy('ai_records.seq')
    .execute();
}

export interface NewSettlement {
  ref: string;
  outcome: 'won' | 'lost' | 'scored';
  returnUnits: number | null;
  result: unknown;
  settledAt: number;
}

/** Writes a settlement once; a second write of the same ref changes nothing. */
export async function insertSettlement(db: Executor, s: NewSettlement): Promise<boolean> {
  const r = await db
    .insertInto('ai_settlements')
    .values({ ref: s.ref, outcome: s.outcome, return_units: s.returnUnits, result: JSON.stringify(s.result), settled_at: new Date(s.settledAt) })
    .onConflict((oc) => oc.column('ref').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function settlementsOf(db: Executor, refs: readonly string[]): Promise<Map<string, AiSettlementRow>> {
  if (refs.length === 0) return new Map();
  const rows = await db.selectFrom('ai_settlements').selectAll().where('ref', 'in', refs).execute();
  return new Map(rows.map((r) => [r.ref, r]));
}

export interface SettledPlanRow {
  ref: string;
  sport: 'football' | 'basketball';
  plan_type: AiPlanType | null;
  outcome: 'won' | 'lost' | 'scored';
  return_units: string | null;
  settled_at: Date;
}

/** Settled plans of a sport (optionally one type) settled at or after `since`, newest first. */
export async function settledPlans(db: Executor, sport: 'football' | 'basketball', since: number | null): Promise<SettledPlanRow[]> {
  let q = db
    .selectFrom('ai_settlements')
    .innerJoin('ai_records', 'ai_records.ref', 'ai_settlements.ref')
    .select(['ai_records.ref', 'ai_records.sport', 'ai_records.plan_type', 'ai_settlements.outcome', 'ai_settlements.return_units', 'ai_settlements.settled_at'])
    .where('ai_records.kind', '=', 'plan')
    .where('ai_records.sport', '=', sport);
  if (since !== null) q = q.where('ai_settlements.settled_at', '>=', new Date(since));
  return q.orderBy('ai_settlements.settled_at', 'desc').orderBy('ai_records.seq', 'desc').execute();
}

/** The newest settled plans with their records and settlements. */
export async function latestSettledPlanRecords(db: Executor, limit: number): Promise<AiRecordRow[]> {
  return db
    .selectFrom('ai_records')
    .innerJoin('ai_settlements', 'ai_settlements.ref', 'ai_records.ref')
    .selectAll('ai_records')
    .where('ai_records.kind', '=', 'plan')
    .orderBy('ai_settlements.settled_at', 'desc')
    .orderBy('ai_records.seq', 'desc')
    .limit(limit)
    .execute();
}

/** Settled football predictions with their bodies, for the scorecard. */
export async function scoredFootballPredictions(db: Executor): Promise<{ body: string; result: unknown; day: string }[]> {
  return db
    .selectFrom('ai_records')
    .innerJoin('ai_settlements', 'ai_settlements.ref', 'ai_records.ref')
    .select(['ai_records.body', 'ai_settlements.result', 'ai_records.day'])
    .where('ai_records.kind', '=', 'prediction')
    .where('ai_records.sport', '=', 'football')
    .orderBy('ai_records.day')
    .execute();
}

/** The last record published on each Beijing day (the day's head), newest first. */
export async function dayHeads(db: Executor, limit: number): Promise<{ day: string; seq: string; hash: string; count: string }[]> {
  const r = await sql<{ day: string; seq: string; hash: string; count: string }>`
    select d.day, r.seq::text as seq, r.hash, d.count::text as count
    from (select to_char((published_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day, max(seq) as seq, count(*) as count
          from ai_records group by 1) d
    join ai_records r on r.seq = d.seq
    order by d.day desc limit ${limit}`.execute(db);
  return r.rows;
}
