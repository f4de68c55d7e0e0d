/**
 * `npm run --silent backtest -- [--json] --evaluate-from YYYY-MM-DD FILE…`
 *
 * Back-tests the football forecasts on football-data.co.uk CSV files (any leagues, any seasons;
 * see src/backtest.ts for the method) and prints the scores of the odds-free model, the published
 * blend and the closing market. Bad flags or files stop with a message naming the problem.
 */
import { readFileSync } from 'node:fs';
import { backtestFootball, type BacktestMatch } from '../src/backtest.ts';
import { backtestNba } from '../src/basketball-backtest.ts';
import { toDecimalOdds, type DecimalOdds } from '../src/units.ts';
import { parseCsv } from './csv.ts';
import { loadNba } from './nba.ts';

interface Flags {
  json: boolean;
  evaluateFrom: number;
  sport: 'football' | 'nba';
  files: string[];
}

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { json: false, evaluateFrom: NaN, sport: 'football', files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--json') flags.json = true;
    else if (arg === '--evaluate-from') flags.evaluateFrom = parseIsoDate(argv[++i]);
    else if (arg === '--sport') flags.sport = parseSport(argv[++i]);
    else if (arg.startsWith('--')) throw new Error(`unknown flag ${arg} (known: --json, --evaluate-from YYYY-MM-DD, --sport football|nba)`);
    else flags.files.push(arg);
  }
  if (Number.isNaN(flags.evaluateFrom)) throw new Error('--evaluate-from YYYY-MM-DD is required');
  if (flags.files.length === 0) throw new Error('no CSV files given');
  return flags;
}

function parseIsoDate(value: string | undefined): number {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new Error(`--evaluate-from needs a date as YYYY-MM-DD, got ${JSON.stringify(value ?? '')}`);
  }
  return Date.parse(`${value}T00:00:00Z`);
}

function parseSport(value: string | undefined): Flags['sport'] {
  if (value === 'football' || value === 'nba') return value;
  throw new Error(`--sport is football or nba, got ${JSON.stringify(value ?? '')}`);
}

/** One football-data.co.uk row as a back-test match; undefined when it lacks a result. */
function footballMatch(row: Record<string, string>, file: string): BacktestMatch | undefined {
  const playedAt = footballDate(row.Date ?? '', row.Time ?? '');
  const homeGoals = Number(row.FTHG);
  const awayGoals = Number(row.FTAG);
  if (Number.isNaN(playedAt) || !row.HomeTeam || !row.AwayTeam || row.FTHG === '' || !Number.isInteger(homeGoals) || !Number.isInteger(awayGoals)) return undefined;
  const preMatch = prices(row, ['PSH', 'PSD', 'PSA'], ['AvgH', 'AvgD', 'AvgA'], ['BbAvH', 'BbAvD', 'BbAvA'], ['B365H', 'B365D', 'B365A']);
  const over25 = pair(row, ['P>2.5', 'P<2.5'], ['Avg>2.5', 'Avg<2.5'], ['BbAv>2.5', 'BbAv<2.5']);
  const closing = prices(row, ['PSCH', 'PSCD', 'PSCA'], ['AvgCH', 'AvgCD', 'AvgCA']);
  return {
    league: row.Div || file,
    playedAt,
    home: row.HomeTeam,
    away: row.AwayTeam,
    homeGoals,
    awayGoals,
    ...shotsOnTarget(row),
    ...(preMatch ? { preMatch: { oneXTwo: preMatch, ...(over25 ? { over25 } : {}) } } : {}),
    ...(closing ? { closing } : {}),
  };
}

function shotsOnTarget(row: Record<string, string>): { homeShotsOnTarget?: number; awayShotsOnTarget?: number } {
  const home = Number(row.HST);
  const away = Number(row.AST);
  if (row.HST === '' || row.AST === '' || !Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) return {};
  return { homeShotsOnTarget: home, awayShotsOnTarget: away };
}

/** dd/mm/yy or dd/mm/yyyy, with the kick-off time when given (UK clock, close enough for ordering). */
function footballDate(date: string, time: string): number {
  const m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(date);
  if (!m) return NaN;
  const year = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const clock = /^\d{2}:\d{2}$/.test(time) ? time : '15:00';
  return Date.parse(`${year}-${m[2]}-${m[1]}T${clock}:00Z`);
}

function prices(row: Record<string, string>, ...choices: string[][]): [DecimalOdds, DecimalOdds, DecimalOdds] | undefined {
  for (const columns of choices) {
    const odds = columns.map((c) => Number(row[c]));
    if (odds.length === 3 && odds.every((o) => Number.isFinite(o) && o > 1)) return odds.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds];
  }
  return undefined;
}

function pair(row: Record<string, string>, ...choices: string[][]): [DecimalOdds, DecimalOdds] | undefined {
  for (const columns of choices) {
    const odds = columns.map((c) => Number(row[c]));
    if (odds.length === 2 && odds.every((o) => Number.isFinite(o) && o > 1)) return odds.map(toDecimalOdds) as [DecimalOdds, DecimalOdds];
  }
  return undefined;
}

function loadFootball(files: readonly string[]): BacktestMatch[] {
  return files.flatMap((file) => {
    const rows = parseCsv(readFileSync(file, 'utf8'), file);
    if (rows.length > 0 && !('FTHG' in (rows[0] ?? {}))) throw new Error(`${file}: not a football-data.co.uk file (no FTHG column)`);
    return rows.flatMap((row) => footballMatch(row, file) ?? []);
  });
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;

function main(): void {
  const flags = parseFlags(process.argv.slice(2));
  const started = performance.now();
  if (flags.sport === 'nba') {
    print(nbaReport(flags.files, flags.evaluateFrom), flags.json, started);
    return;
  }
  const result = backtestFootball(loadFootball(flags.files), { evaluateFrom: flags.evaluateFrom });
  const out = {
    matches: result.matches,
    model: mapValues(result.model, round),
    ai: mapValues(result.ai, round),
    market: mapValues(result.market, round),
    calibration: { ece: round(result.calibration.ece) },
    marketWeight: result.marketWeight,
  };
  print(out, flags.json, started);
}

function print(out: object, json: boolean, started: number): void {
  if (json) process.stdout.write(`${JSON.stringify(out)}\n`);
  else process.stdout.write(`${JSON.stringify(out, null, 2)}\n(${Math.round(performance.now() - started)} ms)\n`);
}

/** The NBA back-test: the moneyline (home win) scores, then the point errors of margin and total. */
function nbaReport(files: readonly string[], evaluateFrom: number): object {
  const result = backtestNba(loadNba(files), { evaluateFrom });
  return {
    matches: result.matches,
    model: mapValues(result.model, round),
    ai: mapValues(result.ai, round),
    market: mapValues(result.market, round),
    calibration: { ece: round(result.calibration.ece) },
    marketWeight: result.marketWeight,
    marginRmse: mapValues(result.marginRmse, round),
    totalRmse: mapValues(result.totalRmse, round),
  };
}

function mapValues<T extends object>(o: T, f: (x: number) => number): T {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v as number)])) as T;
}

try {
  main();
} catch (error) {
  process.stderr.write(`backtest: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
