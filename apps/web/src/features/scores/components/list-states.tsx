import { Button, Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-states.module.css';

// The empty and error pictures are large inline SVGs that a list with rows never shows: they load
// when first needed, with the title shown meanwhile.
const LazyErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

function StateBlock({ status, title }: { status: 'empty' | 'default'; title: string }) {
  return (
    <Suspense fallback={<div>{title}</div>}>
      <LazyErrorBlock status={status} title={title} description="" />
    </Suspense>
  );
}

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
      <StateBlock status="empty" title={text} />
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="score-list-error">
      <StateBlock status="default" title={t('scores.list.error')} />
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
