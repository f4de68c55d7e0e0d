import { calls, type AiPlanType, type ChaseSettings } from '@scoreline/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useStoredItem } from '../../../lib/storage/storage.ts';

/** The chase and notification calls the screens use. */

const keys = {
  all: ['ai-chase'] as const,
  list: ['ai-chase', 'list'] as const,
  detail: (id: number, locale: string) => ['ai-chase', 'detail', id, locale] as const,
  settings: ['ai-chase', 'settings'] as const,
  // Per login: the app-wide notice listener outlives a logout, and the next account has its own topic.
  notify: (token: string | null) => ['ai-chase', 'notify', token] as const,
  bought: (locale: string) => ['ai-chase', 'bought', locale] as const,
};

export function useChaseList(enabled = true) {
  return useQuery({ queryKey: keys.list, queryFn: () => api.callApi(calls.chaseList, {}), enabled });
}

export function useChaseDetail(id: number) {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.detail(id, locale), queryFn: () => api.callApi(calls.chaseDetail, { id }) });
}

export function useChaseSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => api.callApi(calls.chaseSettings, {}) });
}

/** Starts a chase plan or ends one; every chase view refetches after. */
export function useSaveChase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { settings: ChaseSettings } | { id: number; end: true }) => api.callApi(calls.saveChase, p),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useNotifySettings(enabled = true) {
  const token = useStoredItem(storageKeys.loginToken);
  return useQuery({ queryKey: keys.notify(token), queryFn: () => api.callApi(calls.aiNotifySettings, {}), enabled: enabled && token !== null });
}

/** The notices announced after `since` (getJhSets with `since`), for the listener's catch-up. */
export async function fetchMissedNotices(since: number) {
  return (await api.callApi(calls.aiNotifySettings, { since })).missed;
}

export function useSaveNotify() {
  const client = useQueryClient();
  const token = useStoredItem(storageKeys.loginToken);
  return useMutation({
    mutationFn: (lines: AiPlanType[]) => api.callApi(calls.saveAiNotify, { lines }),
    onSuccess: (data) => client.setQueryData(keys.notify(token), { ...data, missed: null }),
  });
}

export function useBoughtPlans() {
  const locale = currentLocale();
  return useQuery({ queryKey: keys.bought(locale), queryFn: () => api.callApi(calls.myAiPlans, {}) });
}
