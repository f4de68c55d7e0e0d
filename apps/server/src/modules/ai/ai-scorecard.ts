import type { Locale } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../plugins/db/schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { backtestSummary } from './ai-backtest.service.ts';
import { toPlan } from './ai.mapper.ts';
import * as repo from './ai.repo.ts';

/**
 * The public scorecard: how well calibrated the published 1X2 probabilities are, their RPS
 * per day against the closing market's, and every settled plan with its proof.
 */

const BINS = 10;
const SETTLED_SHOWN = 100;

const scored = z.object({ outcome: z.number().int().min(0).max(2), ai: z.array(z.number()).length(3), rpsAi: z.number(), rpsMarket: z.number() });
type Scored = z.infer<typeof scored>;

/**
 * Calibration bins of width 1/BINS over every (probability, happened) pair of the 1X2 forecasts.
 * @example calibration([{ outcome: 0, ai: [0.55, 0.25, 0.2], rpsAi: 0, rpsMarket: 0 }])[5] // { from: 0.5, to: 0.6, predicted: 0.55, observed: 1, count: 1 }
 */
export function calibration(items: readonly Scored[]) {
  const bins = Array.from({ length: BINS }, (_, i) => ({ from: i / BINS, to: (i + 1) / BINS, sumP: 0, hits: 0, count: 0 }));
  for (const item of items) {
    item.ai.forEach((p, i) => {
      const bin = bins[Math.min(BINS - 1, Math.floor(p * BINS))];
      if (!bin) return;
      bin.sumP += p;
      bin.hits += i === item.outcome ? 1 : 0;
      bin.count += 1;
    });
  }
  return bins.map((b) => ({ from: b.from, to: b.to, predicted: b.count ? b.sumP / b.count : 0, observed: b.count ? b.hits / b.count : 0, count: b.count }));
}

/** Mean RPS per day, AI and closing market on the same matches. */
export function rpsByDay(items: readonly (Scored & { day: string })[]) {
  const days = new Map<string, { matches: number; ai: number; market: number }>();
  for (const item of items) {
    const d = days.get(item.day) ?? { matches: 0, ai: 0, market: 0 };
    days.set(item.day, { matches: d.matches + 1, ai: d.ai + item.rpsAi, market: d.market + item.rpsMarket });
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, d]) => ({ day, matches: d.matches, ai: d.ai / d.matches, market: d.market / d.matches }));
}

export async function scorecard(db: Kysely<Database>, board: MatchBoard, locale: Locale) {
  const rows = await repo.scoredFootballPredictions(db);
  const items = rows.flatMap((r) => {
    const parsed = scored.safeParse(r.result);
    return parsed.success ? [{ ...parsed.data, day: r.day }] : []; // predictions without a closing price are not scored
  });
  const plans = await repo.latestSettledPlanRecords(db, SETTLED_SHOWN);
  const settlements = await repo.settlementsOf(db, plans.map((p) => p.ref));
  const backtest = await backtestSummary(db);
  return {
    matches: items.length,
    calibration: calibration(items),
    rpsByDay: rpsByDay(items),
    settledPlans: plans.map((p) => toPlan(p, settlements.get(p.ref), true, board, locale)),
    // The back-test (回测) beside the live chain's figures (实盘), each from its own records only.
    backtest: backtest && {
      status: backtest.status, from: backtest.from, to: backtest.to, predictions: backtest.predictions,
      matches: backtest.items.length, calibration: calibration(backtest.items), rpsByDay: rpsByDay(backtest.items), plans: backtest.plans,
    },
  };
}
