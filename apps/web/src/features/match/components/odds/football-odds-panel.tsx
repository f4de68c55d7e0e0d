import { CapsuleTabs } from 'antd-mobile';
import type { ReplyOf, calls } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useFootballOdds } from '../../api/football-api.ts';
import { KellyTable } from './kelly-table.tsx';
import { MovementSheet, type MovementTarget } from './movement-sheet.tsx';
import { QuoteTable, type QuoteRow } from './quote-table.tsx';
import styles from '../match.module.css';

type OddsPath = ReplyOf<typeof calls.footballOddsHistory>['paths'][number];
type Market = OddsPath['market'];

const MARKETS: readonly Market[] = ['1x2', 'asian_handicap', 'over_under'];
type OutcomeKey = 'home' | 'draw' | 'away' | 'over' | 'under';
const OUTCOME_KEYS: Record<Market, readonly OutcomeKey[]> = {
  '1x2': ['home', 'draw', 'away'],
  asian_handicap: ['home', 'away'],
  over_under: ['over', 'under'],
};

/** 指数: 1X2, Asian handicap and over/under by company (opening → now); a row opens its movement. */
export function FootballOddsPanel({ id, kickoffAt, competitionId }: { id: string; kickoffAt: number; competitionId: string }) {
  const { t } = useTranslation();
  const odds = useFootballOdds(id);
  const [market, setMarket] = useState<Market>('1x2');
  const [target, setTarget] = useState<MovementTarget | null>(null);
  const outcomes = OUTCOME_KEYS[market].map((key) => t(`match.outcomeLabel.${key}`));
  const rows: QuoteRow[] = (odds.data?.paths ?? [])
    .filter((p) => p.market === market && p.steps.length > 0)
    .map((p) => ({ key: p.company, companyName: p.companyName, steps: p.steps }));

  return (
    <div className={styles.panel} data-testid="match-odds">
      <CapsuleTabs activeKey={market} onChange={(key) => setMarket(key as Market)} className={styles.marketSwitch}>
        {MARKETS.map((m) => (
          <CapsuleTabs.Tab key={m} title={t(`match.market.${m}`)} />
        ))}
      </CapsuleTabs>
      <section className={styles.section}>
        {odds.isPending ? (
          <ListSkeleton rows={5} />
        ) : rows.length ? (
          <QuoteTable
            rows={rows}
            outcomes={outcomes}
            hasLine={market !== '1x2'}
            onOpen={(row) => setTarget({ companyName: row.companyName, marketLabel: t(`match.market.${market}`), outcomes, hasLine: market !== '1x2', steps: row.steps })}
          />
        ) : (
          <p className={styles.empty}>{t('match.noOdds')}</p>
        )}
        {rows.length > 0 && <p className={styles.muted}>{t('match.tapForMovement')}</p>}
      </section>
      {market === '1x2' && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>
            {t('match.kelly')}
            <span className={styles.muted}>{t('match.kellyHint')}</span>
          </h3>
          <KellyTable id={id} kickoffAt={kickoffAt} competitionId={competitionId} />
        </section>
      )}
      <MovementSheet target={target} onClose={() => setTarget(null)} now={Date.now()} />
    </div>
  );
}
