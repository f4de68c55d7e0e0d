import { calls, MAX_FOOTBALL_PAGE_SIZE } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import type { RowCompany, RowPrices } from '../model/score-row.ts';
import type { BasketballOddsType, FootballOddsType } from '../stores/score-settings.ts';
import { allPages } from './score-list.ts';

/** Shown as is when `name` is set (the server names football companies in the caller's locale). */
export type OddsCompany = RowCompany;

/** One day's prices of one odds type: per match, per company (in the server's listing order). */
export interface OddsBook {
  companies: readonly OddsCompany[];
  byMatch: ReadonlyMap<string, ReadonlyMap<string, RowPrices>>;
}

// One fallback object per stored prices, so a memoised row sees the same prices on every render.
const fallbacks = new WeakMap<RowPrices, RowPrices>();

/**
 * The prices a row shows: the chosen company's; when it does not price the match, the first
 * company that does, named (`fallback`). The order is the server's (football: bet365, 平博,
 * 威廉希尔 … then the market average and maximum, see the contract's footballCompanyQuotes;
 * basketball: the bookmaker line, then the lottery), so a CSL match shows 平博 under bet365.
 *
 * @example
 * chosenPrices(book, 'csl-match', 'bet365')?.fallback // { id: 'pinnacle', name: '平博' }
 */
export function chosenPrices(book: OddsBook | undefined, matchId: string, company: string): RowPrices | null {
  const perCompany = book?.byMatch.get(matchId);
  if (!book || !perCompany) return null;
  const chosen = perCompany.get(company);
  if (chosen) return chosen;
  const [first] = perCompany;
  if (!first) return null;
  const [id, prices] = first;
  let shown = fallbacks.get(prices);
  if (!shown) {
    shown = { ...prices, fallback: book.companies.find((c) => c.id === id) ?? { id, name: null } };
    fallbacks.set(prices, shown);
  }
  return shown;
}

function book(entries: { id: string; quotes: { company: string; name: string | null; prices: RowPrices }[] }[]): OddsBook {
  const companies = new Map<string, OddsCompany>();
  const byMatch = new Map<string, Map<string, RowPrices>>();
  for (const { id, quotes } of entries) {
    const perCompany = new Map<string, RowPrices>();
    for (const quote of quotes) {
      perCompany.set(quote.company, quote.prices);
      if (!companies.has(quote.company)) companies.set(quote.company, { id: quote.company, name: quote.name });
    }
    byMatch.set(id, perCompany);
  }
  return { companies: [...companies.values()], byMatch };
}

/** MobileFoot/dateGameDuo (1X2) or dateGameYaRang (Asian handicap) for a Beijing day. */
export async function fetchFootballOdds(type: FootballOddsType, date: string): Promise<OddsBook> {
  if (type === '1x2') {
    const rows = await allPages((page) => api.callApi(calls.footballOddsComparison, { date, page, pageSize: MAX_FOOTBALL_PAGE_SIZE }));
    return book(rows.map((row) => ({ id: row.id, quotes: row.companies.map((c) => ({ company: c.company, name: c.companyName, prices: { kind: '1x2', line: null, values: c.prices } })) })));
  }
  const rows = await allPages((page) => api.callApi(calls.footballHandicapOdds, { date, page, pageSize: MAX_FOOTBALL_PAGE_SIZE }));
  return book(
    rows.map((row) => ({
      id: row.id,
      quotes: row.companies.map((c) => ({ company: c.company, name: c.companyName, prices: { kind: 'handicap', line: c.current.line, values: c.current.prices } })),
    })),
  );
}

/**
 * MobileLan/getGameDuoList (moneyline) or getGameRfList (spread). The NBA data has one
 * bookmaker line per game; the lottery's 让分 prices are derived from it, so basketball offers
 * two "companies": the bookmaker and the lottery.
 */
export async function fetchBasketballOdds(type: BasketballOddsType, date: string): Promise<OddsBook> {
  if (type === 'moneyline') {
    const items = await allPages((page) => api.callApi(calls.basketballMoneylineList, { date, page, pageSize: 50 }));
    return book(
      items.map((item) => ({
        id: item.game.id,
        quotes: item.home && item.away ? [{ company: 'bookmaker', name: null, prices: { kind: 'moneyline', line: null, values: [item.home.decimal, item.away.decimal] } }] : [],
      })),
    );
  }
  const items = await allPages((page) => api.callApi(calls.basketballSpreadList, { date, page, pageSize: 50 }));
  return book(
    items.map((item) => ({
      id: item.game.id,
      quotes: [
        ...(item.line !== null ? [{ company: 'bookmaker', name: null, prices: { kind: 'spread' as const, line: item.line, values: [] } }] : []),
        ...(item.lottery ? [{ company: 'lottery', name: null, prices: { kind: 'spread' as const, line: item.lottery.handicap, values: [item.lottery.home, item.lottery.away] } }] : []),
      ],
    })),
  );
}
