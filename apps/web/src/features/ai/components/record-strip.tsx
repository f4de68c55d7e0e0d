import type { AiRecord } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai.module.css';

const percent = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/** The record over 7 / 30 / all days (settled plans only): hit rate, return, won of settled. */
export function RecordStrip({ records }: { records: readonly AiRecord[] }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles.records}`} data-testid="ai-record">
      {records.map((r) => (
        <div key={r.days ?? 'all'}>
          <div className={styles.muted}>{r.days === null ? t('ai.record.all') : t('ai.record.days', { days: r.days })}</div>
          <div className={styles.figure}>{percent(r.hitRate)}</div>
          <div className={styles.muted}>{t('ai.record.wonOf', { won: r.won, settled: r.settled })}</div>
          <div className={styles.muted}>{t('ai.record.roi', { roi: percent(r.roi) })}</div>
        </div>
      ))}
    </div>
  );
}
