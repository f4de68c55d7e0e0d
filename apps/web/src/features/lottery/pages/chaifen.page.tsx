import { ENUMERATION_LIMIT, type SplitResult } from '@scoreline/lottery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetRows } from '../components/bet-rows.tsx';
import { Disclaimer } from '../components/disclaimer.tsx';
import { LotteryLayout } from '../components/lottery-layout.tsx';
import { NoPlan } from '../components/no-plan.tsx';
import { useDraftPlan } from '../components/use-draft-plan.ts';
import { split } from '../model/compute.ts';
import styles from '../components/lottery.module.css';

/** 拆分明细: every single bet of the plan with its unit prize, virtualised; over the limit, a clear notice. */
export default function ChaifenPage() {
  const { t } = useTranslation();
  const { game, draft, computed, problem } = useDraftPlan();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<SplitResult | null>(null);
  useEffect(() => {
    setResult(null);
    if (!computed || computed.summary.bets > ENUMERATION_LIMIT) return;
    // After the first paint: the page shows its header and totals while the rows are made.
    const timer = setTimeout(() => {
      const made = split(computed.plan);
      if (made.ok) setResult(made.value);
    }, 0);
    return () => clearTimeout(timer);
  }, [computed]);
  const summary = computed?.summary;
  return (
    <LotteryLayout title={t('lottery.splitTitle')} testId="chaifen-page" scrollRef={scrollRef}>
      {!summary && <NoPlan game={game} problem={problem} />}
      {summary && (
        <>
          <div className={styles.stats}>
            <span>
              <b data-testid="split-bets">{summary.bets}</b>
              {t('lottery.betsLabel')}
            </span>
            <span>
              <b>¥{summary.cost}</b>
              {t('lottery.cost')}
            </span>
            <span>
              <b>{summary.minPrize ? `${summary.minPrize}–${summary.maxPrize}` : '–'}</b>
              {t('lottery.prizeRange')}
            </span>
          </div>
          {summary.bets > ENUMERATION_LIMIT ? (
            <p className={styles.problem} data-testid="split-too-many">
              {t('lottery.tooMany', { total: summary.bets, limit: ENUMERATION_LIMIT })}
            </p>
          ) : result ? (
            <BetRows rows={result.rows} matches={draft.matches} scrollRef={scrollRef} amount={(row) => (row.unit ? <b>¥{row.unit}</b> : null)} />
          ) : (
            <p className={styles.note}>{t('lottery.computing')}</p>
          )}
        </>
      )}
      <Disclaimer />
    </LotteryLayout>
  );
}
