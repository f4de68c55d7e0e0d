import type { ReplyOf, calls } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasketballOdds } from '../../api/basketball-api.ts';
import { MarketOdds } from '../odds/market-odds.tsx';
import type { QuoteRow } from '../odds/quote-table.tsx';

type Market = ReplyOf<typeof calls.basketballOdds>['markets'][number]['market'];
const MARKETS: readonly Market[] = ['moneyline', 'spread', 'total'];

/** 指数 (basketball): moneyline, spread and total by company; a row opens its movement. */
export function BasketballOddsPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const odds = useBasketballOdds(id);
  const [chosen, setMarket] = useState<Market | null>(null);
  const markets = odds.data?.markets ?? [];
  // The NBA data stops quoting moneylines in 2023: open on the first market this game has.
  const market = chosen ?? MARKETS.find((m) => markets.some((q) => q.market === m)) ?? 'moneyline';
  const quotes = markets.filter((m) => m.market === market);
  const outcomes = (quotes[0]?.outcomes ?? (market === 'total' ? ['over', 'under'] : ['home', 'away'])).map((o) => t(`match.outcomeLabel.${o}`));
  const rows: QuoteRow[] = quotes.map((q) => ({ key: q.companyId, companyName: q.companyName, steps: q.history.length ? q.history : [q.opening, q.current] }));
  return <MarketOdds markets={MARKETS} market={market} onMarket={setMarket} isPending={odds.isPending} pendingRows={4} rows={rows} outcomes={outcomes} hasLine={market !== 'moneyline'} />;
}
