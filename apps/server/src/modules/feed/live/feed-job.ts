import type { ServerTag } from '@scoreline/contract';
import { isDeepStrictEqual } from 'node:util';
import type { Bus } from '../../../plugins/bus/bus.ts';
import type { Db } from '../../../plugins/db/database.ts';
import type { BoardChange, BoardEvent, BoardFixture, BoardOddsPath } from './board.types.ts';
import { fixtureChanged, needsPolling, nextFixture } from './feed-diff.ts';
import { encodeFeedMessage, FEED_CHANNEL, type FeedMessage } from './feed-messages.ts';
import type { FeedFixture, FeedProvider, FeedWindow } from './feed-provider.ts';
import { deleteFixturesBefore, deleteUnlistedFixtures, saveFixtures, saveStatus, type StoredFixture } from './feed.repo.ts';
import { MAX_EVENTS_PER_FIXTURE, type MemoryBoard } from './memory-board.ts';
import { pushFramesOf } from './push-frames.ts';

/** How often and how far the feed looks. Tests shorten the waits. */
export interface FeedTiming {
  tickMs: number;
  /** How often the whole window is re-listed (new fixtures, odds); in between only active fixtures are polled. */
  windowRefreshMs: number;
  windowBackMs: number;
  windowAheadMs: number;
  /** Scheduled fixtures starting within this are polled every tick. */
  lookaheadMs: number;
  /** Without a successful refresh for this long the board is flagged stale. */
  staleAfterMs: number;
  providerTimeoutMs: number;
  /** How often a follower tries to become leader, and a leader checks it still is. */
  leaderRetryMs: number;
  /** How often a follower compares its board with the stored one (bus messages lost while Redis was away). */
  catchUpMs: number;
  /** After a failed preparation (the first-start import), how long before the next attempt. */
  preparationRetryMs: number;
}

const DAY_MS = 86_400_000;

export const DEFAULT_FEED_TIMING: FeedTiming = {
  tickMs: 1_000,
  windowRefreshMs: 60_000,
  windowBackMs: 3 * DAY_MS,
  windowAheadMs: 7 * DAY_MS,
  lookaheadMs: 120_000,
  staleAfterMs: 30_000,
  providerTimeoutMs: 10_000,
  leaderRetryMs: 5_000,
  catchUpMs: 30_000,
  preparationRetryMs: 30_000,
};

export const FEED_NAME = 'main';

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What a tick publishes for one fixture. */
interface Pending {
  before: BoardFixture | undefined;
  change: BoardChange;
  stored: StoredFixture;
}

/** The push side: `PushHub.publish`, nothing else. */
export interface FramePublisher {
  publish(tag: ServerTag, data: string, topic?: string | null): Promise<void>;
}

export interface FeedJobDeps {
  db: Db;
  bus: Bus;
  hub: FramePublisher;
  board: MemoryBoard;
  provider: FeedProvider;
  now: () => number;
  log: FeedLog;
  timing: FeedTiming;
  nodeId: string;
}

/**
 * The leader's work, one tick at a time: ask the provider, diff against the board, persist each
 * change, publish it once on the bus (every node's board applies it, this one's included), then
 * publish its push frames. A provider failure never throws out of `tick`: the board keeps its
 * last data and turns stale after `staleAfterMs`.
 */
export class FeedJob {
  private window: FeedWindow | undefined;
  /** The ids the provider listed at the last whole-window refresh. */
  private listed: ReadonlySet<string> = new Set();
  private windowAt: number | undefined;
  private lastSuccess: number | undefined;
  private failing = false;
  private stale = false;
  private statusSavedAt = 0;

  constructor(private readonly deps: FeedJobDeps) {
    this.lastSuccess = deps.board.refreshedAt || undefined;
  }

  async tick(): Promise<void> {
    const now = this.deps.now();
    try {
      const pending = await withTimeout(this.collect(now), this.deps.timing.providerTimeoutMs);
      await this.publish(pending, now);
      this.lastSuccess = now;
      if (this.failing) {
        this.deps.log.info({}, 'feed recovered');
        this.statusSavedAt = 0;
      }
      this.failing = false;
      await this.publishStatus(now, { successAt: new Date(now) });
    } catch (error) {
      const message = (error as Error).message;
      if (!this.failing) this.deps.log.warn({ err: message }, 'feed refresh failed; serving the last board');
      this.failing = true;
      await this.publishStatus(now, { errorAt: new Date(now), error: message }).catch(() => undefined);
    }
  }

  private async collect(now: number): Promise<Pending[]> {
    const { provider, board, timing } = this.deps;
    const refresh = this.windowAt === undefined || now - this.windowAt >= timing.windowRefreshMs || now < this.windowAt;
    let states: FeedFixture[];
    if (refresh) {
      const window = { from: now - timing.windowBackMs, to: now + timing.windowAheadMs };
      states = await provider.fixtures(window, now);
      this.window = window;
      this.listed = new Set(states.map((s) => s.id));
    } else {
      const active = [...board.fixtures('football'), ...board.fixtures('basketball')].filter((f) => needsPolling(f, now, timing.lookaheadMs));
      states = active.length > 0 ? await provider.states(active.map((f) => f.id), now) : [];
    }
    const pending: Pending[] = [];
    for (const state of states) {
      const held = board.fixture(state.id);
      const odds = !held || (refresh && state.status === 'scheduled') ? await provider.odds(state.id, now) : undefined;
      const oddsChanged = odds !== undefined && !isDeepStrictEqual(odds, board.fullOdds(state.id));
      if (!fixtureChanged(held, state) && !oddsChanged) continue;
      pending.push(await this.pendingFor(held, state, now, oddsChanged ? odds : undefined));
    }
    if (refresh) this.windowAt = now;
    return pending;
  }

  private async pendingFor(held: BoardFixture | undefined, state: FeedFixture, now: number, odds: BoardOddsPath[] | undefined): Promise<Pending> {
    const fixture = nextFixture(held, state);
    const all: BoardEvent[] = state.status === 'scheduled' ? [] : await this.deps.provider.events(state.id, now);
    const heldEvents = this.deps.board.events(state.id);
    const lastSeq = heldEvents.at(-1)?.seq ?? -Infinity;
    // The board holds lines the source no longer has, or other lines under the same numbers (a
    // board persisted by an older version, or under another clock shift): replace the live text
    // instead of appending to it.
    const heldLast = heldEvents.at(-1);
    const sourceAtLast = all.find((e) => e.seq === lastSeq);
    const rewound = heldLast !== undefined && (sourceAtLast === undefined || !isDeepStrictEqual(sourceAtLast, heldLast));
    const newEvents = rewound ? [] : all.filter((e) => e.seq > lastSeq);
    const change: BoardChange = { fixture, newEvents, ...(odds ? { odds } : {}), ...(rewound ? { events: all.slice(-MAX_EVENTS_PER_FIXTURE) } : {}) };
    const stored: StoredFixture = { fixture, events: all.slice(-MAX_EVENTS_PER_FIXTURE), ...(odds ? { odds } : {}) };
    return { before: held, change, stored };
  }

  private async publish(pending: readonly Pending[], now: number): Promise<void> {
    const { db, hub } = this.deps;
    if (pending.length > 0) await saveFixtures(db, pending.map((p) => p.stored), new Date(now));
    for (let i = 0; i < pending.length; i += MESSAGE_BATCH) {
      await this.send({ t: 'changes', changes: pending.slice(i, i + MESSAGE_BATCH).map((p) => p.change) });
    }
    // Frames after the board changes, so a client refetching on a frame sees the new state.
    for (const p of pending) for (const frame of pushFramesOf(p.before, p.change)) await hub.publish(frame.tag, frame.data, frame.topic);
    if (this.window && this.windowAt === now) {
      const { from, to } = this.window;
      // A fixture in the window the provider no longer lists is gone (a board persisted under
      // another clock shift or seed): it must not linger beside the current ones.
      const stored = await deleteUnlistedFixtures(db, new Date(from), new Date(to), this.listed);
      const held = [...this.deps.board.fixtures('football'), ...this.deps.board.fixtures('basketball')].filter((f) => f.kickoffAt >= from && f.kickoffAt < to && !this.listed.has(f.id));
      const drop = [...new Set([...stored, ...held.map((f) => f.id)])];
      await this.send({ t: 'window', from, to, ...(drop.length > 0 ? { drop } : {}) });
      await deleteFixturesBefore(db, new Date(from - DAY_MS));
    }
  }

  private async publishStatus(now: number, update: { successAt: Date } | { errorAt: Date; error: string }): Promise<void> {
    const stale = this.lastSuccess === undefined || now - this.lastSuccess > this.deps.timing.staleAfterMs;
    if (stale && !this.stale) this.deps.log.warn({ since: this.lastSuccess ?? null }, 'feed is stale');
    this.stale = stale;
    await this.send({ t: 'status', status: { stale, refreshedAt: this.lastSuccess ?? 0 } });
    // The table is for operators and late starters: every failure, successes every 10 s.
    if ('successAt' in update && Date.now() - this.statusSavedAt < STATUS_SAVE_MS) return;
    this.statusSavedAt = Date.now();
    await saveStatus(this.deps.db, FEED_NAME, this.deps.nodeId, update, new Date(now));
  }

  private async send(message: FeedMessage): Promise<void> {
    await this.deps.bus.publish(FEED_CHANNEL, encodeFeedMessage(message));
  }
}

/** Changes per bus message: a first load of a few hundred fixtures goes out in a few messages. */
const MESSAGE_BATCH = 50;
const STATUS_SAVE_MS = 10_000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`feed provider timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
