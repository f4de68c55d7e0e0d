import type { ReplyOf, calls } from '@scoreline/contract';
import { CapsuleTabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { MovementSheet, type MovementTarget } from './movement-sheet.tsx';
import { QuoteTable, type QuoteRow } from './quote-table.tsx';
import styles from '../match.module.css';

/** Every market either sport quotes (each has a `match.market.*` label). */
type OddsMarket = ReplyOf<typeof calls.footballOddsHistory>['paths'][number]['market'] | ReplyOf<typeof calls.basketballOdds>['markets'][number]['market'];

/** Handicap lines are signed (+0.25, -5.5); totals are not: "+2.5" goals read as a handicap. */
const SIGNED_LINE_MARKETS: ReadonlySet<OddsMarket> = new Set<OddsMarket>(['asian_handicap', 'spread']);

export interface MarketOddsProps<M extends OddsMarket> {
  markets: readonly M[];
  market: M;
  onMarket: (market: M) => void;
  isPending: boolean;
  /** Skeleton rows while the quotes load. */
  pendingRows: number;
  /** The open market's quotes, one row per company. */
  rows: readonly QuoteRow[];
  outcomes: readonly string[];
  hasLine: boolean;
  /** Under the quotes, when there are some: "tap a row for its movement". */
  showTapHint?: boolean;
  /** Sections after the quotes (football's Kelly table). */
  children?: ReactNode;
}

/** 指数 of either sport: the market switch, the quotes by company, and a row's movement sheet. */
export function MarketOdds<M extends OddsMarket>(props: MarketOddsProps<M>) {
  const { markets, rows, outcomes, hasLine } = props;
  const { t } = useTranslation();
  const market: OddsMarket = props.market;
  const signedLine = SIGNED_LINE_MARKETS.has(market);
  const [target, setTarget] = useState<MovementTarget | null>(null);
  return (
    <div className={styles.panel} data-testid="match-odds">
      <CapsuleTabs activeKey={market} onChange={(key) => props.onMarket(key as M)} className={styles.marketSwitch}>
        {markets.map((m: OddsMarket) => (
          <CapsuleTabs.Tab key={m} title={t(`match.market.${m}`)} />
        ))}
      </CapsuleTabs>
      <section className={styles.section}>
        {props.isPending ? (
          <ListSkeleton rows={props.pendingRows} />
        ) : rows.length ? (
          <QuoteTable
            rows={rows}
            outcomes={outcomes}
            hasLine={hasLine}
            signedLine={signedLine}
            onOpen={(row) => setTarget({ companyName: row.companyName, marketLabel: t(`match.market.${market}`), outcomes, hasLine, signedLine, steps: row.steps })}
          />
        ) : (
          <p className={styles.empty}>{t('match.noOdds')}</p>
        )}
        {props.showTapHint && rows.length > 0 && <p className={styles.muted}>{t('match.tapForMovement')}</p>}
      </section>
      {props.children}
      <MovementSheet target={target} onClose={() => setTarget(null)} now={Date.now()} />
    </div>
  );
}
