import { randomBytes } from 'node:crypto';
import type { AiPlanNotice, AiPlanType, ServerTag } from '@scoreline/contract';
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
 */

export const NOTICE_TAG: ServerTag = 'gameMsg';
const SWEEP_MS = 5_000;
/**
 * A node that has just started announces nothing for this long. Its clients' sockets dropped with
 * the old process and come back only as each retries (every 4 s, once the node listens after its
 * boot); a notice published before they are back would reach nobody, since notices are never
 * re-sent. Plans are published hours before kick-off, so waiting costs the users nothing.
 */
export const STARTUP_GRACE_MS = 30_000;
const BATCH = 200;

export const noticeTopic = (key: string) => `jh:${key}`;

type Publish = (tag: ServerTag, data: string, topic: string) => Promise<void>;

export class NotifyService {
  private readonly cdb: ChaseDb;

  constructor(db: Kysely<Database>, private readonly now: () => number, private readonly publish: Publish) {
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

  async settings(userId: number) {
    return this.view((await repo.notifySettings(this.cdb, userId)) ?? (await this.ensure(userId)));
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
    if (row.plan_type === null) return false;
    const keys = await repo.subscribersOf(this.cdb, row.plan_type);
    if (!(await repo.claimAnnouncement(this.cdb, row.ref, keys.length, new Date(now)))) return false;
    const notice: AiPlanNotice = {
      kind: 'aiPlan', id: row.ref, sport: row.sport, line: row.plan_type, day: row.day,
      kickoffAt: row.kickoff_at.getTime(), priceCoins: row.price_coins ?? 0,
    };
    const data = JSON.stringify(notice);
    await Promise.all(keys.map((key) => this.publish(NOTICE_TAG, data, noticeTopic(key))));
    return true;
  }

  /**
   * Sweeps every few seconds while `shouldRun()` (the feed leader, which publishes the plans),
   * from {@link STARTUP_GRACE_MS} after the start on.
   */
  start(shouldRun: () => boolean, onError: (error: unknown) => void): () => void {
    const sweepsFrom = this.now() + STARTUP_GRACE_MS;
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !shouldRun() || this.now() < sweepsFrom) return;
      busy = true;
      this.sweep().catch(onError).finally(() => { busy = false; });
    }, SWEEP_MS);
    timer.unref?.();
    return () => clearInterval(timer);
  }
}
