import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { periodKey } from './basketball/basketball-header.tsx';
import styles from './match.module.css';

export interface LiveLine {
  seq: number;
  minute: string;
  text: string;
  score: { home: number; away: number };
}

/**
 * A line's minute as the reader's language writes it: basketball lines come as `Q3 05:12` /
 * `OT1 00:30` (the contract's one spelling), which showed English quarter names in every
 * language; football minutes (`67'`) are the same everywhere and pass through.
 *
 * @example liveMinute('Q3 05:12', t) // '3节 05:12' in zh-Hans
 */
export function liveMinute(minute: string, t: TFunction): string {
  const match = /^(Q|OT)(\d+) (.*)$/.exec(minute);
  if (!match) return minute;
  const period = periodKey(match[1] === 'Q' ? Number(match[2]) : 4 + Number(match[2]));
  return `${t(`match.periodShort.${period.key}`, { n: period.n })} ${match[3] ?? ''}`;
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
            <span className={styles.liveMinute}>{liveMinute(line.minute, t)}</span>
            <span>{line.text}</span>
            <span className={styles.liveScore}>{`${line.score.home}-${line.score.away}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
