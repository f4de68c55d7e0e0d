import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { calls, type ArticleKind } from '@scoreline/contract/web';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { contentKeys } from './content-keys.ts';

/** One fetcher and query hook per content call, typed by the contract. */

export const NEWS_PAGE_SIZE = 20;

function useLocale(): string {
  return useTranslation().i18n.language;
}

export function useBanners() {
  const locale = useLocale();
  return useQuery({ queryKey: contentKeys.banners(locale), queryFn: () => api.callApi(calls.banners, {}), staleTime: 60_000 });
}

/** The news feed, a page at a time (infinite scroll). */
export function useNewsFeed(kind?: ArticleKind) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: contentKeys.news(locale, kind ?? 'all'),
    queryFn: ({ pageParam }) => api.callApi(calls.newsList, { kind, page: pageParam, pageSize: NEWS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });
}

/** Whether a link's `id` can name an article (a positive whole number). */
export function isArticleId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: contentKeys.article(id),
    queryFn: () => api.callApi(calls.newsDetail, { id }),
    enabled: isArticleId(id),
    staleTime: 5 * 60_000,
  });
}

export function useTeamNewsFeed() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: contentKeys.teamNews(locale),
    queryFn: ({ pageParam }) => api.callApi(calls.teamNewsList, { page: pageParam, pageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}

export function useMatchTeamNews(matchId: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.matchTeamNews(locale, matchId ?? ''),
    queryFn: () => api.callApi(calls.matchTeamNews, { id: matchId ?? '' }),
    enabled: matchId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useActivities(state: 'current' | 'ended') {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: contentKeys.activities(locale, state),
    queryFn: ({ pageParam }) => api.callApi(calls.activities, { state, page: pageParam, pageSize: 20 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useHelpList() {
  const locale = useLocale();
  return useQuery({ queryKey: contentKeys.help(locale), queryFn: () => api.callApi(calls.helpList, {}), staleTime: 5 * 60_000 });
}

export function useHelpDetail(id: number | null) {
  return useQuery({
    queryKey: contentKeys.helpDetail(id ?? 0),
    queryFn: () => api.callApi(calls.helpDetail, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(key: 'zhaomu' | 'about' | 'contact') {
  const locale = useLocale();
  return useQuery({ queryKey: contentKeys.page(locale, key), queryFn: () => api.callApi(calls.contentPage, { key }), staleTime: 5 * 60_000 });
}

/** Football now (MobileFoot/gameNow): live, about to start and just finished; push keeps it current. */
export function useLiveMatches() {
  const locale = useLocale();
  return useQuery({ queryKey: contentKeys.liveMatches(locale), queryFn: () => api.callApi(calls.liveFootballMatches, {}), staleTime: 60_000, refetchInterval: 60_000 });
}
