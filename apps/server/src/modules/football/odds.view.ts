import type { FootballCompanyQuotes, Locale } from '@scoreline/contract';
import type { BoardOddsPath, MatchBoard } from '../feed/live/board.types.ts';
import type { OddsMarket } from '../feed/replay/odds-path.ts';
import { companyLabel } from './match-row.mapper.ts';
import { AGGREGATE_COMPANIES, averagePrices, companyRank, consensus } from './odds.rules.ts';

/**
 * Reading a match's odds off the board: the first step is the opening quote, the last step
 * (the board cuts the history at now) the current one.
 */

export interface OpeningCurrent {
  company: string;
  opening: { line: number | null; prices: number[] };
  current: { line: number | null; prices: number[] };
}

/** Each company's opening and current quote in one market, in the listing order (`companyRank`). */
export function quotesOf(board: MatchBoard, id: string, market: OddsMarket): OpeningCurrent[] {
  return board
    .odds(id)
    .filter((p) => p.market === market)
    .flatMap((p) => {
      const first = p.steps[0];
      const last = p.steps.at(-1);
      if (!first || !last) return [];
      return [{ company: p.company, opening: { line: first.line, prices: first.prices }, current: { line: last.line, prices: last.prices } }];
    })
    .sort((a, b) => companyRank(a.company) - companyRank(b.company));
}

/** The bookmakers' quotes; the market aggregates only when no bookmaker quotes the match. */
export function bookmakerQuotes(quotes: readonly OpeningCurrent[]): OpeningCurrent[] {
  const bookmakers = quotes.filter((q) => !AGGREGATE_COMPANIES.has(q.company));
  return bookmakers.length > 0 ? bookmakers : [...quotes];
}

/** Named for the reply. */
export function namedQuotes(quotes: readonly OpeningCurrent[], locale: Locale): FootballCompanyQuotes[] {
  return quotes.map((q) => ({ company: q.company, companyName: companyLabel(q.company, locale), opening: q.opening, current: q.current }));
}

/** The market view of a match's 1X2: consensus probabilities and average current prices. */
export function oneXTwoMarket(board: MatchBoard, id: string): { probabilities: number[]; average: number[]; quotes: OpeningCurrent[] } | undefined {
  const quotes = bookmakerQuotes(quotesOf(board, id, '1x2')).filter((q) => q.current.prices.length === 3);
  const sets = quotes.map((q) => q.current.prices);
  const probabilities = consensus(sets);
  if (!probabilities) return undefined;
  return { probabilities, average: averagePrices(sets), quotes };
}

/** The paths as they are, for charts. */
export function pathsFor(board: MatchBoard, id: string, filter: { market?: string | undefined; company?: string | undefined }): readonly BoardOddsPath[] {
  return board.odds(id).filter((p) => (!filter.market || p.market === filter.market) && (!filter.company || p.company === filter.company));
}
