import type { ModelStats } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';

const percent = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/** The model's settled record: per play, the top pick's hit rate over 7 / 30 / all days. */
export function ModelStatsCard({ stats }: { stats: ModelStats }) {
  const { t } = useTranslation();
  const all = stats.windows.find((w) => w.days === null);
  const plays = all?.plays.map((p) => p.play) ?? [];
  return (
    <div className={styles.card} data-testid="model-stats">
      <p className={styles.title}>{t('ai-models.stats.title')}</p>
      {all && all.settled === 0 ? <p className={styles.muted} data-testid="model-stats-empty">{t('ai-models.stats.none')}</p> : null}
      <table style={{ width: '100%', fontSize: 13, textAlign: 'center' }}>
        <thead>
          <tr>
            <th />
            {stats.windows.map((w) => <th key={w.days ?? 'all'}>{w.days === null ? t('ai-models.stats.all') : t('ai-models.stats.days', { days: w.days })}</th>)}
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
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('ai-models.stats.note')}</p>
    </div>
  );
}
