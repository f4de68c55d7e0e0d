import { useTranslation } from 'react-i18next';
import styles from './data.module.css';

/**
 * The 历史回放 mark beside a season label: the season is a real past season replayed on today's
 * calendar, not a live feed (the server says which, `replayed`). Renders nothing otherwise.
 */
export function ReplayBadge({ replayed, inverse = false }: { replayed: boolean; inverse?: boolean }) {
  const { t } = useTranslation();
  if (!replayed) return null;
  return (
    <span className={inverse ? `${styles.replayBadge} ${styles.replayBadgeInverse}` : styles.replayBadge} title={t('data.replayedHint')} data-testid="replay-badge">
      {t('data.replayed')}
    </span>
  );
}
