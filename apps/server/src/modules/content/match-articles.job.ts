import { locales } from '@scoreline/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../plugins/db/database.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import * as repo from './content.repo.ts';
import type { ContentArticlesTable } from './content.schema.ts';
import { basketballPreviewFacts, basketballReportFacts } from './basketball-facts.repo.ts';
import { writeBasketballPreview, writeBasketballReport } from './basketball-writer.ts';
import { previewFacts, reportFacts } from './match-facts.repo.ts';
import type { MatchIdentity } from './match-facts.ts';
import { writePreview, writeReport, type WrittenArticle } from './match-writer.ts';

/**
 * Follows the board and writes the match previews and reports it calls for: a preview for every
 * football and basketball match in the window (published 24 h before kick-off), a report for every finished one
 * (published at full time, at the latest 2 h after kick-off). Deterministic (the text depends only
 * on the facts) and idempotent (one row per kind, match and language; a second write on any node
 * changes nothing), so it may run on any node; the app runs it on the feed leader.
 */

export const PREVIEW_LEAD_MS = 24 * 3600_000;
export const REPORT_DELAY_MS = 2 * 3600_000;
const DEBOUNCE_MS = 3000;
const PARALLEL = 4;

export interface SyncResult {
  previews: number;
  reports: number;
}

type Kind = 'preview' | 'report';

export class MatchArticleJob {
  private readonly done: Record<Kind, Set<string>> = { preview: new Set(), report: new Set() };
  private running: Promise<SyncResult> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; board: MatchBoard; now: () => number; shouldRun: () => boolean; onError: (error: unknown) => void },
  ) {}

  /** Writes after board changes (debounced) while `shouldRun()` says this node should. */
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

  /** Writes whatever is missing now; concurrent callers share a run, and a call during a run runs once more. */
  async sync(): Promise<SyncResult> {
    if (this.running) {
      this.again = true;
      await this.running.catch(() => undefined);
      return this.sync();
    }
    this.running = this.run();
    try {
      return await this.running;
    } finally {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.schedule();
      }
    }
  }

  private async run(): Promise<SyncResult> {
    const board = this.deps.board;
    const fixtures = [...board.fixtures('football'), ...board.fixtures('basketball')].filter((f) => f.status !== 'postponed');
    this.forgetGone(fixtures);
    const previews = await this.write('preview', fixtures);
    const reports = await this.write('report', fixtures.filter((f) => f.status === 'finished'));
    return { previews, reports };
  }

  /** Matches that left the board's window need no memory: it only ever moves forward. */
  private forgetGone(fixtures: readonly BoardFixture[]): void {
    const onBoard = new Set(fixtures.map((f) => f.id));
    for (const done of Object.values(this.done)) for (const id of done) if (!onBoard.has(id)) done.delete(id);
  }

  private async write(kind: Kind, fixtures: readonly BoardFixture[]): Promise<number> {
    const done = this.done[kind];
    const unknown = fixtures.filter((f) => !done.has(f.id));
    for (const id of await repo.generatedMatchIds(this.deps.db, kind, unknown.map((f) => f.id))) done.add(id);
    const unwritten = unknown.filter((f) => !done.has(f.id));
    let written = 0;
    for (let i = 0; i < unwritten.length; i += PARALLEL) {
      const batch = unwritten.slice(i, i + PARALLEL);
      const rows = (await Promise.all(batch.map((f) => this.rowsFor(kind, f)))).flat();
      written += await repo.insertGenerated(this.deps.db, rows);
      for (const f of batch) done.add(f.id);
    }
    return written;
  }

  private async rowsFor(kind: Kind, fixture: BoardFixture): Promise<Insertable<ContentArticlesTable>[]> {
    const db = this.deps.db;
    const football = fixture.sport === 'football';
    if (kind === 'preview') {
      const at = fixture.kickoffAt - PREVIEW_LEAD_MS;
      if (football) {
        const facts = await previewFacts(db, fixture);
        return facts ? articleRows('preview', facts, at, (l) => writePreview(facts, l)) : [];
      }
      const facts = await basketballPreviewFacts(db, fixture);
      return facts ? articleRows('preview', facts, at, (l) => writeBasketballPreview(facts, l)) : [];
    }
    const at = Math.min(this.deps.now(), fixture.kickoffAt + REPORT_DELAY_MS);
    if (football) {
      const facts = await reportFacts(db, fixture);
      return facts ? articleRows('report', facts, at, (l) => writeReport(facts, l)) : [];
    }
    const facts = await basketballReportFacts(db, fixture);
    return facts ? articleRows('report', facts, at, (l) => writeBasketballReport(facts, l)) : [];
  }
}

function articleRows(
  kind: Kind,
  facts: MatchIdentity,
  publishedAt: number,
  write: (locale: (typeof locales)[number]) => WrittenArticle,
): Insertable<ContentArticlesTable>[] {
  const json = JSON.stringify(facts);
  return locales.map((locale) => ({
    kind,
    locale,
    ...write(locale),
    match_id: facts.matchId,
    source_match_id: facts.sourceMatchId,
    facts: json,
    status: 'published' as const,
    published_at: new Date(publishedAt),
  }));
}
