import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useIssueNumbers } from '../api/issues.ts';
import { IssueRow } from '../components/issue-row.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { Empty, QueryState } from '../components/query-state.tsx';
import { VirtualList } from '../../../components/virtual-list/virtual-list.tsx';
import styles from '../components/data.module.css';
import { drawHref } from '../data-paths.ts';

/** history_list: every issue number, newest first, with its result line once drawn. */
export default function DrawsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const numbers = useIssueNumbers();
  return (
    <Page testId="draws-page" nav={{ title: t('data.draws.title'), tone: 'brand' }} onRefresh={() => numbers.refetch()}>
      <QueryState query={numbers} rows={10}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.issues);
          if (items.length === 0) return <Empty text={t('data.issues.none')} />;
          return (
            <section className={styles.section}>
              <VirtualList items={items} rowHeight={57} keyOf={(i) => i.number} render={(i) => <IssueRow issue={i} onOpen={() => void navigate(drawHref(i.number))} />} testId="draws" />
              <LoadMore hasMore={numbers.hasNextPage} loading={numbers.isFetchingNextPage} onMore={() => void numbers.fetchNextPage()} />
            </section>
          );
        }}
      </QueryState>
    </Page>
  );
}
