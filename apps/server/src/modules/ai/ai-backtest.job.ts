import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { AiBacktestRunRow } from './ai.schema.ts';
import type { FeedFixture, FeedProvider } from '../feed/live/feed-provider.ts';
import { backtestDay, backtestDxfPairs, backtestMatch, type BacktestRecord } from './ai-backtest.ts';
import { claimRun, discardRun, finishRun, newestBacktestPrediction, storeSlice } from './ai-backtest.repo.ts';
import { beijingDay, beijingDayRange } from './ai-chain.ts';
import { ReplayedHistory } from './ai-history.ts';
import { RatingsCache } from './ai-ratings.ts';
import type { LegSource } from './ai-publish.ts';

/**
 * Runs the back-test once per deployment, in the background on the feed leader: every
 * lottery-priced match that finished in the {@link BACKTEST_WEEKS} replayed weeks before the first
 * start, walk-forward (`ai-backtest.ts`). One Beijing day at a time, each stored with the run's
 * progress in one transaction, so a restart resumes where it stopped and never computes twice.
 * The window is bounded because each replayed day costs a ratings fit per competition
 * (measured: README); the live chain takes over from the first start.
 */

/** How far back the back-test reaches from the first start. */
export const BACKTEST_WEEKS = 8;
const DAY_MS = 86_400_000;

export interface BacktestJobDeps {
  db: Kysely<Database>;
  /** The replay (or vendor) feed, asked for past windows; not the live feed's own instance. */
  feed: FeedProvider;
  now: () => number;
  weeks?: number;
}

export interface BacktestSummary {
  /** False when an earlier start had already finished it. */
  ran: boolean;
  records: number;
  durationMs: number;
}

/** The window of a first start at `anchor`: whole Beijing days from `weeks` back, to the start. */
export function backtestWindow(anchor: number, weeks: number): { from: number; to: number; anchor: number } {
  return { from: beijingDayRange(beijingDay(anchor - weeks * 7 * DAY_MS)).from, to: anchor, anchor };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class AiBacktestJob {
  private running: Promise<BacktestSummary> | null = null;
  private stopped = false;

  constructor(private readonly deps: BacktestJobDeps) {}

  /** Runs (or resumes) the back-test; a call while it runs waits for the same run. */
  run(): Promise<BacktestSummary> {
    this.running ??= this.execute().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops between two days (the server is closing) and waits for the day in hand; a later start resumes. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  private async execute(): Promise<BacktestSummary> {
    const { db, feed } = this.deps;
    const started = Date.now();
    const run = await this.claim();
    if (run.finished_at) return { ran: false, records: 0, durationMs: 0 };
    const history = new ReplayedHistory(db);
    const inputs = { history, ratings: new RatingsCache(history) };
    const anchor = run.anchor_at.getTime();
    const end = run.window_to.getTime();
    let records = 0;
    for (let from = run.done_until.getTime(); from < end && !this.stopped; from += DAY_MS) {
      const to = Math.min(from + DAY_MS, end);
      const finals = (await feed.fixtures({ from, to }, anchor)).filter((f) => f.status === 'finished' && f.score !== null && f.lottery !== null);
      const slice = await this.day(finals, inputs);
      await storeSlice(db, slice, to);
      records += slice.length;
    }
    if (this.stopped) return { ran: true, records, durationMs: Date.now() - started };
    await finishRun(db, this.deps.now(), Date.now() - started);
    return { ran: true, records, durationMs: Date.now() - started };
  }

  /**
   * The run, created at this start when there is none, or when the stored one was dated on
   * another calendar (a restart with another clock shift, a database built under the plain
   * calendar): its records would show matches on days the scores tab does not, so it is redone.
   */
  private async claim(): Promise<AiBacktestRunRow> {
    const { db } = this.deps;
    const window = backtestWindow(this.deps.now(), this.deps.weeks ?? BACKTEST_WEEKS);
    const run = await claimRun(db, window);
    if (await this.datedAsNow(run)) return run;
    await discardRun(db);
    return claimRun(db, window);
  }

  /** Whether the newest stored prediction's match kicks off, on today's calendar, when its record says. */
  private async datedAsNow(run: AiBacktestRunRow): Promise<boolean> {
    const newest = await newestBacktestPrediction(this.deps.db);
    if (!newest) return true;
    const { fixtureId, kickoffAt } = newest;
    const around = await this.deps.feed.fixtures({ from: kickoffAt - DAY_MS, to: kickoffAt + DAY_MS }, run.anchor_at.getTime());
    return around.some((f) => f.id === fixtureId && f.kickoffAt === kickoffAt);
  }

  /** One day's matches in kick-off order (the ratings cache then fits each competition once). */
  private async day(finals: readonly FeedFixture[], inputs: { history: ReplayedHistory; ratings: RatingsCache }): Promise<BacktestRecord[]> {
    const out: BacktestRecord[] = [];
    const dxfLegs = new Map<string, LegSource[]>();
    for (const f of finals) {
      const m = await backtestMatch(this.deps.feed, f, inputs);
      await yieldToEventLoop(); // a fit takes a moment; live calls go first
      if (!m) continue;
      out.push(m.prediction, ...m.plans);
      if (m.dxfLeg) dxfLegs.set(backtestDay(f), [...(dxfLegs.get(backtestDay(f)) ?? []), m.dxfLeg]);
    }
    const byId = new Map(finals.map((f) => [f.id, f]));
    for (const legs of dxfLegs.values()) out.push(...backtestDxfPairs(legs, byId));
    return out;
  }
}
