import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type ModelKind } from '@scoreline/contract/web';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';

/** The model calls the screens use: packages and access, counts, the basketball model, predictions, buying. */

const keys = {
  all: ['ai-models'] as const,
  packages: ['ai-models', 'packages'] as const,
  counts: ['ai-models', 'counts'] as const,
  footStats: ['ai-models', 'foot-stats'] as const,
  recommended: (locale: string) => ['ai-models', 'recommended', locale] as const,
  lanList: (page: number, locale: string) => ['ai-models', 'lan-list', page, locale] as const,
  lanHint: (locale: string) => ['ai-models', 'lan-hint', locale] as const,
  detail: (id: string, locale: string) => ['ai-models', 'detail', id, locale] as const,
  matchModel: (matchId: string, locale: string) => ['ai-models', 'match-model', matchId, locale] as const,
};

export function useModelPackages() {
  return useQuery({ queryKey: keys.packages, queryFn: () => api.callApi(calls.modelPackages, {}) });
}

export function useModelCounts() {
  return useQuery({ queryKey: keys.counts, queryFn: () => api.callApi(calls.modelCounts, {}) });
}

export function useFootballModelStats() {
  return useQuery({ queryKey: keys.footStats, queryFn: () => api.callApi(calls.footModelStats, {}) });
}

export function useRecommended() {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.recommended(locale), queryFn: () => api.callApi(calls.footRecommended, {}) });
}

export function useBasketballModelList(page = 1) {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.lanList(page, locale), queryFn: () => api.callApi(calls.lanModelList, { page, pageSize: 50 }) });
}

export function useBasketballHint() {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.lanHint(locale), queryFn: () => api.callApi(calls.lanModelHint, {}) });
}

export function usePredictionDetail(id: string) {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.detail(id, locale), queryFn: () => api.callApi(calls.footPredictionDetail, { id }), enabled: id !== '' });
}

export function useFootballMatchModel(matchId: string, enabled: boolean) {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.matchModel(matchId, locale), queryFn: () => api.callApi(calls.footMatchModel, { matchId }), enabled });
}

/** Buys one model package (footKaiTongMx / lanKaiTongMx); everything the model opens refetches after. */
export function useBuyModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { model: ModelKind; id: string; idempotencyKey: string }) =>
      api.callApi(p.model === 'football' ? calls.buyFootballModel : calls.buyBasketballModel, { id: p.id, idempotencyKey: p.idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const newTapKey = (prefix: string) => `${prefix}-${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** The basketball AI plans of a day (the existing plans call); a plan is found in it by id. */
export function useBasketballPlans(day: string | undefined) {
  const locale = currentLocale();
  return useQuery({
    // Under the AI feature's key, so buying a plan there (useBuyPlan) refetches this too.
    queryKey: ['ai', 'plans', 'basketball-day', day ?? 'today', locale],
    queryFn: () => api.callApi(calls.aiBasketballPlans, day ? { day } : {}),
  });
}

/** The basketball plan a page's address names (`?id=…&day=…`): its id and its day's plans. */
export function useAddressedBasketballPlan() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const plans = useBasketballPlans(search.get('day') ?? undefined);
  return { id, plans };
}

