/**
 * Test-only access to the shared real data (I/O lives here, never in the package proper). The
 * folder is FEED_DATA_DIR, defaulting to `<repo>/../shared/data`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberFrom, parseCsv, type CsvRow } from './csv.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared data folder, whether or not it exists. */
export const dataDir = process.env.FEED_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data');

/** Why the real-data tests cannot run here, or undefined when they can. */
export function missingDataReason(): string | undefined {
  const football = join(dataDir, 'football-data.co.uk');
  return existsSync(football) ? undefined : `no real data at ${football} (set FEED_DATA_DIR)`;
}

/** One finished league match with the pre-match prices the fit uses. */
export interface FootballMatch {
  readonly file: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly halfTimeHome: number | undefined;
  readonly halfTimeAway: number | undefined;
  /** Pre-match 1X2 decimal odds: Pinnacle, else Bet365. */
  readonly oneXTwo: readonly [number, number, number] | undefined;
  /** Pre-match over/under 2.5 decimal odds: Pinnacle, else Bet365, else the 2018-19 Betbrain average. */
  readonly overUnder: readonly [number, number] | undefined;
}

const LEAGUE_FILE = /^(E0|SP1|D1|I1|F1)_\d{4}\.csv$/;

/**
 * Every match of the five leagues' season files, in file then row order.
 * @example loadFootballMatches().length // 12,533
 */
export function loadFootballMatches(): FootballMatch[] {
  const folder = join(dataDir, 'football-data.co.uk');
  return readdirSync(folder)
    .filter((name) => LEAGUE_FILE.test(name))
    .sort()
    .flatMap((file) => parseCsv(readFileSync(join(folder, file), 'utf8')).map((row) => toMatch(file, row)));
}

function toMatch(file: string, row: CsvRow): FootballMatch {
  const h = numberFrom(row, ['PSH', 'B365H']);
  const d = numberFrom(row, ['PSD', 'B365D']);
  const a = numberFrom(row, ['PSA', 'B365A']);
  const over = numberFrom(row, ['P>2.5', 'B365>2.5', 'BbAv>2.5']);
  const under = numberFrom(row, ['P<2.5', 'B365<2.5', 'BbAv<2.5']);
  return {
    file,
    homeGoals: numberFrom(row, ['FTHG']) ?? Number.NaN,
    awayGoals: numberFrom(row, ['FTAG']) ?? Number.NaN,
    halfTimeHome: numberFrom(row, ['HTHG']),
    halfTimeAway: numberFrom(row, ['HTAG']),
    oneXTwo: h && d && a ? [h, d, a] : undefined,
    overUnder: over && under ? [over, under] : undefined,
  };
}

/**
 * Every Chinese Super League match of the extra-leagues file (2014 .. Sep 2024), in the same shape:
 * closing 1X2 only (Pinnacle, else the market average), no half-time score, no over/under.
 * @example loadChineseSuperLeague().length // 2,544
 */
export function loadChineseSuperLeague(): FootballMatch[] {
  const file = join(dataDir, 'football-data.co.uk', 'extra-leagues', 'CHN.csv');
  return parseCsv(readFileSync(file, 'utf8')).map((row) => {
    const [h, d, a] = [['PSCH', 'AvgCH'], ['PSCD', 'AvgCD'], ['PSCA', 'AvgCA']].map((names) => numberFrom(row, names));
    return {
      file: 'CHN.csv',
      homeGoals: numberFrom(row, ['HG']) ?? Number.NaN,
      awayGoals: numberFrom(row, ['AG']) ?? Number.NaN,
      halfTimeHome: undefined,
      halfTimeAway: undefined,
      oneXTwo: h && d && a ? [h, d, a] : undefined,
      overUnder: undefined,
    };
  });
}

/** One NBA game with its lines. */
export interface NbaGame {
  readonly season: number;
  readonly homeScore: number;
  readonly awayScore: number;
  /** Points the favourite gives (≥ 0), and who that is. */
  readonly spread: number | undefined;
  readonly favourite: 'home' | 'away';
  readonly total: number | undefined;
}

/**
 * Every game of the NBA betting file (2007-08 .. 2023-24).
 * @example loadNbaGames().length // 21,797
 */
export function loadNbaGames(): NbaGame[] {
  const file = join(dataDir, 'nba-betting-kaggle', 'nba_2008-2024.csv');
  return parseCsv(readFileSync(file, 'utf8')).map((row) => ({
    season: numberFrom(row, ['season']) ?? Number.NaN,
    homeScore: numberFrom(row, ['score_home']) ?? Number.NaN,
    awayScore: numberFrom(row, ['score_away']) ?? Number.NaN,
    spread: numberFrom(row, ['spread']),
    favourite: row.get('whos_favored') === 'away' ? 'away' : 'home',
    total: numberFrom(row, ['total']),
  }));
}
