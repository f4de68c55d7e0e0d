import { useTranslation } from 'react-i18next';
import styles from './data.module.css';

/**
 * The 历史回放 mark beside a season label: the season is a real past season replayed on today's
 * calendar, not a live feed (the server says which, `replayed`). Renders nothing otherwise.
 */
export function ReplayBadge({ replayed, inverse = false, short = false }: { replayed: boolean; inverse?: boolean; short?: boolean }) {
  const { t } = useTranslation();
  if (!replayed) return null;
  // A competition tile is a quarter of the screen wide: the short word fits beside nothing.
  return (
    <span className={inverse ? `${styles.replayBadge} ${styles.replayBadgeInverse}` : styles.replayBadge} title={t('data.replayedHint')} data-testid="replay-badge">
      {short ? t('data.replayedShort') : t('data.replayed')}
    </span>
  );
}
