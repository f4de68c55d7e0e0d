// The first-start import against the least a bulk load can be, in the same run on the same
// embedded database: the importer (parse, map, write in one transaction per file, bookkeeping)
// reads a slice of the shipped data into empty tables; then the rows it wrote are copied out, the
// tables emptied, and the same rows inserted into the same tables (same keys, indexes and
// foreign keys) with nothing else: one transaction per table, the faster of a multi-row VALUES
// insert (chunks at PostgreSQL's 65,535 parameters) and one JSON document per chunk. Best of
// ROUNDS alternating rounds each (the machine is shared). Ratio = import rows/s ÷ bare rows/s;
// target ≥ 0.5.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { runImport } from '../apps/server/src/modules/feed/import/index.ts';
import { FEED_FILES, resolveFeedDataDir } from '../apps/server/src/modules/feed/source/index.ts';
import { migrationsDir } from '../apps/server/src/paths.ts';
import { openDatabase, type Db } from '../apps/server/src/plugins/db/database.ts';
import { migrate } from '../apps/server/src/plugins/db/migrate.ts';

export interface ImportBenchRow {
  name: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
  details?: unknown;
}

/** Two recent seasons of three leagues, the whole CSL, two NBA seasons, every international file. */
const FOOTBALL = ['E0_2324.csv', 'E0_2425.csv', 'D1_2324.csv', 'D1_2425.csv', 'SP1_2324.csv', 'SP1_2425.csv'];
const NBA_SEASONS = ['2023,', '2024,'];
/** The tables the import fills from the data files (the catalog's reference rows are not counted). */
const DATA_TABLES = ['matches', 'odds_quotes', 'nba_box_scores', 'shootouts', 'goalscorers'] as const;
const PG_MAX_PARAMETERS = 65_535;
const ROUNDS = 2;
const JSON_CHUNK = 5_000;

/** A data folder holding the slice: symlinks to whole files, the NBA files cut to two seasons. */
function dataSlice(): { dir: string; remove: () => void } {
  const source = resolveFeedDataDir();
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const link = (file: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    symlinkSync(join(source, file), join(dir, file));
  };
  for (const file of FOOTBALL) link(`football-data.co.uk/${file}`);
  for (const file of [FEED_FILES.csl, FEED_FILES.results, FEED_FILES.shootouts, FEED_FILES.goalscorers, FEED_FILES.formerNames]) link(file);
  for (const file of [FEED_FILES.nbaGames, FEED_FILES.nbaBoxScores]) {
    const [header = '', ...rows] = readFileSync(join(source, file), 'utf8').split('\n');
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${[header, ...rows.filter((r) => NBA_SEASONS.some((s) => r.startsWith(s)))].join('\n')}\n`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

type Row = Record<string, unknown>;

/** Inserts `rows` into `twin` in one transaction, `insert … values (…), (…)` at the parameter limit. */
async function insertValues(db: Db, twin: string, rows: readonly Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const perChunk = Math.floor(PG_MAX_PARAMETERS / columns.length);
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += perChunk) {
      const values = rows.slice(i, i + perChunk).map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
      await sql`insert into ${sql.table(twin)} (${sql.join(columns.map((c) => sql.id(c)))}) values ${sql.join(values)}`.execute(tx);
    }
  });
}

/** Inserts `rows` into `twin` in one transaction, one JSON document per chunk (no parameter limit). */
async function insertJson(db: Db, twin: string, rows: readonly Row[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += JSON_CHUNK) {
      const chunk = JSON.stringify(rows.slice(i, i + JSON_CHUNK));
      await sql`insert into ${sql.table(twin)} select * from jsonb_populate_recordset(null::${sql.table(twin)}, ${chunk}::jsonb)`.execute(tx);
    }
  });
}

/** Empties the data tables and the import's bookkeeping (nothing else in this database refers to them). */
async function emptyTables(db: Db): Promise<void> {
  await sql`truncate ${sql.join([...DATA_TABLES, 'import_runs'].map((t) => sql.table(t)))} cascade`.execute(db);
}

/** Milliseconds of the bare load of every data table's rows, parents first, by `insert`. */
async function bareLoad(db: Db, tables: ReadonlyMap<string, Row[]>, insert: typeof insertValues): Promise<number> {
  await emptyTables(db);
  const start = performance.now();
  for (const [table, rows] of tables) await insert(db, table, rows);
  const ms = performance.now() - start;
  // Every row made it in (a bare load that dropped rows would flatter the baseline).
  for (const [table, rows] of tables) {
    if ((await countRows(db, table)) !== rows.length) throw new Error(`bare load of ${table} is incomplete`);
  }
  return ms;
}

/** Milliseconds of the import of the slice into empty tables. */
async function importOnce(db: Db, dataDir: string): Promise<{ ms: number; report: Awaited<ReturnType<typeof runImport>> }> {
  await emptyTables(db);
  const start = performance.now();
  const report = await runImport(db, { dataDir, log: { info: () => undefined, warn: () => undefined } });
  return { ms: performance.now() - start, report };
}

export async function benchImport(): Promise<ImportBenchRow[]> {
  const slice = dataSlice();
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db, migrationsDir);
    const db = database.db;
    const importRuns: number[] = [];
    const valuesRuns: number[] = [];
    const jsonRuns: number[] = [];
    let tables = new Map<string, Row[]>();
    let report: Awaited<ReturnType<typeof runImport>> | undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      const run = await importOnce(db, slice.dir);
      importRuns.push(run.ms);
      report = run.report;
      tables = new Map();
      for (const table of DATA_TABLES) tables.set(table, (await sql<Row>`select * from ${sql.table(table)}`.execute(db)).rows);
      valuesRuns.push(await bareLoad(db, tables, insertValues));
      jsonRuns.push(await bareLoad(db, tables, insertJson));
    }
    const rows = [...tables.values()].reduce((sum, r) => sum + r.length, 0);
    const importMs = Math.min(...importRuns);
    const valuesMs = Math.min(...valuesRuns);
    const jsonMs = Math.min(...jsonRuns);
    const bareMs = Math.min(valuesMs, jsonMs);
    const importRate = rows / (importMs / 1000);
    const bareRate = rows / (bareMs / 1000);
    const ratio = importRate / bareRate;
    const counts = Object.fromEntries([...tables].map(([table, r]) => [table, r.length]));
    return [
      {
        name: `first-start import on PGlite (${report?.files.length ?? 0} files, ${rows} rows) vs a bare bulk insert of the same rows into the same tables`,
        figure: `${importRate.toFixed(0)} rows/s (${(importMs / 1000).toFixed(1)} s with parsing)`,
        baseline: `${bareRate.toFixed(0)} rows/s (${(bareMs / 1000).toFixed(1)} s, ${valuesMs <= jsonMs ? 'multi-row VALUES' : 'JSON per chunk'})`,
        ratio,
        target: '≥ 0.5',
        met: ratio >= 0.5,
        details: { counts, importRuns, valuesRuns, jsonRuns, files: report?.files.map((f) => ({ file: f.file, rows: f.rows, imported: f.imported, ms: f.durationMs })) },
      },
    ];
  } finally {
    await database.close();
    slice.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table((await benchImport()).map(({ details: _details, ...row }) => row));
