import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { dataKeys } from './data-keys.ts';
import { nextPageOf } from './paging.ts';

const TEAM_STALE_MS = 60_000;
export const TEAM_GAMES_PAGE_SIZE = 30;

export const getTeamInfo = (teamId: string) => api.callApi(calls.footballTeamInfo, { teamId });
export const getNbaTeam = (teamId: string) => api.callApi(calls.dataNbaTeam, { teamId });
export const getTeamGames = (teamId: string, page: number) => api.callApi(calls.footballTeamMatches, { teamId, page, pageSize: TEAM_GAMES_PAGE_SIZE });

/** MobileIndex/getFootTeamInfo. */
export function useTeamInfo(teamId: string, enabled = true) {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.team(teamId, locale), queryFn: () => getTeamInfo(teamId), staleTime: TEAM_STALE_MS, enabled: enabled && teamId !== '' });
}

/** MobileIndex/getFootTeamGames, page by page. */
export function useTeamGames(teamId: string) {
  const locale = currentLocale();
  return useInfiniteQuery({
    queryKey: dataKeys.teamGames(teamId, locale),
    queryFn: ({ pageParam }) => getTeamGames(teamId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: TEAM_STALE_MS,
    enabled: teamId !== '',
  });
}

/** MobileData/getLanTeam: an NBA team's row, splits, season games and next games. */
export function useNbaTeam(teamId: string, enabled: boolean) {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.nbaTeam(teamId, locale), queryFn: () => getNbaTeam(teamId), staleTime: TEAM_STALE_MS, enabled: enabled && teamId !== '' });
}
