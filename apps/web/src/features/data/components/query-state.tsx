import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import styles from './data.module.css';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A query's faces (and a page's missing parameter): skeleton rows while the first data loads (never a blank screen), an
 * error with a retry, then the content.
 */
export function QueryState<T>({ query, rows = 6, missing = false, children }: { query: QueryLike<T>; rows?: number; missing?: boolean; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  // A page opened without its query parameter has nothing to load: say so instead of waiting forever.
  if (missing) return <Empty text={t('data.missing')} />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorBlock status="default" title={t('data.loadFailed')} description="" className={styles.empty} data-testid="data-error">
        <Button size="small" color="primary" onClick={() => void query.refetch()}>
          {t('data.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div style={{ padding: 8 }} data-testid="data-skeleton" aria-busy="true">
      <ListSkeleton rows={rows} />
    </div>
  );
}

/** A quiet line for an empty list. */
export function Empty({ text }: { text: string }) {
  return <div className={styles.empty}>{text}</div>;
}
