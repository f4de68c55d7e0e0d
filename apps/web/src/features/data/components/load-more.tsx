import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './data.module.css';

/**
 * The end of a paged list: loads the next page as soon as it scrolls into view (and on a tap,
 * where IntersectionObserver is missing), or says there is no more.
 */
export function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return <div className={styles.more}>{t('data.noMore')}</div>;
  return (
    <button ref={ref} type="button" className={`${styles.more} ${styles.sectionLink}`} style={{ width: '100%' }} onClick={onMore} disabled={loading} data-testid="load-more">
      {loading ? t('data.loading') : t('data.loadMore')}
    </button>
  );
}
