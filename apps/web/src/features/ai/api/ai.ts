import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type AiPlanType } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useStoredItem } from '../../../lib/storage/storage.ts';

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
  plans: (type: AiPlanType, locale: string, token: string | null) => ['ai', 'plans', type, locale, token] as const,
  scorecard: (locale: string) => ['ai', 'scorecard', locale] as const,
  heads: ['ai', 'heads'] as const,
};

/**
 * The day's plans of a type. The lists need a session (visitor or user): a first visit opened
 * straight on an AI tab asked before the visitor session existed and got 401 (a 请先登录 toast
 * and 加载失败), so they wait for its token, and are keyed by it because the picks shown
 * depend on who is asking (bought ones are revealed).
 */
export function usePlans(type: AiPlanType, enabled = true) {
  const locale = currentLocale();
  const token = useStoredItem(storageKeys.loginToken);
  return useQuery({ queryKey: aiKeys.plans(type, locale, token), queryFn: () => api.callApi(planCalls[type], {}), enabled: enabled && token !== null });
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
    mutationFn: (p: { sport: 'football' | 'basketball'; id: string; idempotencyKey: string; couponId?: number | undefined }) =>
      api.callApi(p.sport === 'football' ? calls.buyAiPlan : calls.buyBasketballPlan, {
        id: p.id,
        idempotencyKey: p.idempotencyKey,
        ...(p.couponId === undefined ? {} : { couponId: p.couponId }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.all }),
  });
}
