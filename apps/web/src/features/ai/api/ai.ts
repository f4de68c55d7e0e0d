import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type AiPlanType } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';

/** The AI calls the screens use: plan lists, the record, the scorecard, verification, buying. */

export const planCalls = {
  spf: calls.aiSpfPlans,
  jqs: calls.aiJqsPlans,
  bqc: calls.aiBqcPlans,
  rf: calls.aiRfSinglePlans,
  dxf: calls.aiDxfSinglePlans,
  dxf2x1: calls.aiDxf2x1Plans,
} as const satisfies Record<AiPlanType, unknown>;

const aiKeys = {
  all: ['ai'] as const,
  plans: (type: AiPlanType, locale: string) => ['ai', 'plans', type, locale] as const,
  scorecard: (locale: string) => ['ai', 'scorecard', locale] as const,
  heads: ['ai', 'heads'] as const,
};

export function usePlans(type: AiPlanType, enabled = true) {
  const locale = currentLocale();
  return useQuery({ queryKey: aiKeys.plans(type, locale), queryFn: () => api.callApi(planCalls[type], {}), enabled });
}

export function useScorecard() {
  const locale = currentLocale();
  return useQuery({ queryKey: aiKeys.scorecard(locale), queryFn: () => api.callApi(calls.aiScorecard, {}) });
}

export function useChainHeads() {
  return useQuery({ queryKey: aiKeys.heads, queryFn: () => api.callApi(calls.aiChainHeads, { days: 7 }) });
}

export function useVerify() {
  return useMutation({ mutationFn: (ref: string) => api.callApi(calls.aiVerify, { ref }) });
}

/** Buys a plan with coins (payJh for football, payLanJh for basketball); the lists refetch after. */
export function useBuyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { sport: 'football' | 'basketball'; id: string; idempotencyKey: string }) =>
      api.callApi(p.sport === 'football' ? calls.buyAiPlan : calls.buyBasketballPlan, { id: p.id, idempotencyKey: p.idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.all }),
  });
}
