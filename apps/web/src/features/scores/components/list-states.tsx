import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './list-states.module.css';

/** Rows' shape while the first data loads. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div data-testid="score-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton.Title animated className={styles.skeletonTitle} />
          <Skeleton.Paragraph lineCount={1} animated />
        </div>
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <div className={styles.empty} data-testid="score-list-empty">
      <ErrorBlock status="empty" title={text} description="" />
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="score-list-error">
      <ErrorBlock status="default" title={t('scores.list.error')} description="" />
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('scores.list.retry')}
      </Button>
    </div>
  );
}

export function ListBanner({ text, testId }: { text: string; testId: string }) {
  return (
    <div className={styles.banner} data-testid={testId}>
      {text}
    </div>
  );
}
