import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  footZbPayload,
  gameChatPayload,
  gamePayload,
  lannowPayload,
  type Locale,
  type ReplyOf,
  type calls,
} from '@scoreline/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/events/app-events.ts';
import { isLocale } from '../../../lib/i18n/locale.ts';
import { subscribeMatch, unsubscribeMatch } from '../../../lib/push/index.ts';
import { appendMessage, removeMessage, type ChatState } from '../api/chat-api.ts';
import { matchKeys } from '../api/match-keys.ts';
import type { z } from 'zod';

type FootballLiveText = ReplyOf<typeof calls.footballLiveText>;
type BasketballDetail = ReplyOf<typeof calls.basketballGameDetail>;

/** Parses a frame's JSON against its schema; a malformed frame is ignored (the next refetch heals). */
function parse<S extends z.ZodType>(schema: S, data: string): z.infer<S> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps one match's cached data current from the push socket: subscribes to `match:{id}` while
 * the page is open, appends live text and chat as they arrive, refetches the detail on a state
 * change, and refetches everything after a reconnect (frames may have been missed).
 */
export function useMatchPush(sport: 'football' | 'basketball', id: string): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  // The same string the query keys use (i18n.language is always one of the four locales).
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'zh-Hans';

  useEffect(() => {
    subscribeMatch(id);
    const root = sport === 'football' ? matchKeys.football(id) : matchKeys.basketball(id);
    const offs = [
      appEvents.on('gameChat', (data) => applyChat(queryClient, id, data)),
      appEvents.on('pushOpen', () => {
        void queryClient.invalidateQueries({ queryKey: root });
        void queryClient.invalidateQueries({ queryKey: matchKeys.chat(id) });
      }),
      appEvents.on('game', (data) => {
        if (parse(gamePayload, data)?.id === id) void queryClient.invalidateQueries({ queryKey: root });
      }),
      sport === 'football'
        ? appEvents.on('footZb', (data) => applyFootballLine(queryClient, id, locale, data))
        : appEvents.on('lannow', (data) => applyBasketballScore(queryClient, id, locale, data)),
    ];
    return () => {
      offs.forEach((off) => off());
      unsubscribeMatch(id);
    };
  }, [queryClient, sport, id, locale]);
}

function applyChat(queryClient: QueryClient, id: string, data: string): void {
  const event = parse(gameChatPayload, data);
  if (!event) return;
  if (event.kind === 'message' && event.message.matchId === id) {
    queryClient.setQueryData<ChatState>(matchKeys.chat(id), (state) => appendMessage(state, event.message));
  } else if (event.kind === 'hidden' && event.matchId === id) {
    queryClient.setQueryData<ChatState>(matchKeys.chat(id), (state) => removeMessage(state, event.messageId));
  }
}

function applyFootballLine(queryClient: QueryClient, id: string, locale: Locale, data: string): void {
  const line = parse(footZbPayload, data);
  if (!line || line.id !== id) return;
  queryClient.setQueryData<FootballLiveText>(matchKeys.footballLiveText(id, locale), (state) => {
    if (!state || state.events.some((e) => e.seq === line.seq)) return state;
    const event = { seq: line.seq, minute: line.minute, kind: line.kind, side: line.side, score: line.score, text: line.text[locale] };
    return { ...state, score: line.score, events: [...state.events, event].sort((a, b) => a.seq - b.seq) };
  });
  // Goals and cards change the header's score and counts: fetch the detail again.
  if (line.kind !== 'corner') void queryClient.invalidateQueries({ queryKey: matchKeys.footballDetail(id, locale) });
}

function applyBasketballScore(queryClient: QueryClient, id: string, locale: string, data: string): void {
  const update = parse(lannowPayload, data);
  if (!update || update.id !== id) return;
  queryClient.setQueryData<BasketballDetail>(matchKeys.basketballDetail(id, locale), (state) =>
    state && {
      ...state,
      game: { ...state.game, phase: update.phase, period: update.period, clock: update.clock, score: update.score, periods: update.periods },
    },
  );
  void queryClient.invalidateQueries({ queryKey: matchKeys.basketballLiveText(id, locale) });
  // The team statistics grow with the score while the game is on.
  void queryClient.invalidateQueries({ queryKey: matchKeys.basketballBoxScore(id) });
}
