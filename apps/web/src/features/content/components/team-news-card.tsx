import type { MatchTeamNews } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../utils/format-time.ts';
import styles from './content.module.css';

const TONE = { good: styles.good, bad: styles.bad, neutral: styles.neutral } as const;

/** One match's team news: good and bad signs for each side. */
export function TeamNewsCard({ news, onOpenMatch }: { news: MatchTeamNews; onOpenMatch?: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const { match } = news;
  return (
    <div className={styles.teamNews} data-testid={`team-news-${match.id}`}>
      <button type="button" className={styles.more} style={{ padding: 0, color: '#333' }} onClick={() => onOpenMatch?.(match.id)}>
        <span className={styles.teamNewsHead}>{`${match.home} ${t('content.versus')} ${match.away}`}</span>
        <span className={styles.newsMeta}>{`${match.competition} · ${formatTime(match.kickoffAt, i18n.language)}`}</span>
      </button>
      {news.items.length === 0 && <div className={styles.teamNewsLine}>{t('content.noTeamNews')}</div>}
      {news.items.map((item) => (
        <div key={item.text} className={styles.teamNewsLine}>
          <span className={`${styles.tag} ${TONE[item.tone]}`}>{t(`content.tone.${item.tone}`)}</span>
          <span>{item.text}</span>
        </div>
      ))}
    </div>
  );
}
