import type { ArticleSummary } from '@scoreline/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewsCard } from './news-card.tsx';
import styles from './content.module.css';

export interface NewsFeedProps {
  pages: Array<{ items: ArticleSummary[] }> | undefined;
  hasMore: boolean;
  isLoadingMore: boolean;
  isError: boolean;
  onOpen: (id: number) => void;
}

/** A feed of articles; the page's scroll area loads the next page 100 px before the end. */
export function NewsFeed({ pages, hasMore, isLoadingMore, isError, onOpen }: NewsFeedProps) {
  const { t } = useTranslation();
  if (!pages) {
    return isError ? <p className={styles.footer}>{t('content.loadFailed')}</p> : <Skeleton.Paragraph lineCount={8} animated />;
  }
  const items = pages.flatMap((p) => p.items);
  return (
    <div data-testid="news-feed">
      {items.map((article) => (
        <NewsCard key={article.id} article={article} onOpen={onOpen} />
      ))}
      <p className={styles.footer} data-testid="news-feed-end">
        {items.length === 0 ? t('content.noNews') : isLoadingMore ? t('content.loadingMore') : hasMore ? t('content.pullForMore') : t('content.noMore')}
      </p>
    </div>
  );
}
