import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { api } from '../../../lib/api/index.ts';
import { useBanners, useLiveMatches, useNewsFeed } from '../api/content-api.ts';
import { BannerSwiper } from '../components/banner-swiper.tsx';
import { EntryGrid } from '../components/entry-grid.tsx';
import { LiveMatches } from '../components/live-matches.tsx';
import { NewsFeed } from '../components/news-feed.tsx';
import { Section } from '../components/section.tsx';
import { contentPaths } from '../content-paths.ts';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import { useVisibleFeatures } from '../hooks/use-feature-switches.ts';
import { useLiveMatchPush } from '../hooks/use-live-match-push.ts';

/** Discover (home tab): banners, shortcuts, live and hot matches, then the news feed. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const nav = useContentNavigation();
  const banners = useBanners();
  const live = useLiveMatches();
  const news = useNewsFeed();
  const features = useVisibleFeatures();
  useLiveMatchPush(i18n.language);

  useEffect(() => {
    document.title = t('content.discover');
  }, [t]);

  const loadMore = () => {
    if (news.hasNextPage && !news.isFetchingNextPage) void news.fetchNextPage();
  };
  const refresh = () => Promise.all([banners.refetch(), live.refetch(), news.refetch()]);

  return (
    <Page testId="home-page" nav={{ title: t('content.discover'), back: false, tone: 'brand' }} onRefresh={refresh} onReachBottom={loadMore}>
      <BannerSwiper banners={banners.data?.items} onOpenLink={nav.openLink} resolveUrl={(u) => api.resolveUrl(u)} />
      <EntryGrid isServed={nav.isServed} showZhishu={features.zhishu} onOpen={nav.openPath} />
      <LiveMatches rows={live.data?.items} limit={6} onOpenMatch={nav.openMatch} onMore={nav.isServed(contentPaths.footballHome) ? () => nav.openPath(contentPaths.footballHome) : undefined} />
      <Section title={t('content.news')} testId="home-news" onMore={() => nav.openPath(contentPaths.newsList)} moreLabel={t('content.more')}>
        <NewsFeed pages={news.data?.pages} hasMore={news.hasNextPage} isLoadingMore={news.isFetchingNextPage} isError={news.isError} onOpen={nav.openArticle} />
      </Section>
    </Page>
  );
}
