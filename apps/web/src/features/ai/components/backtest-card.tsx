import type { AiScorecard } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { beijingMonthDay } from '../../../lib/time/beijing.ts';
import styles from './ai.module.css';
import { CalibrationChart, RpsChart } from './charts.tsx';

const percent = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/**
 * The scorecard's back-test (回测): its window, what it covered, each sport's plans with the sample
 * size beside the rates, and its own calibration and RPS charts. Tagged and set apart from the
 * live chain's sections, whose figures never include it.
 */
export function BacktestCard({ backtest }: { backtest: NonNullable<AiScorecard['backtest']> }) {
  const { t } = useTranslation();
  const window = { from: beijingMonthDay(backtest.from), to: beijingMonthDay(backtest.to) };
  return (
    <div className={styles.card} data-testid="ai-backtest" data-status={backtest.status}>
      <p className={styles.title}>
        <span className={styles.backtestTag}>{t('ai.record.backtest')}</span>
        {t('ai.scorecard.backtestTitle')}
      </p>
      <p className={styles.muted}>{t('ai.scorecard.backtestNote', window)}</p>
      {backtest.status === 'running' ? (
        <p className={styles.note} data-testid="ai-backtest-running">{t('ai.scorecard.backtestRunning')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('ai.scorecard.backtestPredictions', { n: backtest.predictions, m: backtest.matches })}</p>
          {backtest.plans.map(({ sport, record }) => (
            <p key={sport} className={styles.match} data-testid={`ai-backtest-plans-${sport}`}>
              {t('ai.scorecard.backtestPlans', { sport: t(`ai.scorecard.sport.${sport}`), won: record.won, settled: record.settled, rate: percent(record.hitRate), roi: percent(record.roi) })}
            </p>
          ))}
          {backtest.matches > 0 ? (
            <>
              <p className={styles.muted}>{t('ai.scorecard.calibration')}</p>
              <CalibrationChart bins={backtest.calibration} />
              <p className={styles.muted}>{t('ai.scorecard.rps')}</p>
              <RpsChart days={backtest.rpsByDay} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
