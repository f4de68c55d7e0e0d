import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { api } from '../../../lib/api/index.ts';
import { useBanners, useLiveMatches, useNewsFeed, useTeamNewsFeed } from '../api/content-api.ts';
import { BannerSwiper } from '../components/banner-swiper.tsx';
import { LiveMatches } from '../components/live-matches.tsx';
import { NewsFeed } from '../components/news-feed.tsx';
import { Section } from '../components/section.tsx';
import { TeamNewsCard } from '../components/team-news-card.tsx';
import { contentPaths, newsListHref } from '../content-paths.ts';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import { useLiveMatchPush } from '../hooks/use-live-match-push.ts';

/** Football home (index): red header, pull-to-refresh; every match now, team news, previews. */
export default function FootballHomePage() {
  const { t, i18n } = useTranslation();
  const nav = useContentNavigation();
  const banners = useBanners();
  const live = useLiveMatches();
  const teamNews = useTeamNewsFeed();
  const previews = useNewsFeed('preview');
  useLiveMatchPush(i18n.language);
  const refresh = () => Promise.all([banners.refetch(), live.refetch(), teamNews.refetch(), previews.refetch()]);
  const loadMore = () => {
    if (previews.hasNextPage && !previews.isFetchingNextPage) void previews.fetchNextPage();
  };
  const firstNews = teamNews.data?.pages[0]?.items.slice(0, 2) ?? [];

  return (
    <Page testId="football-home-page" nav={{ title: t('content.footballHome'), back: true, tone: 'brand' }} onRefresh={refresh} onReachBottom={loadMore}>
      <BannerSwiper banners={banners.data?.items} onOpenLink={nav.openLink} resolveUrl={(u) => api.resolveUrl(u)} />
      <LiveMatches rows={live.data?.items} onOpenMatch={nav.openMatch} />
      <Section title={t('content.teamNews')} onMore={() => nav.openPath(contentPaths.newsPage)} moreLabel={t('content.more')}>
        {firstNews.map((n) => <TeamNewsCard key={n.match.id} news={n} onOpenMatch={nav.openMatch} />)}
      </Section>
      <Section title={t('content.previews')} onMore={() => nav.openPath(newsListHref('preview'))} moreLabel={t('content.more')}>
        <NewsFeed pages={previews.data?.pages} hasMore={previews.hasNextPage} isLoadingMore={previews.isFetchingNextPage} isError={previews.isError} onOpen={nav.openArticle} />
      </Section>
    </Page>
  );
}
