import { useQuery } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { matchKeys } from './match-keys.ts';

/** One fetcher + hook per basketball game call (MobileLan). */

export function useBasketballDetail(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: matchKeys.basketballDetail(id, i18n.language), queryFn: () => api.callApi(calls.basketballGameDetail, { id }), staleTime: 15_000 });
}

export function useBasketballLiveText(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: matchKeys.basketballLiveText(id, i18n.language),
    queryFn: () => api.callApi(calls.basketballLiveText, { id, limit: 200 }),
    staleTime: 15_000,
  });
}

export function useBasketballBoxScore(id: string, status: string | undefined) {
  return useQuery({ queryKey: [...matchKeys.basketballBoxScore(id), status], queryFn: () => api.callApi(calls.basketballBoxScore, { id }), enabled: status !== undefined });
}

export function useBasketballOdds(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: matchKeys.basketballOdds(id, i18n.language), queryFn: () => api.callApi(calls.basketballOdds, { id }), staleTime: 30_000 });
}

export function useBasketballAnalysis(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: matchKeys.basketballAnalysis(id, i18n.language),
    queryFn: () => api.callApi(calls.basketballAnalysis, { id, limit: 10 }),
    staleTime: 10 * 60_000,
  });
}

export function useBasketballSeasonStats(id: string) {
  return useQuery({ queryKey: [...matchKeys.basketball(id), 'season'], queryFn: () => api.callApi(calls.basketballSeasonStats, { id }), staleTime: 10 * 60_000 });
}
