import { sql, type Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { BacktestRecord } from './ai-backtest.ts';
import type { AiBacktestRow, AiBacktestRunRow, AiPlanType } from './ai.schema.ts';

/** The back-test's tables (migration 0014): records are inserted once; the run row tracks progress. */

/** There is one back-test per deployment, over the window fixed at the first start. */
export const BACKTEST_RUN_ID = 'first-start';

/** The run, created with `window` when there is none yet (a restart keeps the first one's window). */
export async function claimRun(db: Kysely<Database>, window: { from: number; to: number; anchor: number }): Promise<AiBacktestRunRow> {
  await db
    .insertInto('ai_backtest_runs')
    .values({ id: BACKTEST_RUN_ID, window_from: new Date(window.from), window_to: new Date(window.to), anchor_at: new Date(window.anchor), done_until: new Date(window.from), finished_at: null, duration_ms: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('ai_backtest_runs').selectAll().where('id', '=', BACKTEST_RUN_ID).executeTakeFirstOrThrow();
}

/** The newest back-tested prediction's match and kick-off: enough to tell which calendar dated the run. */
export async function newestBacktestPrediction(db: Kysely<Database>): Promise<{ fixtureId: string; kickoffAt: number } | undefined> {
  const row = await db.selectFrom('ai_backtest_records').select(['fixture_ids', 'kickoff_at']).where('kind', '=', 'prediction').orderBy('kickoff_at', 'desc').limit(1).executeTakeFirst();
  const fixtureId = row?.fixture_ids[0];
  return row && fixtureId ? { fixtureId, kickoffAt: row.kickoff_at.getTime() } : undefined;
}

/** Forgets the run and its records (dated on another calendar), in one transaction. */
export async function discardRun(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ai_backtest_records').execute();
    await trx.deleteFrom('ai_backtest_runs').where('id', '=', BACKTEST_RUN_ID).execute();
  });
}

export async function backtestRun(db: Kysely<Database>): Promise<AiBacktestRunRow | undefined> {
  return db.selectFrom('ai_backtest_runs').selectAll().where('id', '=', BACKTEST_RUN_ID).executeTakeFirst();
}

/** Stores one slice's records and moves the run past it, in one transaction (a restart resumes after it). */
export async function storeSlice(db: Kysely<Database>, records: readonly BacktestRecord[], doneUntil: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < records.length; i += 200) {
      const rows = records.slice(i, i + 200).map(({ record: r, hash, outcome, returnUnits, result }) => ({
        ref: r.ref, kind: r.kind, sport: r.sport, plan_type: r.planType, day: r.day, fixture_ids: r.fixtureIds,
        kickoff_at: new Date(r.kickoffAt), published_at: new Date(r.publishedAt), body: JSON.stringify(r.body), hash,
        outcome, return_units: returnUnits, result: JSON.stringify(result),
      }));
      await trx.insertInto('ai_backtest_records').values(rows).onConflict((oc) => oc.column('ref').doNothing()).execute();
    }
    await trx.updateTable('ai_backtest_runs').set({ done_until: new Date(doneUntil) }).where('id', '=', BACKTEST_RUN_ID).execute();
  });
}

export async function finishRun(db: Kysely<Database>, finishedAt: number, durationMs: number): Promise<void> {
  await db.updateTable('ai_backtest_runs').set({ finished_at: new Date(finishedAt), duration_ms: durationMs }).where('id', '=', BACKTEST_RUN_ID).execute();
}

export interface BacktestPlanRow {
  plan_type: AiPlanType | null;
  outcome: 'won' | 'lost' | 'scored';
  return_units: string | null;
  kickoff_at: Date;
}

/** Back-tested plans of a sport, newest kick-off first. */
export async function backtestPlans(db: Kysely<Database>, sport: 'football' | 'basketball'): Promise<BacktestPlanRow[]> {
  return db
    .selectFrom('ai_backtest_records')
    .select(['plan_type', 'outcome', 'return_units', 'kickoff_at'])
    .where('kind', '=', 'plan').where('sport', '=', sport)
    .orderBy('kickoff_at', 'desc').orderBy('ref', 'desc')
    .execute();
}

/** Back-tested football predictions with their scores, for the scorecard's calibration and RPS. */
export async function backtestFootballPredictions(db: Kysely<Database>): Promise<{ result: unknown; day: string }[]> {
  return db.selectFrom('ai_backtest_records').select(['result', 'day']).where('kind', '=', 'prediction').where('sport', '=', 'football').orderBy('day').execute();
}

/** The newest back-tested plans with their settlements. */
export async function latestBacktestPlans(db: Kysely<Database>, limit: number): Promise<AiBacktestRow[]> {
  return db.selectFrom('ai_backtest_records').selectAll().where('kind', '=', 'plan').orderBy('kickoff_at', 'desc').orderBy('ref').limit(limit).execute();
}

/** How many back-tested predictions and plans there are per sport. */
export async function backtestCounts(db: Kysely<Database>): Promise<{ sport: 'football' | 'basketball'; kind: 'prediction' | 'plan'; count: number }[]> {
  const r = await sql<{ sport: 'football' | 'basketball'; kind: 'prediction' | 'plan'; count: string }>`
    select sport, kind, count(*)::text as count from ai_backtest_records group by sport, kind`.execute(db);
  return r.rows.map((row) => ({ ...row, count: Number(row.count) }));
}
