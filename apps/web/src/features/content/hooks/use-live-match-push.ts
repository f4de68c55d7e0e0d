import { gameNowFenPayload, gamePayload, type FootballRow } from '@scoreline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../../../lib/events/app-events.ts';
import { contentKeys } from '../api/content-keys.ts';

interface LiveReply {
  items: FootballRow[];
}

function parse<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, data: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the live match list current from the push stream: `game` (state, phase, clock, score) and
 * `gameNowFen` (a goal) patch the cached rows; a kick-off (`liveGame`) or a reconnect refetches.
 */
export function useLiveMatchPush(locale: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = contentKeys.liveMatches(locale);
    const patch = (id: string, change: (row: FootballRow) => FootballRow) =>
      queryClient.setQueryData<LiveReply>(key, (old) => (old ? { ...old, items: old.items.map((row) => (row.id === id ? change(row) : row)) } : old));
    const offs = [
      appEvents.on('game', (data) => {
        const game = parse(gamePayload, data);
        if (game?.sport === 'football') {
          patch(game.id, (row) => ({ ...row, status: game.status, phase: game.phase, clock: game.clock, liveClock: game.liveClock ?? null, score: game.score ?? row.score }));
        }
      }),
      appEvents.on('gameNowFen', (data) => {
        const goal = parse(gameNowFenPayload, data);
        if (goal) patch(goal.id, (row) => ({ ...row, score: goal.score }));
      }),
      appEvents.on('liveGame', () => void queryClient.invalidateQueries({ queryKey: key })),
      appEvents.on('pushOpen', () => void queryClient.invalidateQueries({ queryKey: key })),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, locale]);
}
