import type { bankerRow, handicapRow, kellyRow, Locale, oddsComparisonRow, overUnderRow, pinnacleRow, scoreTotalRow, upsetRow } from '@scoreline/contract';
import type { z } from 'zod';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import type { Decorate } from './football-lists.service.ts';
import { companyLabel, toFootballRow } from './match-row.mapper.ts';
import { bookmakerQuotes, namedQuotes, oneXTwoMarket, quotesOf } from './odds.view.ts';
import { averagePrices, favouriteOf, kellyIndices, maxPrices, overUnderResult, upsetState } from './odds.rules.ts';

/**
 * The decorators of the odds day lists (the dateGame variants): each turns a fixture into its
 * row, or leaves it out (undefined) when the match has nothing to show for that list.
 */

type Row<S extends z.ZodType> = z.infer<S>;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function upsetRows(board: MatchBoard): Decorate<Row<typeof upsetRow>> {
  return (f, locale) => {
    const market = oneXTwoMarket(board, f.id);
    const favourite = market && favouriteOf(market.average);
    const state = favourite && upsetState(favourite, f.status, f.score);
    if (!market || !favourite || !state) return undefined;
    const favouritePrice = market.average[favourite === 'home' ? 0 : 2] ?? 0;
    return { ...toFootballRow(f, locale), favourite, favouritePrice, state };
  };
}

export function handicapRows(board: MatchBoard): Decorate<Row<typeof handicapRow>> {
  return quotedRows(board, 'asian_handicap');
}

export function overUnderRows(board: MatchBoard): Decorate<Row<typeof overUnderRow>> {
  return quotedRows(board, 'over_under');
}

function quotedRows(board: MatchBoard, market: 'asian_handicap' | 'over_under') {
  return (f: BoardFixture, locale: Locale) => {
    const quotes = quotesOf(board, f.id, market);
    return quotes.length === 0 ? undefined : { ...toFootballRow(f, locale), companies: namedQuotes(quotes, locale) };
  };
}

export function kellyRows(board: MatchBoard): Decorate<Row<typeof kellyRow>> {
  return (f, locale) => {
    const market = oneXTwoMarket(board, f.id);
    if (!market) return undefined;
    const [home = 0, draw = 0, away = 0] = market.probabilities;
    const companies = market.quotes.map((q) => ({
      company: q.company,
      companyName: companyLabel(q.company, locale),
      prices: q.current.prices,
      kelly: kellyIndices(q.current.prices, market.probabilities),
    }));
    return { ...toFootballRow(f, locale), consensus: { home: round4(home), draw: round4(draw), away: round4(away) }, companies };
  };
}

export function pinnacleRows(board: MatchBoard): Decorate<Row<typeof pinnacleRow>> {
  return (f, locale) => {
    const pinnacle = quotesOf(board, f.id, '1x2').find((q) => q.company === 'pinnacle');
    return pinnacle ? { ...toFootballRow(f, locale), opening: pinnacle.opening.prices, current: pinnacle.current.prices } : undefined;
  };
}

export function comparisonRows(board: MatchBoard): Decorate<Row<typeof oddsComparisonRow>> {
  return (f, locale) => {
    const quotes = bookmakerQuotes(quotesOf(board, f.id, '1x2'));
    if (quotes.length === 0) return undefined;
    const sets = quotes.map((q) => q.current.prices);
    const companies = quotes.map((q) => ({ company: q.company, companyName: companyLabel(q.company, locale), prices: q.current.prices }));
    return { ...toFootballRow(f, locale), companies, average: averagePrices(sets), max: maxPrices(sets) };
  };
}

export function bankerRows(board: MatchBoard): Decorate<Row<typeof bankerRow>> {
  return (f, locale) => {
    const market = oneXTwoMarket(board, f.id);
    const favourite = market && favouriteOf(market.average);
    if (!market || !favourite) return undefined;
    const at = favourite === 'home' ? 0 : 2;
    return { ...toFootballRow(f, locale), favourite, probability: round4(market.probabilities[at] ?? 0), price: market.average[at] ?? 0 };
  };
}

/** Highest favourite probability first, then by kick-off. */
export const byBankerStrength = (a: Row<typeof bankerRow>, b: Row<typeof bankerRow>) => b.probability - a.probability || a.kickoffAt - b.kickoffAt;

export function scoreTotalRows(board: MatchBoard): Decorate<Row<typeof scoreTotalRow>> {
  return (f, locale) => {
    const quotes = bookmakerQuotes(quotesOf(board, f.id, 'over_under')).filter((q) => q.current.line !== null && q.current.prices.length === 2);
    const line = mostQuotedLine(quotes.map((q) => q.current.line ?? 0));
    const atLine = quotes.filter((q) => q.current.line === line);
    const [overPrice = null, underPrice = null] = averagePrices(atLine.map((q) => q.current.prices));
    const goals = f.score ? f.score.home + f.score.away : 0;
    const result = line === null ? null : overUnderResult(line, goals, f.status);
    return { ...toFootballRow(f, locale), line, overPrice, underPrice, result };
  };
}

function mostQuotedLine(lines: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  let best: number | null = null;
  for (const [line, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = line;
  return best;
}
