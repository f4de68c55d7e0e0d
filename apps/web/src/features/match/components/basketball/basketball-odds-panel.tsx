import { CapsuleTabs } from 'antd-mobile';
import type { ReplyOf, calls } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useBasketballOdds } from '../../api/basketball-api.ts';
import { MovementSheet, type MovementTarget } from '../odds/movement-sheet.tsx';
import { QuoteTable, type QuoteRow } from '../odds/quote-table.tsx';
import styles from '../match.module.css';

type Market = ReplyOf<typeof calls.basketballOdds>['markets'][number]['market'];
const MARKETS: readonly Market[] = ['moneyline', 'spread', 'total'];

/** 指数 (basketball): moneyline, spread and total by company; a row opens its movement. */
export function BasketballOddsPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const odds = useBasketballOdds(id);
  const [chosen, setMarket] = useState<Market | null>(null);
  const [target, setTarget] = useState<MovementTarget | null>(null);
  const markets = odds.data?.markets ?? [];
  // The NBA data stops quoting moneylines in 2023: open on the first market this game has.
  const market = chosen ?? MARKETS.find((m) => markets.some((q) => q.market === m)) ?? 'moneyline';
  const quotes = markets.filter((m) => m.market === market);
  const outcomes = (quotes[0]?.outcomes ?? (market === 'total' ? ['over', 'under'] : ['home', 'away'])).map((o) => t(`match.outcomeLabel.${o}`));
  const rows: QuoteRow[] = quotes.map((q) => ({ key: q.companyId, companyName: q.companyName, steps: q.history.length ? q.history : [q.opening, q.current] }));
  const hasLine = market !== 'moneyline';
  return (
    <div className={styles.panel} data-testid="match-odds">
      <CapsuleTabs activeKey={market} onChange={(key) => setMarket(key as Market)} className={styles.marketSwitch}>
        {MARKETS.map((m) => (
          <CapsuleTabs.Tab key={m} title={t(`match.market.${m}`)} />
        ))}
      </CapsuleTabs>
      <section className={styles.section}>
        {odds.isPending ? (
          <ListSkeleton rows={4} />
        ) : rows.length ? (
          <QuoteTable
            rows={rows}
            outcomes={outcomes}
            hasLine={hasLine}
            onOpen={(row) => setTarget({ companyName: row.companyName, marketLabel: t(`match.market.${market}`), outcomes, hasLine, steps: row.steps })}
          />
        ) : (
          <p className={styles.empty}>{t('match.noOdds')}</p>
        )}
      </section>
      <MovementSheet target={target} onClose={() => setTarget(null)} now={Date.now()} />
    </div>
  );
}
