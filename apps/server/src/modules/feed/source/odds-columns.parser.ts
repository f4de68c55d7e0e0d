import type { CompanyId, OddsTiming } from './bookmaker.codes.ts';
import { bookmakerCode, splitTiming } from './bookmaker.codes.ts';
import type { Header, NamedRow } from './table.reader.ts';
import { createHeader } from './table.reader.ts';

/**
 * Finds every bookmaker's odds columns in a football-data.co.uk header, whatever the season's
 * layout, and reads them from a row. Detection is by name pattern, not by a fixed list, so a
 * bookmaker that appears in a later season (`1XB`, `BFE` in 2024-25) is picked up unchanged:
 * - 1X2: `<P>H`, `<P>D`, `<P>A` all present;
 * - over/under 2.5 goals: `<P>>2.5` and `<P><2.5`;
 * - Asian handicap: `<P>AHH` and `<P>AHA`, at line `AHh` (pre), `AHCh` (closing) or, for
 *   Betbrain's 2018-19 columns, `BbAHh`.
 * `<P>` is a bookmaker code, optionally followed by `C` for closing odds (see `splitTiming`).
 *
 * Prices are decimal odds. A quote whose cells are all blank is simply absent. A quote with some
 * cells blank, or a price that is not above 1 (the files use `0` for "missing" in a few rows), is
 * dropped with a warning and the match is kept.
 */

interface QuoteSource {
  /**
   * The code as written in the file, e.g. `PS`, `P`, `BbAv`; `bookmakerCode(code)` also tells
   * who computed a market max/average (football-data.co.uk or Betbrain).
   */
  code: string;
  /** Undefined for a code this layer does not know yet. */
  company: CompanyId | undefined;
  timing: OddsTiming;
}

/** Decimal 1X2 prices of one bookmaker at one time. */
export interface OneXTwoQuote extends QuoteSource {
  home: number;
  draw: number;
  away: number;
}

/** Decimal over/under 2.5 goals prices. */
export interface OverUnderQuote extends QuoteSource {
  line: 2.5;
  over: number;
  under: number;
}

/** Decimal Asian-handicap prices; `line` is the home team's handicap (e.g. -0.75). */
export interface AsianHandicapQuote extends QuoteSource {
  line: number;
  home: number;
  away: number;
}

/** Every quote found on one match row. */
export interface MatchOdds {
  oneXTwo: OneXTwoQuote[];
  overUnder: OverUnderQuote[];
  asianHandicap: AsianHandicapQuote[];
  /** 2018-19 only: how many bookmakers Betbrain's max/average were taken over. */
  betbrainCounts?: { oneXTwo?: number; overUnder?: number; asianHandicap?: number };
}

interface ColumnSet extends QuoteSource {
  columns: readonly string[];
  /** Positions of `columns`, looked up once per file rather than once per row. */
  indexes: readonly number[];
  lineColumn?: string;
}

/** Where each market's columns are in one file; computed once per header. */
export interface OddsLayout {
  oneXTwo: ColumnSet[];
  overUnder: ColumnSet[];
  asianHandicap: ColumnSet[];
}

/**
 * Finds the odds columns of a header.
 *
 * @example
 * detectOddsLayout(['PSCH', 'PSCD', 'PSCA']).oneXTwo[0]
 * // { code: 'PS', company: 'pinnacle', timing: 'closing', columns: ['PSCH', 'PSCD', 'PSCA'], indexes: [0, 1, 2] }
 */
export function detectOddsLayout(header: Header | readonly string[]): OddsLayout {
  const columns = 'names' in header ? header : createHeader(header);
  return {
    oneXTwo: detect(columns, /^(.+)H$/, (p) => [`${p}H`, `${p}D`, `${p}A`]),
    overUnder: detect(columns, /^(.+)>2\.5$/, (p) => [`${p}>2.5`, `${p}<2.5`]),
    asianHandicap: detect(columns, /^(.+)AHH$/, (p) => [`${p}AHH`, `${p}AHA`]).map(withLineColumn),
  };
}

function detect(header: Header, pattern: RegExp, columnsOf: (prefix: string) => string[]): ColumnSet[] {
  const prefixes = header.names
    .map((name) => pattern.exec(name)?.[1])
    .filter((p): p is string => p !== undefined && columnsOf(p).every((c) => header.has(c)));
  const prefixSet = new Set(prefixes);
  return prefixes.map((prefix) => {
    const { code, timing } = splitTiming(prefix, prefixSet);
    const columns = columnsOf(prefix);
    const indexes = columns.map((c) => header.indexOf(c) ?? -1);
    return { code, company: bookmakerCode(code)?.company, timing, columns, indexes };
  });
}

function withLineColumn(set: ColumnSet): ColumnSet {
  if (set.timing === 'closing') return { ...set, lineColumn: 'AHCh' };
  return { ...set, lineColumn: set.code.startsWith('Bb') ? 'BbAHh' : 'AHh' };
}

/**
 * Reads every quote of a row.
 *
 * @example
 * readOdds(row, layout).oneXTwo.find((q) => q.company === 'pinnacle' && q.timing === 'closing')
 */
export function readOdds(row: NamedRow, layout: OddsLayout): MatchOdds {
  // Quotes are built field by field rather than by spreading a shared object: this runs about
  // 500,000 times over the top-5 files, and object spreads were most of the parse time.
  const odds: MatchOdds = {
    oneXTwo: collect(row, layout.oneXTwo, (p, { code, company, timing }) => ({
      code, company, timing, home: at(p, 0), draw: at(p, 1), away: at(p, 2),
    })),
    overUnder: collect(row, layout.overUnder, (p, { code, company, timing }) => ({
      code, company, timing, line: 2.5 as const, over: at(p, 0), under: at(p, 1),
    })),
    asianHandicap: collect(row, layout.asianHandicap, (p, { code, company, timing }, line) => ({
      code, company, timing, line, home: at(p, 0), away: at(p, 1),
    })),
  };
  const counts = readBetbrainCounts(row);
  if (counts) odds.betbrainCounts = counts;
  return odds;
}

/** A price by position; `readPrices` has checked that every position holds a price. */
function at(prices: readonly number[], i: number): number {
  return prices[i] ?? NaN;
}

function collect<Q>(
  row: NamedRow,
  sets: readonly ColumnSet[],
  build: (prices: readonly number[], set: ColumnSet, line: number) => Q,
): Q[] {
  const quotes: Q[] = [];
  for (const set of sets) {
    const prices = readPrices(row, set);
    if (!prices) continue;
    const line = set.lineColumn ? readLine(row, set) : NaN; // NaN: the market has no line column
    if (line === undefined) continue;
    quotes.push(build(prices, set, line));
  }
  return quotes;
}

/** Prices of one quote, or undefined when the quote is absent or unusable (with a warning). */
function readPrices(row: NamedRow, { columns, indexes }: ColumnSet): number[] | undefined {
  // Plain loops over precomputed positions: this runs for every bookmaker on every row
  // (about 500,000 times for the top-5 files).
  const cells: string[] = [];
  let blanks = 0;
  for (const index of indexes) {
    const cell = row.cell(index);
    if (cell === '') blanks += 1;
    cells.push(cell);
  }
  if (blanks === indexes.length) return undefined;
  if (blanks > 0) {
    row.warn(`${columns.join('/')}: incomplete quote (${cells.join(',')}) dropped`);
    return undefined;
  }
  const prices = cells.map(Number);
  for (const price of prices) {
    if (Number.isFinite(price) && price > 1) continue;
    row.warn(`${columns.join('/')}: ${cells.join(',')} is not a set of decimal odds above 1; quote dropped`);
    return undefined;
  }
  return prices;
}

function readLine(row: NamedRow, set: ColumnSet): number | undefined {
  const column = set.lineColumn ?? '';
  const cell = row.get(column) ?? '';
  const line = Number(cell);
  if (cell === '' || !Number.isFinite(line) || !Number.isInteger(line * 4)) {
    row.warn(`${column}: handicap line '${cell}' unusable; ${set.columns.join('/')} dropped`);
    return undefined;
  }
  return line;
}

function readBetbrainCounts(row: NamedRow): MatchOdds['betbrainCounts'] {
  const read = (name: string) => {
    const cell = row.get(name);
    return cell && /^\d+$/.test(cell) ? Number(cell) : undefined;
  };
  const counts = { oneXTwo: read('Bb1X2'), overUnder: read('BbOU'), asianHandicap: read('BbAH') };
  const hasAny = Object.values(counts).some((v) => v !== undefined);
  return hasAny ? counts : undefined;
}
