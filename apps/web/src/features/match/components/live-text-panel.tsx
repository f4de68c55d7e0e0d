import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import styles from './match.module.css';

export interface LiveLine {
  seq: number;
  minute: string;
  text: string;
  score: { home: number; away: number };
}

/** 直播: the live text, newest first; new lines arrive by push (`footZb` / `lannow`). */
export function LiveTextPanel({ lines, isPending }: { lines: readonly LiveLine[] | undefined; isPending: boolean }) {
  const { t } = useTranslation();
  if (isPending) return <ListSkeleton rows={8} />;
  if (!lines?.length) return <p className={styles.empty}>{t('match.noLiveText')}</p>;
  return (
    <div className={styles.panel}>
      <ul className={`${styles.liveList} ${styles.section}`} data-testid="live-text" aria-live="polite">
        {[...lines].reverse().map((line) => (
          <li key={line.seq} className={styles.liveLine}>
            <span className={styles.liveMinute}>{line.minute}</span>
            <span>{line.text}</span>
            <span className={styles.liveScore}>{`${line.score.home}-${line.score.away}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
