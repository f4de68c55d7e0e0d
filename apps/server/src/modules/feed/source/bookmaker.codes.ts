/**
 * football-data.co.uk names odds columns `<code><market suffix>`, e.g. `B365H`, `PSCH`, `P>2.5`,
 * `BbAvAHH`. This table says which company each code stands for. Pinnacle has two codes: `PS` on
 * 1X2 columns and `P` on over/under and Asian-handicap columns. `Max`/`Avg` (and Betbrain's
 * `BbMx`/`BbAv` in 2018-19) are not bookmakers but the market maximum and average, kept as the
 * pseudo-companies `max` and `avg`.
 *
 * A code that is not listed still parses: its quotes carry `company: undefined` and the raw code.
 */

/** Companies we can name; display names live in `catalog/company.catalog.ts`. */
export const companyIds = [
  'bet365',
  'pinnacle',
  'william-hill',
  'interwetten',
  'bwin',
  'vc-bet',
  '1xbet',
  'betfair',
  'betfair-exchange',
  'betbrain',
  'max',
  'avg',
] as const;
/** One of `companyIds`. */
export type CompanyId = (typeof companyIds)[number];

/** Where a code's prices come from: one bookmaker, or an aggregate over many. */
export interface BookmakerCode {
  company: CompanyId;
  /** Set for market max/average codes: who computed the aggregate. */
  aggregator?: 'football-data' | 'betbrain';
}

const CODES: Readonly<Record<string, BookmakerCode>> = {
  B365: { company: 'bet365' },
  PS: { company: 'pinnacle' },
  P: { company: 'pinnacle' },
  WH: { company: 'william-hill' },
  IW: { company: 'interwetten' },
  BW: { company: 'bwin' },
  VC: { company: 'vc-bet' },
  '1XB': { company: '1xbet' },
  BF: { company: 'betfair' },
  BFE: { company: 'betfair-exchange' },
  Max: { company: 'max', aggregator: 'football-data' },
  Avg: { company: 'avg', aggregator: 'football-data' },
  BbMx: { company: 'max', aggregator: 'betbrain' },
  BbAv: { company: 'avg', aggregator: 'betbrain' },
};

/**
 * The company behind a code, if known.
 *
 * @example
 * bookmakerCode('PS')   // { company: 'pinnacle' }
 * bookmakerCode('BbAv') // { company: 'avg', aggregator: 'betbrain' }
 */
export function bookmakerCode(code: string): BookmakerCode | undefined {
  return Object.hasOwn(CODES, code) ? CODES[code] : undefined;
}

/** Pre-match odds, or the closing odds (columns with `C` after the code). */
export type OddsTiming = 'pre' | 'closing';

/**
 * Splits a column prefix into bookmaker code and timing. A prefix ending in `C` is a closing
 * price when what is left is a known code or is also used, without the `C`, in the same file:
 * `PSC` → Pinnacle closing, `VCC` → VC Bet closing, but `VC` (no known `V`) → VC Bet pre-match.
 *
 * @example
 * splitTiming('B365C', new Set(['B365', 'B365C'])) // { code: 'B365', timing: 'closing' }
 * splitTiming('VC', new Set(['VC', 'VCC']))        // { code: 'VC', timing: 'pre' }
 */
export function splitTiming(prefix: string, prefixesInFile: ReadonlySet<string>): { code: string; timing: OddsTiming } {
  if (prefix.length > 1 && prefix.endsWith('C')) {
    const code = prefix.slice(0, -1);
    if (bookmakerCode(code) || prefixesInFile.has(code)) return { code, timing: 'closing' };
  }
  return { code: prefix, timing: 'pre' };
}
