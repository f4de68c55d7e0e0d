import type { ReplyOf, calls } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFootballOdds } from '../../api/football-api.ts';
import { KellyTable } from './kelly-table.tsx';
import { MarketOdds } from './market-odds.tsx';
import type { QuoteRow } from './quote-table.tsx';
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
  const outcomes = OUTCOME_KEYS[market].map((key) => t(`match.outcomeLabel.${key}`));
  const rows: QuoteRow[] = (odds.data?.paths ?? [])
    .filter((p) => p.market === market && p.steps.length > 0)
    .map((p) => ({ key: p.company, companyName: p.companyName, steps: p.steps }));

  return (
    <MarketOdds markets={MARKETS} market={market} onMarket={setMarket} isPending={odds.isPending} pendingRows={5} rows={rows} outcomes={outcomes} hasLine={market !== '1x2'} showTapHint>
      {market === '1x2' && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>
            {t('match.kelly')}
            <span className={styles.muted}>{t('match.kellyHint')}</span>
          </h3>
          <KellyTable id={id} kickoffAt={kickoffAt} competitionId={competitionId} />
        </section>
      )}
    </MarketOdds>
  );
}
