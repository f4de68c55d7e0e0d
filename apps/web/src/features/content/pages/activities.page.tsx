import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { api } from '../../../lib/api/index.ts';
import { useActivities } from '../api/content-api.ts';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import { formatTime } from '../utils/format-time.ts';
import styles from '../components/content.module.css';

/** Activities: huodong_list1 shows those running now, huodong_list2 those that have ended. */
function ActivitiesPage({ state }: { state: 'current' | 'ended' }) {
  const { t, i18n } = useTranslation();
  const nav = useContentNavigation();
  const list = useActivities(state);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  return (
    <Page testId={`activities-${state}`} nav={{ title: t(state === 'current' ? 'content.activities' : 'content.pastActivities') }} onRefresh={() => list.refetch()} onReachBottom={loadMore}>
      {items.map((a) => (
        <button key={a.id} type="button" className={styles.activity} style={{ display: 'block', width: 'calc(100% - 24px)', border: 0, padding: 0, textAlign: 'left' }} onClick={() => nav.openLink(a.href)} data-testid={`activity-${a.id}`}>
          {a.img && <img className={styles.activityImage} src={api.resolveUrl(a.img)} alt="" />}
          <div className={styles.activityBody}>
            <div className={styles.newsTitle}>{a.title}</div>
            {a.summary && <div className={styles.newsSummary}>{a.summary}</div>}
            <div className={styles.newsMeta}>{t('content.activityDates', { from: formatTime(a.startsAt, i18n.language), to: formatTime(a.endsAt, i18n.language) })}</div>
          </div>
        </button>
      ))}
      <p className={styles.footer}>{list.isPending ? t('content.loadingMore') : items.length === 0 ? t('content.noActivities') : list.hasNextPage ? t('content.pullForMore') : t('content.noMore')}</p>
    </Page>
  );
}

export function CurrentActivitiesPage() {
  return <ActivitiesPage state="current" />;
}

export function PastActivitiesPage() {
  return <ActivitiesPage state="ended" />;
}
