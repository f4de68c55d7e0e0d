/**
 * `npm run --silent backtest -- [--json] --evaluate-from YYYY-MM-DD FILE…`
 *
 * Back-tests the football forecasts on football-data.co.uk CSV files (any leagues, any seasons;
 * see src/backtest.ts for the method) and prints the scores of the odds-free model, the published
 * blend and the closing market. Bad flags or files stop with a message naming the problem.
 */
import { backtestFootball } from '../src/backtest.ts';
import { backtestNba } from '../src/basketball-backtest.ts';
import { loadFootball } from './football.ts';
import { loadNba } from './nba.ts';

interface Flags {
  json: boolean;
  evaluateFrom: number;
  sport: 'football' | 'nba';
  ratings: 'dixon-coles' | 'dynamic' | undefined;
  files: string[];
}

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { json: false, evaluateFrom: NaN, sport: 'football', ratings: undefined, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--json') flags.json = true;
    else if (arg === '--evaluate-from') flags.evaluateFrom = parseIsoDate(argv[++i]);
    else if (arg === '--sport') flags.sport = parseSport(argv[++i]);
    else if (arg === '--ratings') flags.ratings = parseRatings(argv[++i]);
    else if (arg.startsWith('--')) throw new Error(`unknown flag ${arg} (known: --json, --evaluate-from YYYY-MM-DD, --sport football|nba, --ratings dixon-coles|dynamic)`);
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

function parseRatings(value: string | undefined): Flags['ratings'] {
  if (value === 'dixon-coles' || value === 'dynamic') return value;
  throw new Error(`--ratings is dixon-coles or dynamic, got ${JSON.stringify(value ?? '')}`);
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;

function main(): void {
  const flags = parseFlags(process.argv.slice(2));
  const started = performance.now();
  if (flags.sport === 'nba') {
    print(nbaReport(flags.files, flags.evaluateFrom), flags.json, started);
    return;
  }
  const result = backtestFootball(loadFootball(flags.files), { evaluateFrom: flags.evaluateFrom, ...(flags.ratings ? { ratings: flags.ratings } : {}) });
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
    calibration: { ece: round(result.calibration.ece), games: result.calibration.games, eceOnMarketGames: round(result.calibration.eceOnMarketGames) },
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
