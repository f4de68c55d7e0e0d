import type { ModelStats } from '@scoreline/contract';
import { settleBasketball, settleFootball } from '@scoreline/predict';
import { z } from 'zod';
import { basketballProbabilities, footballProbabilities } from './published-body.ts';

/**
 * The model's settled statistics: for each play, how often the option it published as most
 * probable was the result, and how well its match-result probabilities were calibrated. Only
 * settled predictions count; the numbers are the published ones, the results the settled ones.
 */

const DAY_MS = 86_400_000;
export const STAT_WINDOWS = [7, 30, null] as const;
const BINS = 10;

export const FOOTBALL_PLAYS = ['spf', 'rqspf', 'bf', 'jqs', 'bqc', 'ou'] as const;
export const BASKETBALL_PLAYS = ['sf', 'rf', 'dxf', 'sfc'] as const;

const score = z.object({ home: z.number().int(), away: z.number().int() });
const storedResult = z.object({ score, halfTime: score.nullable().optional() });

/** One settled prediction reduced to what the statistics need. */
export interface ScoredPrediction {
  settledAt: number;
  /** play → whether the top option was the result (absent: the play could not be settled). */
  topHits: Partial<Record<string, boolean>>;
  /** The match-result probabilities and whether each option happened. */
  outcome: { probability: number; happened: boolean }[];
}

/** A body of a format this reader does not know (a future version) is left out of the record, not fatal. */
function readable<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

type Options = readonly { code: string; probability: number }[];
const top = (options: Options): string | null => options.reduce<{ code: string; probability: number } | null>((best, o) => (!best || o.probability > best.probability ? o : best), null)?.code ?? null;
const hitOf = (options: Options, code: string | null): boolean | undefined => (code === null ? undefined : top(options) === code);

/** A settled football prediction's top-pick hits and 1X2 calibration points; null if unreadable. */
export function scoreFootball(body: string, result: unknown, settledAt: number): ScoredPrediction | null {
  const r = storedResult.safeParse(result);
  const p = readable(() => footballProbabilities(body));
  if (!r.success || !p) return null;
  const half = r.data.halfTime ?? null;
  const s = settleFootball(r.data.score, half, 0);
  const handicap = Number.isInteger(p.rqspf.handicap) ? settleFootball(r.data.score, half, p.rqspf.handicap).rqspf : null;
  const total = r.data.score.home + r.data.score.away;
  return {
    settledAt,
    topHits: {
      spf: hitOf(p.spf, s.spf), rqspf: hitOf(p.rqspf.outcomes, handicap), bf: hitOf(p.bf, s.bf),
      jqs: hitOf(p.jqs, s.zjq), bqc: hitOf(p.bqc, s.bqc), ou: hitOf(p.ou.outcomes, total > 2.5 ? '大' : '小'),
    },
    outcome: p.spf.map((o) => ({ probability: o.probability, happened: o.code === s.spf })),
  };
}

/** The same for basketball: moneyline, spread and total at the published lines, margin band. */
export function scoreBasketball(body: string, result: unknown, settledAt: number): ScoredPrediction | null {
  const r = storedResult.safeParse(result);
  const p = readable(() => basketballProbabilities(body));
  if (!r.success || !p) return null;
  const s = settleBasketball(r.data.score, p.rf.line, p.dxf.line);
  return {
    settledAt,
    topHits: { sf: hitOf(p.sf, s.sf), rf: hitOf(p.rf.outcomes, s.rfsf), dxf: hitOf(p.dxf.outcomes, s.dxf), sfc: hitOf(p.sfc, s.sfc) },
    outcome: p.sf.map((o) => ({ probability: o.probability, happened: o.code === s.sf })),
  };
}

function calibration(points: { probability: number; happened: boolean }[]) {
  return Array.from({ length: BINS }, (_, i) => {
    const from = i / BINS;
    const to = (i + 1) / BINS;
    const inBin = points.filter((p) => p.probability >= from && (p.probability < to || (i === BINS - 1 && p.probability <= to)));
    const n = inBin.length;
    return {
      from, to, count: n,
      predicted: n ? inBin.reduce((s, p) => s + p.probability, 0) / n : null,
      observed: n ? inBin.filter((p) => p.happened).length / n : null,
    };
  });
}

/** The statistics over 7 / 30 / all days (by settlement time) from scored predictions. */
export function modelStats(sport: 'football' | 'basketball', scored: readonly ScoredPrediction[], now: number): ModelStats {
  const plays = sport === 'football' ? FOOTBALL_PLAYS : BASKETBALL_PLAYS;
  const windows = STAT_WINDOWS.map((days) => {
    const rows = days === null ? scored : scored.filter((s) => s.settledAt >= now - days * DAY_MS);
    return {
      days,
      settled: rows.length,
      plays: plays.map((play) => {
        const seen = rows.map((r) => r.topHits[play]).filter((h): h is boolean => h !== undefined);
        const hits = seen.filter(Boolean).length;
        return { play, settled: seen.length, hits, hitRate: seen.length ? hits / seen.length : null };
      }),
      calibration: calibration(rows.flatMap((r) => r.outcome)),
    };
  });
  return { sport, windows, backtest: null }; // the back-test is read apart (AiModelsService.stats)
}
