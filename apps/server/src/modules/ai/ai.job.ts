import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { PublishedPick, ProbabilitySet } from './ai-model.ts';
import { isDue, publishDxfPairs, publishMatch, type ModelInputs } from './ai-publish.ts';
import { ReplayedHistory } from './ai-history.ts';
import { RatingsCache } from './ai-ratings.ts';
import { scoreFootballPrediction, settlePlan } from './ai-settle.ts';
import { beijingDay } from './ai-chain.ts';
import { existingRefs, insertSettlement, unsettledRecords } from './ai.repo.ts';
import type { AiRecordRow } from './ai.schema.ts';
import { predictionRef } from './ai-publish.ts';

/**
 * Follows the board: publishes what has come due and settles what has finished. Idempotent
 * (refs are unique, settlements insert once), so any node may run it; the app runs it on the
 * feed leader, like the content module's match articles.
 */

const DEBOUNCE_MS = 2000;

export interface AiJobResult {
  published: number;
  settled: number;
}

export interface AiJobDeps {
  db: Kysely<Database>;
  board: MatchBoard;
  now: () => number;
  shouldRun: () => boolean;
  onError: (error: unknown) => void;
}

export class AiJob {
  private running: Promise<AiJobResult> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly inputs: ModelInputs;

  constructor(private readonly deps: AiJobDeps) {
    const history = new ReplayedHistory(deps.db);
    this.inputs = { history, ratings: new RatingsCache(history) };
  }

  /** Runs after board changes (debounced) while `shouldRun()` says this node should. */
  start(): () => void {
    const off = this.deps.board.onChange(() => this.schedule());
    this.schedule();
    return () => {
      this.stopped = true;
      clearTimeout(this.timer);
      off();
    };
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.deps.shouldRun()) this.sync().catch(this.deps.onError);
    }, DEBOUNCE_MS);
    this.timer.unref?.();
  }

  /** One pass; a call during a pass waits for it and returns its result. */
  async sync(): Promise<AiJobResult> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<AiJobResult> {
    const now = this.deps.now();
    const published = await this.publish(now);
    const settled = await this.settle(now);
    return { published, settled };
  }

  private async publish(now: number): Promise<number> {
    const { db, board } = this.deps;
    const due = [...board.fixtures('football'), ...board.fixtures('basketball')].filter((f) => isDue(f, now));
    const done = await existingRefs(db, due.map((f) => predictionRef(f.id)));
    let added = 0;
    for (const f of due) if (!done.has(predictionRef(f.id))) added += await publishMatch(db, board, f, now, this.inputs);
    const days = new Set(due.filter((f) => f.sport === 'basketball').map((f) => beijingDay(f.kickoffAt)));
    for (const day of days) added += await publishDxfPairs(db, day, now);
    return added;
  }

  private async settle(now: number): Promise<number> {
    let settled = 0;
    for (const row of await unsettledRecords(this.deps.db, now)) if (await this.settleOne(row, now)) settled += 1;
    return settled;
  }

  private async settleOne(row: AiRecordRow, now: number): Promise<boolean> {
    const { db, board } = this.deps;
    const body = JSON.parse(row.body) as { picks: (PublishedPick & { fixtureId?: string })[]; probabilities?: { spf?: ProbabilitySet[] } };
    if (row.kind === 'plan') {
      const result = settlePlan(body.picks.map((p) => ({ ...p, fixtureId: p.fixtureId ?? '' })), (id) => board.fixture(id));
      if (!result) return false;
      return insertSettlement(db, { ref: row.ref, outcome: result.outcome, returnUnits: result.returnUnits, result: { picks: result.picks }, settledAt: now });
    }
    const id = row.fixture_ids[0] ?? '';
    const f = board.fixture(id);
    if (!f || f.status !== 'finished' || !f.score) return false;
    const scored = f.sport === 'football' && body.probabilities?.spf ? scoreFootballPrediction(body.probabilities.spf, f, board.odds(id)) : null;
    return insertSettlement(db, { ref: row.ref, outcome: 'scored', returnUnits: null, result: scored ?? { score: f.score, halfTime: f.halfTime }, settledAt: now });
  }
}
