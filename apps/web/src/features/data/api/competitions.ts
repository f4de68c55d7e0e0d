import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { dataKeys } from './data-keys.ts';
import { nextPageOf } from './paging.ts';

/** Tables change only when a replayed round finishes: a minute of freshness is plenty. */
const TABLE_STALE_MS = 60_000;
export const RESULTS_PAGE_SIZE = 30;

export const getCompetitions = () => api.callApi(calls.dataCompetitions, {});
export const getFootballCompetition = (competitionId: string) => api.callApi(calls.dataFootballCompetition, { competitionId });
export const getFootballResults = (competitionId: string, page: number) => api.callApi(calls.dataFootballResults, { competitionId, page, pageSize: RESULTS_PAGE_SIZE });
export const getNbaStandings = () => api.callApi(calls.dataNbaStandings, {});

/** MobileData/getSaiShiList. */
export function useCompetitions() {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.competitions(locale), queryFn: getCompetitions, staleTime: TABLE_STALE_MS });
}

/** MobileData/getSaiShiDetail: a football competition's table and next matches. */
export function useFootballCompetition(competitionId: string, enabled = true) {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.competition(competitionId, locale), queryFn: () => getFootballCompetition(competitionId), staleTime: TABLE_STALE_MS, enabled });
}

/** MobileData/getSaiShiGames, page by page. */
export function useFootballResults(competitionId: string, enabled = true) {
  const locale = currentLocale();
  return useInfiniteQuery({
    queryKey: dataKeys.results(competitionId, locale),
    queryFn: ({ pageParam }) => getFootballResults(competitionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: TABLE_STALE_MS,
    enabled,
  });
}

/** MobileData/getLanJf: the NBA's conference tables and board games. */
export function useNbaStandings(enabled = true) {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.nba(locale), queryFn: getNbaStandings, staleTime: TABLE_STALE_MS, enabled });
}
