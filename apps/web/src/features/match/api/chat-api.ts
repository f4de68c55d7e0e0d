import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type ChatMessage, type PayloadOf } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { matchKeys } from './match-keys.ts';

/** Match chat (MobileLive) and reports (Sundry/juBao). */

export interface ChatState {
  items: ChatMessage[];
  hasMore: boolean;
}

export function useChatList(id: string) {
  return useQuery({
    queryKey: matchKeys.chat(id),
    queryFn: async (): Promise<ChatState> => {
      const page = await api.callApi(calls.matchChatList, { id, limit: 50 });
      return { items: page.items, hasMore: page.hasMore };
    },
  });
}

/** Messages kept on screen: a busy match's chat keeps its newest, older ones a tap away. */
export const MAX_SHOWN_MESSAGES = 200;

/** Adds a message to the cached list once (it may come back both as the reply and by push). */
export function appendMessage(state: ChatState | undefined, message: ChatMessage): ChatState {
  const items = state?.items ?? [];
  if (items.some((m) => m.id === message.id)) return state ?? { items, hasMore: false };
  const next = [...items, message].sort((a, b) => Number(a.id) - Number(b.id));
  if (next.length > MAX_SHOWN_MESSAGES) return { items: next.slice(-MAX_SHOWN_MESSAGES), hasMore: true };
  return { items: next, hasMore: state?.hasMore ?? false };
}

export function removeMessage(state: ChatState | undefined, messageId: string): ChatState | undefined {
  return state && { ...state, items: state.items.filter((m) => m.id !== messageId) };
}

export function usePostChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.callApi(calls.postMatchChat, { id, text }),
    onSuccess: (message) => queryClient.setQueryData<ChatState>(matchKeys.chat(id), (state) => appendMessage(state, message)),
  });
}

/** Loads the page of messages before the oldest one shown. */
export function useOlderChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: string) => api.callApi(calls.matchChatList, { id, beforeId, limit: 50 }),
    onSuccess: (page) =>
      queryClient.setQueryData<ChatState>(matchKeys.chat(id), (state) => ({
        items: [...page.items, ...(state?.items ?? [])],
        hasMore: page.hasMore,
      })),
  });
}

export function useReport() {
  return useMutation({ mutationFn: (payload: PayloadOf<typeof calls.report>) => api.callApi(calls.report, payload) });
}
