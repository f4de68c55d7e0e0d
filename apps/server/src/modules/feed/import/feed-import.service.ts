import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Transaction } from 'kysely';
import type { Db } from '../../../plugins/db/database.ts';
import type { Database } from '../../../plugins/db/schema.ts';
import {
  cslTable,
  FEED_FILES,
  footballDataTable,
  goalscorersTable,
  listFootballDataFiles,
  nbaBoxScoresTable,
  nbaGamesTable,
  readFeedTable,
  resultsTable,
  shootoutsTable,
} from '../source/index.ts';
import * as repo from './feed-import.repo.ts';
import { footballRows } from './football.rows.ts';
import type { FileReport, ImportLog, ImportReport, MappedFile, SourceRow } from './import.types.ts';
import { goalRows, resultRows, shootoutRows } from './international.rows.ts';
import { nbaBoxRows, nbaGameRows } from './nba.rows.ts';
import { companyRows, competitionRows, teamRows } from './reference.rows.ts';

/**
 * The repeatable import of the historical data files into the database: reference data from the
 * catalog, then every file the product uses, each in its own transaction with its `import_runs`
 * row. A file whose content (sha256) this importer version already imported is not re-read
 * unless `force` is set; a re-read writes only rows that differ.
 */

/**
 * Bump when the mapping from files to rows changes, so files imported by an older version are
 * read again on the next run.
 */
export const IMPORTER_VERSION = 1;

/**
 * Rows per statement. Each statement binds one JSON document, so PostgreSQL's 65,535-parameter
 * limit does not apply; a few thousand rows (a few MB) per statement halves the round trips of
 * 500 and keeps memory small.
 */
const BATCH_SIZE = 5_000;

export interface ImportOptions {
  dataDir: string;
  log: ImportLog;
  /** Re-read files that were already imported (still writes only what differs). */
  force?: boolean;
  /** Told how many files there are, then after each one (the server's readiness shows it). */
  progress?: ImportProgress;
}

export interface ImportProgress {
  started(files: number): void;
  fileDone(report: FileReport): void;
}

/** Thrown for a setup problem (missing data folder or file) rather than a bad row. */
export class FeedImportError extends Error {}

/**
 * Throws a `FeedImportError` naming the path and FEED_DATA_DIR when the data folder is missing.
 *
 * @example
 * assertDataDir('/nope') // throws 'feed data folder not found: /nope (set FEED_DATA_DIR …)'
 */
export function assertDataDir(dataDir: string): void {
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    throw new FeedImportError(`feed data folder not found: ${dataDir} (set FEED_DATA_DIR to the folder holding the data files, default ../shared/data)`);
  }
}

/** One file the import reads: where it is, and how it becomes rows (after the files before it). */
interface ImportJob {
  file: string;
  map: (db: Db, path: string) => Promise<MappedFile>;
}

function jobs(dataDir: string): ImportJob[] {
  const local = (path: string) => relative(dataDir, path);
  return [
    ...listFootballDataFiles(dataDir).map((f) => ({
      file: local(f.path),
      map: async (_db: Db, path: string) => footballRows(local(path), await readFeedTable(path, footballDataTable(f))),
    })),
    { file: FEED_FILES.csl, map: async (_db, path) => footballRows(FEED_FILES.csl, await readFeedTable(path, cslTable())) },
    { file: FEED_FILES.nbaGames, map: async (_db, path) => nbaGameRows(FEED_FILES.nbaGames, await readFeedTable(path, nbaGamesTable())) },
    {
      file: FEED_FILES.nbaBoxScores,
      map: async (db, path) => nbaBoxRows(FEED_FILES.nbaBoxScores, await readFeedTable(path, nbaBoxScoresTable()), await repo.matchIdsOf(db, 'nba')),
    },
    { file: FEED_FILES.results, map: async (_db, path) => resultRows(FEED_FILES.results, await readFeedTable(path, resultsTable())) },
    {
      file: FEED_FILES.shootouts,
      map: async (db, path) => shootoutRows(await readFeedTable(path, shootoutsTable()), await repo.internationalFixtures(db)),
    },
    {
      file: FEED_FILES.goalscorers,
      map: async (db, path) => goalRows(await readFeedTable(path, goalscorersTable()), await repo.internationalFixtures(db)),
    },
  ];
}

/**
 * Imports everything in `dataDir` that the product uses and returns a report per file. Bad rows
 * are skipped with a logged reason; only a setup problem or a database failure throws.
 *
 * @example
 * const report = await runImport(db, { dataDir: resolveFeedDataDir(), log: app.log });
 * report.files.find((f) => f.file === 'football-data.co.uk/E0_2425.csv')?.imported // 380, then 0
 */
export async function runImport(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const { dataDir, log } = options;
  assertDataDir(dataDir);
  await db.transaction().execute(async (tx) => {
    await upsertInBatches(tx, repo.TABLES.companies, companyRows());
    await upsertInBatches(tx, repo.TABLES.competitions, competitionRows());
    await upsertInBatches(tx, repo.TABLES.teams, teamRows());
  });
  const files: FileReport[] = [];
  const all = jobs(dataDir);
  options.progress?.started(all.length);
  for (const job of all) {
    const path = join(dataDir, job.file);
    if (!existsSync(path)) throw new FeedImportError(`feed data file not found: ${path} (FEED_DATA_DIR is ${dataDir})`);
    const report = await importFile(db, job, path, options);
    logFile(log, report);
    files.push(report);
    options.progress?.fileDone(report);
  }
  return { dataDir, files, durationMs: Date.now() - started };
}

/**
 * The files of `dataDir` that no import has recorded yet: a first start interrupted half-way (a
 * crash, a failed file) resumes with these rather than taking a partly filled database as done.
 *
 * @example
 * await unimportedFiles(db, dataDir) // [] after a complete import; every file on an empty database
 */
export async function unimportedFiles(db: Db, dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const recorded = await repo.importedFiles(db);
  return jobs(dataDir).map((j) => j.file).filter((file) => !recorded.has(file));
}

async function importFile(db: Db, job: ImportJob, path: string, options: ImportOptions): Promise<FileReport> {
  const started = new Date();
  const sha256 = await sha256Of(path);
  if (!options.force && (await repo.wasImported(db, job.file, sha256, IMPORTER_VERSION))) {
    const last = await repo.lastRun(db, job.file, sha256);
    const unchanged = (last?.imported ?? 0) + (last?.unchanged ?? 0);
    return { ...emptyReport(job.file, sha256), alreadyImported: true, rows: last?.rows ?? 0, unchanged, skipped: last?.skipped ?? 0 };
  }
  const mapped = await job.map(db, path);
  return db.transaction().execute(async (tx) => {
    // Two nodes booting together would otherwise write the same rows in crossing orders.
    await repo.lockImport(tx);
    // A file no run has recorded has written nothing yet: its rows go in by plain bulk inserts.
    const firstLoad = !(await repo.importedFiles(tx)).has(job.file);
    const { changed, written } = await writeRows(tx, mapped.rows, firstLoad);
    const imported = mapped.rows.filter((r) => changed.has(r.key)).length;
    const report: FileReport = {
      ...emptyReport(job.file, sha256),
      rows: mapped.rows.length + mapped.rejected.length + mapped.skipped,
      imported,
      unchanged: mapped.rows.length - imported,
      rejected: mapped.rejected,
      skipped: mapped.skipped,
      skippedBy: mapped.skippedBy,
      warnings: mapped.warnings.length,
      warningSamples: mapped.warnings.slice(0, SAMPLES),
      written,
      durationMs: Date.now() - started.getTime(),
    };
    await repo.recordRun(tx, {
      file: job.file, sha256, importer_version: IMPORTER_VERSION, forced: options.force === true,
      rows: report.rows, imported, unchanged: report.unchanged, rejected: mapped.rejected.length, skipped: mapped.skipped,
      started_at: started, finished_at: new Date(),
    });
    return report;
  });
}

/**
 * Writes matches first (the other tables reference them), then their odds and details. A first
 * load inserts; should a row exist after all, that batch and the rest are upserted, and quotes
 * the file no longer has are looked for only when some match was already there.
 */
async function writeRows(tx: Transaction<Database>, rows: readonly SourceRow[], firstLoad: boolean): Promise<{ changed: Set<string>; written: Record<string, number> }> {
  const changed = new Set<string>();
  const written: Record<string, number> = {};
  const writer = new BatchWriter(tx, firstLoad);
  const parts = [
    [repo.TABLES.matches, rows.flatMap((r) => (r.match ? [r.match] : []))],
    [repo.TABLES.odds, rows.flatMap((r) => r.odds ?? [])],
    [repo.TABLES.boxScores, rows.flatMap((r) => r.boxScores ?? [])],
    [repo.TABLES.shootouts, rows.flatMap((r) => (r.shootout ? [r.shootout] : []))],
    [repo.TABLES.goals, rows.flatMap((r) => (r.goal ? [r.goal] : []))],
  ] as const;
  for (const [shape, tableRows] of parts) {
    if (tableRows.length === 0) continue;
    const keys = await writer.write(shape, tableRows);
    keys.forEach((k) => changed.add(k));
    written[shape.name] = keys.length;
  }
  if (!writer.insertedOnly) await deleteQuotesDropped(tx, rows, changed, written);
  return { changed, written };
}

/** A corrected file may drop a quote: remove quotes of the file's matches that it no longer has. */
async function deleteQuotesDropped(tx: repo.Executor, rows: readonly SourceRow[], changed: Set<string>, written: Record<string, number>): Promise<void> {
  const deleted = await deleteStaleOdds(tx, rows);
  deleted.forEach((k) => changed.add(k));
  if (deleted.length > 0) written.odds_quotes_deleted = deleted.length;
}

/** Writes batches by plain insert while every row is new, by upsert from the first that is not. */
class BatchWriter {
  /** True while every batch went in by plain insert (no row existed before). */
  insertedOnly: boolean;

  constructor(private readonly tx: Transaction<Database>, firstLoad: boolean) {
    this.insertedOnly = firstLoad;
  }

  async write(shape: repo.TableShape, rows: readonly object[]): Promise<string[]> {
    const keys: string[] = [];
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      const batch = rows.slice(i, i + BATCH_SIZE);
      const inserted = this.insertedOnly ? await repo.insertNewRows(this.tx, shape, batch) : undefined;
      if (inserted === undefined) this.insertedOnly = false;
      keys.push(...(inserted ?? (await repo.upsertRows(this.tx, shape, batch))));
    }
    return keys;
  }
}

/** A corrected file may drop a quote: remove quotes of the file's matches that it no longer has. */
async function deleteStaleOdds(tx: repo.Executor, rows: readonly SourceRow[]): Promise<string[]> {
  const withOdds = rows.filter((r) => r.odds !== undefined && r.match !== undefined);
  const deleted: string[] = [];
  for (let i = 0; i < withOdds.length; i += BATCH_SIZE) {
    const chunk = withOdds.slice(i, i + BATCH_SIZE);
    deleted.push(...(await repo.deleteStaleOdds(tx, chunk.map((r) => r.key), chunk.flatMap((r) => r.odds ?? []))));
  }
  return deleted;
}

async function upsertInBatches(tx: repo.Executor, shape: repo.TableShape, rows: readonly object[]): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) keys.push(...(await repo.upsertRows(tx, shape, rows.slice(i, i + BATCH_SIZE))));
  return keys;
}

function emptyReport(file: string, sha256: string): FileReport {
  return { file, sha256, alreadyImported: false, rows: 0, imported: 0, unchanged: 0, rejected: [], skipped: 0, skippedBy: {}, warnings: 0, warningSamples: [], written: {}, durationMs: 0 };
}

/** Rows quoted in a file's log line when some were invalid; the CLI's report lists them all. */
const SAMPLES = 3;

/**
 * One line per file with its counts by reason, never a line per row: a file with 439 rows
 * outside the product's scope says `skipped: { 'outside FIFA': 439 }` once. Invalid rows make it
 * a warning and quote the first few, with their lines.
 */
function logFile(log: ImportLog, r: FileReport): void {
  if (r.alreadyImported) {
    log.info({ file: r.file, rows: r.rows, unchanged: r.unchanged, skipped: r.skipped }, 'feed file already imported');
    return;
  }
  const details = {
    file: r.file, rows: r.rows, imported: r.imported, unchanged: r.unchanged, skipped: r.skippedBy,
    invalid: r.rejected.length, partial: r.warnings, ms: r.durationMs,
    ...(r.rejected.length > 0 ? { invalidRows: r.rejected.slice(0, SAMPLES) } : {}),
    ...(r.warnings > 0 ? { partialRows: r.warningSamples.map((w) => ({ line: w.line, reason: w.message })) } : {}),
  };
  if (r.rejected.length > 0) log.warn(details, 'feed file imported with invalid rows');
  else log.info(details, 'feed file imported');
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
