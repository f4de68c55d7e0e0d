import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planCallsByKind } from '@scoreline/contract';
import { calls, type PlanInput, type PlanKind } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';

/** The calculators' calls: one fetcher and hook each, typed by the contract. */

export const lotteryKeys = {
  all: ['lottery'] as const,
  matches: (game: string) => ['lottery', 'matches', game] as const,
  issue: (issue: string | undefined) => ['lottery', 'issue', issue ?? 'current'] as const,
  tips: ['lottery', 'tips'] as const,
  plans: (kind: PlanKind) => ['lottery', 'plans', kind] as const,
  plan: (kind: PlanKind, id: string) => ['lottery', 'plan', kind, id] as const,
  shared: (kind: PlanKind, code: string) => ['lottery', 'shared', kind, code] as const,
};

const MINUTE = 60_000;

export const useFootballMatches = () =>
  useQuery({ queryKey: lotteryKeys.matches('jczq'), queryFn: () => api.callApi(calls.calculatorFootballMatches, {}), staleTime: MINUTE });
export const useBasketballMatches = () =>
  useQuery({ queryKey: lotteryKeys.matches('jclq'), queryFn: () => api.callApi(calls.calculatorBasketballMatches, {}), staleTime: MINUTE });
export const useBeidanMatches = () =>
  useQuery({ queryKey: lotteryKeys.matches('beidan'), queryFn: () => api.callApi(calls.calculatorBeidanMatches, {}), staleTime: MINUTE });
export const usePoolIssue = (issue?: string) =>
  useQuery({ queryKey: lotteryKeys.issue(issue), queryFn: () => api.callApi(calls.poolIssue, issue ? { issue } : {}), staleTime: MINUTE });
export const useSaveTips = () => useQuery({ queryKey: lotteryKeys.tips, queryFn: () => api.callApi(calls.calculatorSaveTips, {}) });

export function useSavePlan(kind: PlanKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanInput) => api.callApi(planCallsByKind[kind].save, plan),
    onSuccess: async () => client.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

export const usePlans = (kind: PlanKind, enabled: boolean) =>
  useQuery({ queryKey: lotteryKeys.plans(kind), queryFn: () => api.callApi(planCallsByKind[kind].list, { pageSize: 50 }, { silent: true }), enabled, placeholderData: keepPreviousData });

export const usePlan = (kind: PlanKind, id: string) =>
  useQuery({ queryKey: lotteryKeys.plan(kind, id), queryFn: () => api.callApi(planCallsByKind[kind].detail, { id }), enabled: id !== '' });

export const useSharedPlan = (kind: PlanKind, shareId: string) =>
  useQuery({ queryKey: lotteryKeys.shared(kind, shareId), queryFn: () => api.callApi(planCallsByKind[kind].share, { shareId }), enabled: shareId !== '' });

export function useDeletePlan(kind: PlanKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.callApi(planCallsByKind[kind].remove, { id }),
    onSuccess: async () => client.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}
