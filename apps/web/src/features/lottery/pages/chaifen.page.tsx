import { ENUMERATION_LIMIT } from '@scoreline/lottery';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BetRows } from '../components/bet-rows.tsx';
import { Disclaimer } from '../components/disclaimer.tsx';
import { LotteryLayout } from '../components/lottery-layout.tsx';
import { NoPlan } from '../components/no-plan.tsx';
import { useDraftPlan } from '../components/use-draft-plan.ts';
import { toPlanInput } from '../model/compute.ts';
import { useProblemText } from '../model/problem.ts';
import { useSplit } from '../model/use-worker.ts';
import styles from '../components/lottery.module.css';

/** 拆分明细: every single bet of the plan with its unit prize, virtualised; over the limit, a clear notice. */
export default function ChaifenPage() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { game, draft, computed, problem } = useDraftPlan();
  const scrollRef = useRef<HTMLDivElement>(null);
  const small = computed !== null && computed.summary.bets <= ENUMERATION_LIMIT;
  // The rows are made in a worker: the page shows its totals at once and never stalls.
  const made = useSplit(small ? toPlanInput(draft) : null);
  const result = made.status === 'done' ? made.value : null;
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
          ) : made.status === 'failed' ? (
            <p className={styles.problem}>{problemText(made.problem)}</p>
          ) : (
            <p className={styles.note}>{t('lottery.computing')}</p>
          )}
        </>
      )}
      <Disclaimer />
    </LotteryLayout>
  );
}
