import { existsSync } from 'node:fs';
import type { Config } from '../../../config.ts';
import type { Bus } from '../../../plugins/bus/bus.ts';
import type { Db } from '../../../plugins/db/database.ts';
import { runImport, unimportedFiles } from '../import/index.ts';
import { resolveFeedDataDir } from '../source/index.ts';
import type { DataReadiness } from './data-readiness.ts';
import { DEFAULT_FEED_TIMING, type FeedLog, type FeedTiming, type FramePublisher } from './feed-job.ts';
import type { FeedProvider } from './feed-provider.ts';
import { startFeedRuntime, type FeedRuntime } from './feed-runtime.ts';
import { PostgresLeaderLock, SoleLeaderLock } from './leader-lock.ts';
import type { MemoryBoard } from './memory-board.ts';
import type { ReplayCalendar } from './replay-calendar.ts';
import { ReplayFeedProvider } from './replay-feed-provider.ts';
import { countMatches } from './replay-records.repo.ts';

export interface LiveFeedOptions {
  config: Pick<Config, 'FEED_DATA_DIR' | 'REPLAY_SEED' | 'REPLAY_SPEED'>;
  /** Where the replayed seasons sit in time; shared with the lottery issue history. */
  calendar: ReplayCalendar;
  db: Db;
  /** PGlite is one process's database: that node always leads. PostgreSQL: an advisory lock decides. */
  databaseKind: 'pglite' | 'postgres';
  bus: Bus;
  hub: FramePublisher;
  board: MemoryBoard;
  /** Says when the data is on the board (for /healthz and Sundry/getDataStatus). */
  readiness: DataReadiness;
  now: () => number;
  log: FeedLog;
  /** Default: the replay of the imported seasons (imported on first start when the database is empty). */
  provider?: FeedProvider | undefined;
  timing?: Partial<FeedTiming> | undefined;
}

/** Starts this node's part of the live feed (see `feed-runtime.ts`). */
export async function startLiveFeed(options: LiveFeedOptions): Promise<FeedRuntime> {
  const { db, log, config } = options;
  const provider = options.provider ?? new ReplayFeedProvider(db, { seed: config.REPLAY_SEED, speed: config.REPLAY_SPEED, calendar: options.calendar });
  const dataDir = resolveFeedDataDir({ FEED_DATA_DIR: config.FEED_DATA_DIR });
  return startFeedRuntime({
    ...options,
    provider,
    lock: options.databaseKind === 'postgres' ? new PostgresLeaderLock(db) : new SoleLeaderLock(),
    timing: { ...DEFAULT_FEED_TIMING, ...options.timing },
    // Only the replay needs the historical data; a vendor provider brings its own.
    beforeLeading: options.provider ? undefined : () => importIfEmpty(db, dataDir, log, options.readiness),
  });
}

/**
 * First start: the database has no matches yet, so the replay would have nothing to play.
 * Imports the data folder when it exists; otherwise says so and the board stays empty. A first
 * import cut short (a crash, a failed file) is finished on the next attempt: files no run has
 * recorded are imported, the others are skipped by their content hash.
 */
export async function importIfEmpty(db: Db, dataDir: string, log: FeedLog, readiness?: DataReadiness): Promise<void> {
  if ((await countMatches(db)) > 0 && (await unimportedFiles(db, dataDir)).length === 0) return;
  if (!existsSync(dataDir)) {
    log.warn({ dataDir }, 'feed data folder not found (set FEED_DATA_DIR); serving an empty match board');
    return;
  }
  log.info({ dataDir }, 'importing the historical match data (first start, a few minutes)');
  const progress = readiness && { started: (files: number) => readiness.importing(files), fileDone: () => readiness.fileDone() };
  const report = await runImport(db, { dataDir, log, ...(progress ? { progress } : {}) });
  const imported = report.files.reduce((sum, f) => sum + f.imported, 0);
  const rejected = report.files.reduce((sum, f) => sum + f.rejected.length, 0);
  log.info({ files: report.files.length, imported, rejected, ms: report.durationMs }, 'historical match data imported');
}
