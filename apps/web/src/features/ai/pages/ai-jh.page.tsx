import type { AiPlan } from '@scoreline/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useChainHeads, useScorecard, useVerify } from '../api/ai.ts';
import styles from '../components/ai.module.css';
import { BacktestCard } from '../components/backtest-card.tsx';
import { CalibrationChart, RpsChart } from '../components/charts.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { VerifyPanel } from '../components/verify-panel.tsx';

/** ai_jh: the public AI scorecard — the back-test (回测) first, then the live chain (实盘): calibration, RPS against the closing market, every settled plan with its proof. */
export default function AiScorecardPage() {
  const { t } = useTranslation();
  const card = useScorecard();
  const heads = useChainHeads();
  const verify = useVerify();
  const [search] = useSearchParams();
  const ref = search.get('ref');
  const { mutate } = verify;
  // Opened from a plan's verify button: check that record at once.
  useEffect(() => {
    if (ref) mutate(ref);
  }, [ref, mutate]);
  const handleVerify = (plan: AiPlan) => verify.mutate(plan.id);
  return (
    <Page testId="ai-scorecard-page" nav={{ title: t('ai.scorecard.title'), back: true }} onRefresh={() => card.refetch()}>
      {!card.data ? (
        <div style={{ padding: 8 }} aria-busy="true"><ListSkeleton rows={5} /></div>
      ) : (
        <>
          {card.data.backtest ? <BacktestCard backtest={card.data.backtest} /> : null}
          <div className={styles.card} data-testid="ai-live">
            <p className={styles.title}>{t('ai.scorecard.liveTitle')}</p>
            <p className={styles.muted}>{t('ai.scorecard.liveNote')}</p>
          </div>
          <div className={styles.card}>
            <p className={styles.title}>{t('ai.scorecard.calibration')}</p>
            <p className={styles.muted}>{t('ai.scorecard.matches', { n: card.data.matches })}</p>
            {card.data.matches > 0 ? <CalibrationChart bins={card.data.calibration} /> : <p className={styles.note} data-testid="ai-calibration-empty">{t('ai.scorecard.empty')}</p>}
          </div>
          <div className={styles.card}>
            <p className={styles.title}>{t('ai.scorecard.rps')}</p>
            {card.data.rpsByDay.length > 0 ? <RpsChart days={card.data.rpsByDay} /> : <p className={styles.note}>{t('ai.scorecard.empty')}</p>}
          </div>
          <div className={styles.card} data-testid="ai-heads">
            <p className={styles.title}>{t('ai.scorecard.heads')}</p>
            {(heads.data?.heads ?? []).map((h) => (
              <p key={h.day} className={styles.hash}>{h.day} #{h.seq} ({h.count}) {h.hash}</p>
            ))}
          </div>
          {verify.data ? <VerifyPanel result={verify.data} /> : null}
          <p className={styles.note}>{t('ai.scorecard.settled', { n: card.data.settledPlans.length })}</p>
          {card.data.settledPlans.map((plan) => <PlanCard key={plan.id} plan={plan} onVerify={handleVerify} />)}
        </>
      )}
    </Page>
  );
}
