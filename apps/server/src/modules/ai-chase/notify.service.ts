import { randomBytes } from 'node:crypto';
import { NOTICE_CATCH_UP_LIMIT, type AiPlanNotice, type AiPlanType, type MissedNotices, type ServerTag } from '@scoreline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { AiRecordRow } from '../ai/ai.schema.ts';
import { chaseDb, type ChaseDb } from './ai-chase.schema.ts';
import { CHASE_LINES } from './ai-chase.service.ts';
import * as repo from './notify.repo.ts';

/**
 * AI plan notifications. Each user has a private push topic `jh:{key}` (the key, 24 random
 * characters, is given to its owner alone);
 * when a plan of a line they chose is published, a `gameMsg` frame carrying an AiPlanNotice goes
 * to that topic. Each plan is announced once across all nodes: the first to claim it sends it.
 * A socket that was down when a notice went out asks for it afterwards (`missed`, getJhSets with
 * `since`), from the announcement records: so a node announces from its first sweep on, with no
 * grace period for the sockets a restart dropped.
 */

export const NOTICE_TAG: ServerTag = 'gameMsg';
const SWEEP_MS = 5_000;
/**
 * How far a catch-up's `next` lags the clock: a sweep stamps its claims with its start time and
 * commits them one by one, so a claim can appear after a catch-up that ran later than its stamp.
 * The client drops notices it has already shown, so the overlap costs nothing.
 */
export const CATCH_UP_OVERLAP_MS = 60_000;
const BATCH = 200;

export const noticeTopic = (key: string) => `jh:${key}`;

type Publish = (tag: ServerTag, data: string, topic: string) => Promise<void>;

export class NotifyService {
  private readonly cdb: ChaseDb;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number,
    private readonly publish: Publish,
    private readonly catchUpLimit = NOTICE_CATCH_UP_LIMIT,
  ) {
    this.cdb = chaseDb(db);
  }

  private view(row: { lines: string[]; topic_key: string }) {
    return {
      lines: CHASE_LINES.map((l) => ({ line: l.line, sport: l.sport, notify: row.lines.includes(l.line) })),
      topic: noticeTopic(row.topic_key),
    };
  }

  private ensure(userId: number) {
    return repo.ensureNotifySettings(this.cdb, userId, randomBytes(18).toString('base64url'), new Date(this.now()));
  }

  /** The user's lines and topic; with `since`, also the notices announced after it. */
  async settings(userId: number, since?: number) {
    const row = (await repo.notifySettings(this.cdb, userId)) ?? (await this.ensure(userId));
    return { ...this.view(row), missed: since === undefined ? null : await this.missed(row.lines, since) };
  }

  /** The notices of `lines` announced after `since` and still before kick-off: the newest, oldest first. */
  private async missed(stored: readonly string[], since: number): Promise<MissedNotices> {
    const now = this.now();
    const lines = CHASE_LINES.map((l) => l.line).filter((line) => stored.includes(line));
    const rows = await repo.announcedSince(this.cdb, lines, new Date(since), new Date(now), this.catchUpLimit + 1);
    const notices = rows.slice(0, this.catchUpLimit).reverse().flatMap((row) => {
      const notice = noticeOf(row);
      return notice ? [{ ...notice, announcedAt: row.sent_at.getTime() }] : [];
    });
    return { notices, more: rows.length > this.catchUpLimit, next: Math.max(0, now - CATCH_UP_OVERLAP_MS) };
  }

  async save(userId: number, lines: AiPlanType[]) {
    await this.ensure(userId);
    return this.view(await repo.setNotifyLines(this.cdb, userId, [...new Set(lines)], new Date(this.now())));
  }

  /** Announces every plan published since the last pass; returns how many plans it announced. */
  async sweep(): Promise<number> {
    const now = this.now();
    let announced = 0;
    for (const row of await repo.unannouncedPlans(this.cdb, new Date(now), BATCH)) {
      if (await this.announce(row, now)) announced += 1;
    }
    return announced;
  }

  private async announce(row: AiRecordRow, now: number): Promise<boolean> {
    const notice = noticeOf(row);
    if (!notice) return false;
    const keys = await repo.subscribersOf(this.cdb, notice.line);
    if (!(await repo.claimAnnouncement(this.cdb, row.ref, keys.length, new Date(now)))) return false;
    const data = JSON.stringify(notice);
    await Promise.all(keys.map((key) => this.publish(NOTICE_TAG, data, noticeTopic(key))));
    return true;
  }

  /**
   * Sweeps every few seconds while `shouldRun()` (the feed leader, which publishes the plans), from
   * the first interval on: a client whose socket a restart dropped catches up when it is back.
   */
  start(shouldRun: () => boolean, onError: (error: unknown) => void): () => void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !shouldRun()) return;
      busy = true;
      this.sweep().catch(onError).finally(() => { busy = false; });
    }, SWEEP_MS);
    timer.unref?.();
    return () => clearInterval(timer);
  }
}

/** The notice of a published plan (undefined for a prediction, which has no line). */
function noticeOf(row: AiRecordRow): AiPlanNotice | undefined {
  if (row.plan_type === null) return undefined;
  return {
    kind: 'aiPlan', id: row.ref, sport: row.sport, line: row.plan_type, day: row.day,
    kickoffAt: row.kickoff_at.getTime(), priceCoins: row.price_coins ?? 0,
  };
}
