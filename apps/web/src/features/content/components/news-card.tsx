import type { ArticleSummary } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '../utils/format-time.ts';
import styles from './content.module.css';

const TAG_CLASS = { preview: styles.tagPreview, report: styles.tagReport, news: styles.tagNews, shai: styles.tagShai } as const;

/** One article in a feed: kind, title, two lines of summary, the match and when. */
export function NewsCard({ article, onOpen }: { article: ArticleSummary; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <button type="button" className={styles.newsItem} onClick={() => onOpen(article.id)} data-testid={`news-item-${article.id}`}>
      <div className={styles.newsTitle}>{article.title}</div>
      {article.summary && <div className={styles.newsSummary}>{article.summary}</div>}
      <div className={styles.newsMeta}>
        <span className={`${styles.tag} ${TAG_CLASS[article.kind]}`}>{t(`content.kind.${article.kind}`)}</span>
        {article.match && <span>{article.match.competition}</span>}
        <span>{timeAgo(article.publishedAt, i18n.language)}</span>
      </div>
    </button>
  );
}
