import { randomBytes } from 'node:crypto';
import type { Bus } from '../../../plugins/bus/bus.ts';
import type { Db } from '../../../plugins/db/database.ts';
import { decodeFeedMessage, FEED_CHANNEL, type FeedMessage } from './feed-messages.ts';
import { FeedJob, FEED_NAME, type FeedLog, type FeedTiming, type FramePublisher } from './feed-job.ts';
import type { FeedProvider } from './feed-provider.ts';
import { fixtureVersions, loadFixtures, loadFixturesById, loadStatus } from './feed.repo.ts';
import type { DataReadiness } from './data-readiness.ts';
import type { LeaderLock } from './leader-lock.ts';
import type { MemoryBoard } from './memory-board.ts';

export interface FeedRuntimeDeps {
  db: Db;
  bus: Bus;
  hub: FramePublisher;
  board: MemoryBoard;
  provider: FeedProvider;
  lock: LeaderLock;
  now: () => number;
  log: FeedLog;
  timing: FeedTiming;
  /**
   * Runs when this node becomes leader, before its first tick (the first-start import). When it
   * throws, the node gives the lock back, says `failed` and tries again after `preparationRetryMs`.
   */
  beforeLeading?: (() => Promise<void>) | undefined;
  /** Told when the board has been loaded (the first status after a refresh reaches this node). */
  readiness: DataReadiness;
}

export interface FeedRuntime {
  readonly isLeader: boolean;
  stop(): Promise<void>;
}

/**
 * The feed on one node. Every node hydrates its board from the database, applies what the leader
 * publishes on the bus, and flags its board stale when the leader goes quiet. Every node also
 * tries, every `leaderRetryMs`, to take the leader lock; the one that holds it runs `FeedJob`.
 */
export async function startFeedRuntime(deps: FeedRuntimeDeps): Promise<FeedRuntime> {
  const { board, timing, log } = deps;
  const nodeId = randomBytes(4).toString('hex');
  let stopped = false;
  let lastHeard = Date.now();
  let job: FeedJob | undefined;
  let ticking: Promise<void> = Promise.resolve();
  const timers = new Set<NodeJS.Timeout>();

  await hydrate(deps);
  await deps.bus.subscribe(FEED_CHANNEL, (text) => {
    const message = decodeFeedMessage(text);
    if (!stopped && message) {
      if (message.t === 'status') lastHeard = Date.now();
      applyMessage(board, message);
      // A leader sends its status after the refresh's changes: this node's board now holds them.
      if (message.t === 'status' && !message.status.stale) deps.readiness.boardLoaded();
    }
  });

  const later = (fn: () => void, ms: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  // Each leadership term ticks its own job; a lost term's loop ends at its next turn.
  const tickLoop = (term: FeedJob) => {
    if (job !== term || stopped) return;
    ticking = term.tick().finally(() => later(() => tickLoop(term), timing.tickMs));
  };

  // Leadership: try to lead; a leader checks it still holds the lock (its session may have died).
  // Work that touches the database; `stop` waits for it so nothing runs on a closed pool.
  const inFlight = new Set<Promise<void>>();
  const track = (work: () => Promise<void>) => {
    const running = work().finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  /** The leader's preparation (the first-start import); a failure keeps the node not ready. */
  const prepare = async (): Promise<boolean> => {
    try {
      await deps.beforeLeading?.();
      deps.readiness.loading();
      return true;
    } catch (error) {
      const message = (error as Error).message;
      deps.readiness.failed(message);
      log.warn({ err: message, retryInMs: timing.preparationRetryMs }, 'feed preparation failed; not ready, retrying');
      return false;
    }
  };

  const electLoop = async () => {
    try {
      if (!job) {
        if (await deps.lock.tryAcquire()) {
          if (stopped) return;
          log.info({ node: nodeId }, 'feed leader: this node runs the feed');
          if (!(await prepare())) {
            // Another node may do better (its own connection, its own disk); this one retries later.
            await deps.lock.release();
            later(() => track(electLoop), timing.preparationRetryMs);
            return;
          }
          if (stopped) return;
          job = new FeedJob({ ...deps, nodeId });
          tickLoop(job);
        }
      } else if (!(await deps.lock.stillHeld())) {
        log.warn({ node: nodeId }, 'feed leader lock lost; following');
        job = undefined;
      }
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'feed leader election failed; retrying');
    }
    later(() => track(electLoop), timing.leaderRetryMs);
  };

  // A follower whose leader has gone quiet (died, no successor yet) serves its board as stale.
  const watchdog = () => {
    if (!job && Date.now() - lastHeard > timing.staleAfterMs && !board.stale) board.setStatus({ stale: true, refreshedAt: board.refreshedAt });
    later(watchdog, timing.tickMs);
  };

  // A follower that missed bus messages (Redis away, a restart in between) catches up from the
  // fixtures the leader stored: only those whose stored version is newer are read.
  const catchUpLoop = async () => {
    if (!job) await catchUp(deps).catch((error: unknown) => log.warn({ err: (error as Error).message }, 'feed catch-up failed'));
    later(() => track(catchUpLoop), timing.catchUpMs);
  };

  track(electLoop);
  later(watchdog, timing.tickMs);
  later(() => track(catchUpLoop), timing.catchUpMs);

  return {
    get isLeader() {
      return job !== undefined;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
      await ticking;
      job = undefined;
      await deps.lock.release();
    },
  };
}

/** Loads the board the leader last persisted, so a node serves data before its first message. */
async function hydrate(deps: FeedRuntimeDeps): Promise<void> {
  const now = deps.now();
  const stored = await loadFixtures(deps.db, new Date(now - deps.timing.windowBackMs), new Date(now + deps.timing.windowAheadMs));
  deps.board.replace({
    fixtures: stored.map((s) => s.fixture),
    events: Object.fromEntries(stored.map((s) => [s.fixture.id, s.events])),
    odds: Object.fromEntries(stored.map((s) => [s.fixture.id, s.odds])),
  });
  const status = await loadStatus(deps.db, FEED_NAME);
  const refreshedAt = status?.lastSuccessAt?.getTime() ?? 0;
  deps.board.setStatus({ stale: refreshedAt === 0 ? stored.length > 0 : now - refreshedAt > deps.timing.staleAfterMs, refreshedAt });
}

async function catchUp(deps: FeedRuntimeDeps): Promise<void> {
  const now = deps.now();
  const versions = await fixtureVersions(deps.db, new Date(now - deps.timing.windowBackMs), new Date(now + deps.timing.windowAheadMs));
  const behind = [...versions].filter(([id, version]) => (deps.board.fixture(id)?.version ?? 0) < version).map(([id]) => id);
  for (const stored of await loadFixturesById(deps.db, behind)) {
    deps.board.apply({ fixture: stored.fixture, newEvents: [], events: stored.events, odds: stored.odds });
  }
}

function applyMessage(board: MemoryBoard, message: FeedMessage): void {
  switch (message.t) {
    case 'changes':
      for (const change of message.changes) board.apply(change);
      return;
    case 'window':
      board.retainWindow(message.from, message.to);
      if (message.drop?.length) board.remove(message.drop);
      return;
    case 'status':
      board.setStatus(message.status);
  }
}
