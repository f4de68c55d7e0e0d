import type { AiBacktestRecord, AiRecord } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { beijingMonthDay } from '../../../lib/time/beijing.ts';
import styles from './ai.module.css';

const percent = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/**
 * The record over 7 / 30 / all days (settled plans only): hit rate, return, won of settled, labelled
 * 实盘 (published live into the hash chain); the back-test (回测) shown apart, with its own window
 * and sample size, never added in.
 */
export function RecordStrip({ records, backtest }: { records: readonly AiRecord[]; backtest?: AiBacktestRecord | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-testid="ai-record">
      <p className={styles.muted} data-testid="ai-record-live-label">{t('ai.record.live')}</p>
      <div className={styles.records}>
        {records.map((r) => (
          <div key={r.days ?? 'all'}>
            <div className={styles.muted}>{r.days === null ? t('ai.record.all') : t('ai.record.days', { days: r.days })}</div>
            <div className={styles.figure}>{percent(r.hitRate)}</div>
            <div className={styles.muted}>{t('ai.record.wonOf', { won: r.won, settled: r.settled })}</div>
            <div className={styles.muted}>{t('ai.record.roi', { roi: percent(r.roi) })}</div>
          </div>
        ))}
      </div>
      {backtest ? <BacktestLine record={backtest} /> : null}
    </div>
  );
}

/** One line: 回测 11-01–11-28 · 42% · 50中21 · 回报率 −3%. */
export function BacktestLine({ record }: { record: AiBacktestRecord }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.muted} ${styles.backtest}`} data-testid="ai-record-backtest">
      <span className={styles.backtestTag}>{t('ai.record.backtest')}</span>
      {t('ai.record.backtestLine', {
        from: beijingMonthDay(record.from), to: beijingMonthDay(record.to), rate: percent(record.hitRate),
        won: record.won, settled: record.settled, roi: percent(record.roi),
      })}
    </p>
  );
}
