import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import styles from './wallet.module.css';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** Skeleton rows while the first data loads, an error with a retry, then the content. */
export function QueryView<T>({ query, rows = 4, children }: { query: QueryLike<T>; rows?: number; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorBlock status="default" title={t('wallet.loadFailed')} description="" data-testid="wallet-error">
        <Button size="small" color="primary" onClick={() => void query.refetch()}>
          {t('wallet.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div style={{ padding: 8 }} aria-busy="true" data-testid="wallet-skeleton">
      <ListSkeleton rows={rows} />
    </div>
  );
}

export function EmptyLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      {text}
    </div>
  );
}
