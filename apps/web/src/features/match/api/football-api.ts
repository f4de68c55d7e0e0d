import { useQuery } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { matchKeys } from './match-keys.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** One fetcher + hook per football match call (MobileFoot). */

export const getFootballDetail = (id: string) => api.callApi(calls.footballMatchDetail, { id });
export const getFootballLiveText = (id: string, afterSeq?: number) => api.callApi(calls.footballLiveText, { id, afterSeq });

export function useFootballDetail(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: matchKeys.footballDetail(id, i18n.language), queryFn: () => getFootballDetail(id), staleTime: 15_000 });
}

export function useFootballLiveText(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: matchKeys.footballLiveText(id, i18n.language), queryFn: () => getFootballLiveText(id), staleTime: 15_000 });
}

export function useFootballStats(id: string, version: number | undefined) {
  return useQuery({
    queryKey: [...matchKeys.footballStats(id), version],
    queryFn: () => api.callApi(calls.footballMatchStats, { id }),
    placeholderData: (previous) => previous,
  });
}

export function useFootballAnalysis(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: matchKeys.footballAnalysis(id, i18n.language),
    queryFn: () => api.callApi(calls.footballAnalysis, { id, limit: 10 }),
    staleTime: 10 * 60_000,
  });
}

export function useFootballOdds(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: matchKeys.footballOdds(id, i18n.language), queryFn: () => api.callApi(calls.footballOddsHistory, { id }), staleTime: 30_000 });
}

/**
 * Kelly indices of one match: the day list of its competition on its Beijing date, where the
 * server computes the consensus over every company; this match's row.
 */
export function useFootballKelly(id: string, kickoffAt: number | undefined, competitionId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: matchKeys.footballKelly(id, i18n.language),
    enabled: kickoffAt !== undefined && competitionId !== undefined,
    staleTime: 30_000,
    queryFn: async () => {
      const page = await api.callApi(calls.footballKellyIndices, {
        date: beijingDate(kickoffAt ?? 0),
        competitionIds: competitionId ? [competitionId] : undefined,
        pageSize: 100,
      });
      return page.items.find((row) => row.id === id) ?? null;
    },
  });
}
