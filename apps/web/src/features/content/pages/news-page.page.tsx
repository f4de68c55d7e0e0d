import type { ArticleKind } from '@scoreline/contract';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useNewsFeed, useTeamNewsFeed } from '../api/content-api.ts';
import { NewsFeed } from '../components/news-feed.tsx';
import { TeamNewsCard } from '../components/team-news-card.tsx';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import styles from '../components/content.module.css';

type Tab = 'teamNews' | ArticleKind;

function TeamNewsTab({ onOpenMatch }: { onOpenMatch?: (id: string) => void }) {
  const { t } = useTranslation();
  const feed = useTeamNewsFeed();
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div data-testid="team-news-feed">
      {items.map((n) => <TeamNewsCard key={n.match.id} news={n} onOpenMatch={onOpenMatch} />)}
      <p className={styles.footer}>{feed.isPending ? t('content.loadingMore') : items.length === 0 ? t('content.noTeamNews') : feed.hasNextPage ? t('content.pullForMore') : t('content.noMore')}</p>
    </div>
  );
}

/** Tips and leaks (情报): team news of the coming matches, previews and reports. */
export default function NewsPage() {
  const { t } = useTranslation();
  const nav = useContentNavigation();
  const [tab, setTab] = useState<Tab>('teamNews');
  const teamNews = useTeamNewsFeed();
  const articles = useNewsFeed(tab === 'teamNews' ? 'preview' : tab);
  const loadMore = () => {
    const feed = tab === 'teamNews' ? teamNews : articles;
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  return (
    <Page testId="news-page" nav={{ title: t('content.tips'), back: true, tone: 'brand' }} onRefresh={() => (tab === 'teamNews' ? teamNews.refetch() : articles.refetch())} onReachBottom={loadMore}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab title={t('content.teamNews')} key="teamNews" />
        <Tabs.Tab title={t('content.previews')} key="preview" />
        <Tabs.Tab title={t('content.reports')} key="report" />
      </Tabs>
      {tab === 'teamNews' ? (
        <TeamNewsTab onOpenMatch={nav.openMatch} />
      ) : (
        <NewsFeed pages={articles.data?.pages} hasMore={articles.hasNextPage} isLoadingMore={articles.isFetchingNextPage} isError={articles.isError} onOpen={nav.openArticle} />
      )}
    </Page>
  );
}
