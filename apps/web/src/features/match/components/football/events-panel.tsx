import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useFootballLiveText, useFootballStats } from '../../api/football-api.ts';
import { minuteOf } from '../../utils/momentum.ts';
import { MomentumChart } from './momentum-chart.tsx';
import { StatBars, type StatLine } from './stat-bars.tsx';
import { Timeline } from './timeline.tsx';
import styles from '../match.module.css';

const STAT_KEYS = ['shots', 'shotsOnTarget', 'corners', 'fouls', 'yellowCards', 'redCards'] as const;

/** 赛况: attack momentum, the event timeline and the statistics bars. */
export function FootballEventsPanel({ id, version, status, clock }: { id: string; version: number; status: string; clock: string | null }) {
  const { t } = useTranslation();
  const liveText = useFootballLiveText(id);
  const stats = useFootballStats(id, version);
  if (liveText.isPending) return <ListSkeleton rows={6} />;
  const events = liveText.data?.events ?? [];
  // Up to the match clock, so the chart shows the quiet minutes since the last event too.
  const lastMinute = events.reduce((max, e) => Math.max(max, minuteOf(e.minute) ?? 0), minuteOf(clock ?? '') ?? 0);
  // A source without statistics (CSL) says so; zeros or "after kick-off" would read as facts.
  const available = stats.data?.available !== false;
  const statLines: StatLine[] =
    stats.data && available
      ? STAT_KEYS.map((key) => ({ key, label: t(`match.stat.${key}`), home: stats.data.home[key], away: stats.data.away[key] })).filter(
          (line) => line.home !== null || line.away !== null,
        )
      : [];
  const noStats = status === 'scheduled' && available ? t('match.noStats') : t('match.statsUnavailable');
  return (
    <div className={styles.panel}>
      {status !== 'scheduled' && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>
            {t('match.momentum')}
            <span className={styles.muted}>{t('match.momentumHint')}</span>
          </h3>
          <MomentumChart events={events} upTo={status === 'finished' ? 90 : lastMinute} />
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('match.timeline')}</h3>
        <Timeline events={events} />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>
          {t('match.statistics')}
          {statLines.length > 0 && stats.data && <span className={styles.muted}>{t(`match.statSource.${stats.data.source}`)}</span>}
        </h3>
        {stats.isPending ? (
          <ListSkeleton rows={3} />
        ) : statLines.length ? (
          <StatBars lines={statLines} />
        ) : (
          <p className={styles.empty} data-testid="match-stats-empty">
            {noStats}
          </p>
        )}
      </section>
    </div>
  );
}
