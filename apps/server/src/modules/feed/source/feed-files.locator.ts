import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { readCsv } from './csv.reader.ts';
import type { FootballDataFile } from './football-data.parser.ts';
import { footballDataFileOf } from './football-data.parser.ts';
import type { ParseResult } from './source.types.ts';
import type { TableSpec } from './table.reader.ts';
import { parseTableAsync } from './table.reader.ts';

/**
 * Where the historical data files live and how to stream one through a parser. The files are
 * never copied into the repository; they are read from `FEED_DATA_DIR`, by default the
 * `shared/data` folder beside the repository (`<repo>/../shared/data`).
 */

/** Paths of the single files, relative to the data folder. */
export const FEED_FILES = {
  csl: 'football-data.co.uk/extra-leagues/CHN.csv',
  nbaGames: 'nba-betting-kaggle/nba_2008-2024.csv',
  nbaBoxScores: 'nba-team-boxscores-nba-api/nba_2018-2024_with_stats.csv',
  results: 'international-results/results.csv',
  shootouts: 'international-results/shootouts.csv',
  goalscorers: 'international-results/goalscorers.csv.gz',
  formerNames: 'international-results/former_names.csv',
} as const;

const FOOTBALL_DATA_FOLDER = 'football-data.co.uk';

/**
 * The data folder: `FEED_DATA_DIR` when set, otherwise `<repo>/../shared/data`. The repository
 * root is found by walking up from this file to the `package.json` that declares workspaces, so
 * the default holds both from source and from a bundled build.
 *
 * @example
 * resolveFeedDataDir({ FEED_DATA_DIR: '/srv/data' }) // '/srv/data'
 * resolveFeedDataDir({})                             // '/work/shared/data' for a repo in /work/main
 */
export function resolveFeedDataDir(env: Record<string, string | undefined> = process.env): string {
  const configured = env.FEED_DATA_DIR?.trim();
  if (configured) return resolve(configured);
  return resolve(findRepoRoot(dirname(fileURLToPath(import.meta.url))), '..', 'shared', 'data');
}

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && declaresWorkspaces(manifest)) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

function declaresWorkspaces(manifest: string): boolean {
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
}

/** A top-5 season file found in the data folder. */
export interface FootballDataEntry extends FootballDataFile {
  path: string;
}

/**
 * Lists the top-5 league season files (`E0_2425.csv` …), sorted by name.
 *
 * @example
 * listFootballDataFiles(dir)[0] // { path: '…/D1_1819.csv', competition: 'D1', season: '2018-19' }
 */
export function listFootballDataFiles(dataDir: string): FootballDataEntry[] {
  const folder = join(dataDir, FOOTBALL_DATA_FOLDER);
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = footballDataFileOf(name);
      return file ? [{ ...file, path: join(folder, name) }] : [];
    });
}

/**
 * Streams a file (gunzipping `.gz`) through a parser without holding the text in memory.
 *
 * @example
 * const { records, rejected } = await readFeedTable(join(dir, FEED_FILES.results), resultsTable());
 */
export async function readFeedTable<T>(path: string, spec: TableSpec<T>): Promise<ParseResult<T>> {
  const file = createReadStream(path);
  if (!path.endsWith('.gz')) return parseTableAsync(readCsv(textChunks(file)), spec);
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error)); // pipe() does not forward a read error
  return parseTableAsync(readCsv(textChunks(file.pipe(gunzip))), spec);
}

async function* textChunks(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8'); // decodes multi-byte characters split across chunks correctly
  // A Readable iterates as `any`; with an encoding set every chunk is a string, checked below.
  for await (const chunk of stream as AsyncIterable<unknown>) {
    if (typeof chunk !== 'string') throw new TypeError('expected text chunks');
    yield chunk;
  }
}
