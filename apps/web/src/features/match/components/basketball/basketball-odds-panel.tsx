import type { ReplyOf, calls } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasketballOdds } from '../../api/basketball-api.ts';
import { MarketOdds } from '../odds/market-odds.tsx';
import type { OddsStep } from '../odds/odds-steps.ts';
import type { QuoteRow } from '../odds/quote-table.tsx';
import { sidesOf } from '../../../../lib/sides.ts';

type Quote = ReplyOf<typeof calls.basketballOdds>['markets'][number];
type Market = Quote['market'];
const SIDES = sidesOf('basketball');

/**
 * A company's quote with its outcomes in screen order: a home/away market's prices are turned
 * to away first, as every basketball screen lists the teams (the line stays the home side's).
 * @example inScreenOrder(moneyline).outcomes // ['away', 'home']
 */
export function inScreenOrder(q: Quote): { companyId: string; companyName: string; outcomes: Quote['outcomes']; steps: OddsStep[] } {
  const steps = q.history.length ? q.history : [q.opening, q.current];
  const turn = q.outcomes.length === 2 && q.outcomes[0] === 'home' && q.outcomes[1] === 'away' && SIDES[0] === 'away';
  return {
    companyId: q.companyId,
    companyName: q.companyName,
    outcomes: turn ? [...q.outcomes].reverse() : q.outcomes,
    steps: turn ? steps.map((s) => ({ ...s, prices: [...s.prices].reverse() })) : steps,
  };
}
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
  const shown = quotes.map(inScreenOrder);
  const outcomes = (shown[0]?.outcomes ?? (market === 'total' ? ['over', 'under'] : [...SIDES])).map((o) => t(`match.outcomeLabel.${o}`));
  const rows: QuoteRow[] = shown.map((q) => ({ key: q.companyId, companyName: q.companyName, steps: q.steps }));
  return <MarketOdds markets={MARKETS} market={market} onMarket={setMarket} isPending={odds.isPending} pendingRows={4} rows={rows} outcomes={outcomes} hasLine={market !== 'moneyline'} />;
}
