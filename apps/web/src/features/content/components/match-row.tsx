import type { FootballRow } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { LiveMinute } from '../../../components/live-minute/live-minute.tsx';
import { formatTime } from '../utils/format-time.ts';
import styles from './content.module.css';

const isLive = (row: FootballRow) => row.status === 'live' || row.status === 'break';

/** A compact score row: competition and time or minute, home, score, away. */
export function MatchRow({ row, onOpen }: { row: FootballRow; onOpen?: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const live = isLive(row);
  const state = live
    ? row.status === 'break'
      ? t('content.halfTime')
      : <LiveMinute clock={row.liveClock} fallback={row.clock} />
    : row.status === 'finished'
      ? t('content.fullTime')
      : formatTime(row.kickoffAt, i18n.language);
  return (
    <button type="button" className={styles.matchRow} onClick={() => onOpen?.(row.id)} data-testid={`live-match-${row.id}`}>
      <span className={styles.matchMeta}>
        <span>{row.competition}</span>
        <span className={live ? styles.matchLive : undefined} data-testid={`live-match-minute-${row.id}`}>{state}</span>
      </span>
      <span className={`${styles.team} ${styles.teamHome}`}>{row.home.shortName}</span>
      <span className={`${styles.score} ${live ? styles.scoreLive : ''}`} data-testid={`live-match-score-${row.id}`}>
        {row.score ? `${row.score.home} - ${row.score.away}` : t('content.versus')}
      </span>
      <span className={styles.team}>{row.away.shortName}</span>
    </button>
  );
}

/** Live first, then by kick-off: the order the home screen shows matches in. */
export function liveFirst(rows: readonly FootballRow[]): FootballRow[] {
  return [...rows].sort((a, b) => Number(isLive(b)) - Number(isLive(a)) || a.kickoffAt - b.kickoffAt);
}
