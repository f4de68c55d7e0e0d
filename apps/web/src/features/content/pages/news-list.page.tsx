import { articleKinds, type ArticleKind } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useNewsFeed } from '../api/content-api.ts';
import { NewsFeed } from '../components/news-feed.tsx';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';

function kindOf(raw: string | null): ArticleKind | undefined {
  return articleKinds.find((k) => k === raw);
}

/** All articles, or one kind (`?kind=preview`), newest first, loading on as the user scrolls. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const nav = useContentNavigation();
  const news = useNewsFeed(kind);
  const loadMore = () => {
    if (news.hasNextPage && !news.isFetchingNextPage) void news.fetchNextPage();
  };
  return (
    <Page testId="news-list-page" nav={{ title: kind ? t(`content.kind.${kind}`) : t('content.news') }} onRefresh={() => news.refetch()} onReachBottom={loadMore}>
      <NewsFeed pages={news.data?.pages} hasMore={news.hasNextPage} isLoadingMore={news.isFetchingNextPage} isError={news.isError} onOpen={nav.openArticle} />
    </Page>
  );
}
