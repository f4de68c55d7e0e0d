import type { ModelStats } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';

const percent = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/** One play's back-tested hit rate with its sample size (hits of settled). */
function HitCell({ hits }: { hits: { hits: number; settled: number; hitRate: number | null } | undefined }) {
  return <td data-testid="model-stats-backtest-cell">{percent(hits?.hitRate ?? null)} <span className={styles.muted}>({hits?.hits ?? 0}/{hits?.settled ?? 0})</span></td>;
}

/**
 * The model's settled record: per play, the top pick's hit rate over 7 / 30 / all days of the live
 * chain (实盘), and beside them, headed 回测, the back-test's over its whole window, never summed in.
 */
export function ModelStatsCard({ stats }: { stats: ModelStats }) {
  const { t } = useTranslation();
  const all = stats.windows.find((w) => w.days === null);
  const plays = all?.plays.map((p) => p.play) ?? [];
  const backtest = stats.backtest ?? null;
  return (
    <div className={styles.card} data-testid="model-stats">
      <p className={styles.title}>{t('ai-models.stats.title')}</p>
      {all && all.settled === 0 && !backtest ? <p className={styles.muted} data-testid="model-stats-empty">{t('ai-models.stats.none')}</p> : null}
      <table style={{ width: '100%', fontSize: 13, textAlign: 'center' }}>
        <thead>
          <tr>
            <th />
            {stats.windows.map((w) => <th key={w.days ?? 'all'}>{w.days === null ? t('ai-models.stats.all') : t('ai-models.stats.days', { days: w.days })}</th>)}
            {backtest ? <th data-testid="model-stats-backtest-head" style={{ color: '#d48806' }}>{t('ai-models.stats.backtest')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {plays.map((play) => (
            <tr key={play} data-testid={`model-stats-${play}`}>
              <td style={{ textAlign: 'left' }}>{t(`ai-models.play.${play}`, { defaultValue: play })}</td>
              {stats.windows.map((w) => {
                const p = w.plays.find((x) => x.play === play);
                return <td key={w.days ?? 'all'}>{percent(p?.hitRate ?? null)} <span className={styles.muted}>({p?.hits ?? 0}/{p?.settled ?? 0})</span></td>;
              })}
              {backtest ? <HitCell hits={backtest.plays.find((x) => x.play === play)} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('ai-models.stats.note')}</p>
      {backtest ? <p className={styles.muted} data-testid="model-stats-backtest-note">{t('ai-models.stats.backtestNote', { n: backtest.settled })}</p> : null}
    </div>
  );
}
