import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../../config.ts';
import { migrationsDir } from '../../../paths.ts';
import { openDatabase } from '../../../plugins/db/database.ts';
import { migrate } from '../../../plugins/db/migrate.ts';
import { resolveFeedDataDir } from '../source/index.ts';
import { assertDataDir, FeedImportError, runImport } from './feed-import.service.ts';
import { formatReport } from './report.table.ts';

/**
 * `npm run data:import [-- --force] [-- --data-dir PATH]`: opens the database as the server
 * does (DATABASE_URL, else PGlite in DATA_DIR), migrates, imports the data files from
 * `--data-dir`, FEED_DATA_DIR or ../shared/data, and prints the report. Rejected rows are part
 * of the report, not a failure: the exit code is non-zero only for a fatal error.
 */

const USAGE = 'usage: data:import [--force] [--data-dir PATH]';

function readFlags(argv: string[]): { force: boolean; dataDir: string | undefined } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    return { force: values.force, dataDir: values['data-dir'] };
  } catch (error) {
    throw new FeedImportError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const flags = readFlags(process.argv.slice(2));
  const config = loadConfig();
  // Rejected rows and warnings go to stderr as they happen; the report table goes to stdout.
  const log = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }, pino.destination(2));
  const dataDir = flags.dataDir ? resolve(flags.dataDir) : resolveFeedDataDir();
  assertDataDir(dataDir); // before opening a database, so a typo creates nothing
  if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.db, migrationsDir);
    const report = await runImport(database.db, { dataDir, log, force: flags.force });
    process.stdout.write(`${formatReport(report)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof FeedImportError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(known ? 2 : 1);
});
