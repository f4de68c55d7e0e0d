import type { AiBacktestRecord, AiPlanType } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../plugins/db/schema.ts';
import * as repo from './ai-backtest.repo.ts';
import type { AiBacktestRunRow } from './ai.schema.ts';

/**
 * The read side of the back-test (回测): its plans' record per sport and type, and its scorecard
 * (calibration, RPS against the closing market). Always reported apart from the live chain's
 * record (实盘), with its own window and sample size, never summed with it.
 */

type Sport = 'football' | 'basketball';

/** The record of settled plans over the run's window (hit rate and return, with the sample size). */
export function backtestRecordOf(run: AiBacktestRunRow, rows: readonly repo.BacktestPlanRow[]): AiBacktestRecord {
  const won = rows.filter((r) => r.outcome === 'won').length;
  const returnUnits = Math.round(rows.reduce((s, r) => s + Number(r.return_units ?? 0), 0) * 1e4) / 1e4;
  return {
    from: run.window_from.getTime(),
    to: run.window_to.getTime(),
    settled: rows.length,
    won,
    hitRate: rows.length ? won / rows.length : null,
    returnUnits,
    roi: rows.length ? (returnUnits - rows.length) / rows.length : null,
  };
}

/** The back-tested record of a sport's plans of the given types; null until the back-test has finished. */
export async function backtestRecord(db: Kysely<Database>, sport: Sport, types: readonly AiPlanType[]): Promise<AiBacktestRecord | null> {
  const run = await repo.backtestRun(db);
  if (!run?.finished_at) return null;
  const rows = (await repo.backtestPlans(db, sport)).filter((r) => r.plan_type !== null && types.includes(r.plan_type));
  return backtestRecordOf(run, rows);
}

const scored = z.object({ outcome: z.number().int().min(0).max(2), ai: z.array(z.number()).length(3), rpsAi: z.number(), rpsMarket: z.number() });
export type ScoredPrediction = z.infer<typeof scored> & { day: string };

/** The back-test's run, its scored football predictions and its plans' record per sport; null before it starts. */
export async function backtestSummary(db: Kysely<Database>) {
  const run = await repo.backtestRun(db);
  if (!run) return null;
  const items: ScoredPrediction[] = (await repo.backtestFootballPredictions(db)).flatMap((r) => {
    const parsed = scored.safeParse(r.result);
    return parsed.success ? [{ ...parsed.data, day: r.day }] : []; // no closing price: not scored
  });
  const counts = await repo.backtestCounts(db);
  const plans = await Promise.all((['football', 'basketball'] as const).map(async (sport) => ({ sport, record: backtestRecordOf(run, await repo.backtestPlans(db, sport)) })));
  return {
    status: run.finished_at ? ('done' as const) : ('running' as const),
    from: run.window_from.getTime(),
    to: run.window_to.getTime(),
    predictions: counts.filter((c) => c.kind === 'prediction').reduce((s, c) => s + c.count, 0),
    items,
    plans,
  };
}
