import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';

/** A query's three states: skeleton while loading, an error with retry, or the content. */
export function LoadState<T>({ query, rows = 4, children }: { query: { data: T | undefined; isError: boolean; refetch: () => unknown }; rows?: number; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <ErrorBlock status="default" title={t('ai-chase.loadFailed')} description="">
        <Button size="small" color="primary" onClick={() => void query.refetch()}>{t('ai-chase.retry')}</Button>
      </ErrorBlock>
    );
  }
  if (query.data === undefined) return <div style={{ padding: 8 }} aria-busy="true"><ListSkeleton rows={rows} /></div>;
  return <>{children(query.data)}</>;
}
