import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appEvents } from '../../../lib/events/app-events.ts';
import { loadPushSchemas, withPushSchemas, type PushSchemas } from '../api/push-schemas.ts';
import type { ScoreList } from '../api/score-list.ts';
import { scoresKeys } from '../api/scores-keys.ts';
import { applyGame, applyGoal, applyLannow, applyLiveText } from '../model/merge-push.ts';
import type { ScoreRowModel, Sport } from '../model/score-row.ts';

type Rows = readonly ScoreRowModel[];

/** The part of a contract (zod) schema a frame parse needs. */
interface FrameSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Parses a frame's JSON data against its contract schema; a bad frame is dropped, not thrown. */
export function parseFrame<T>(schema: FrameSchema<T>, data: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Handles a frame's data once parsed against the schema `pick` chooses (loaded lazily); bad frames are dropped. */
export function onFrame<T>(data: string, pick: (schemas: PushSchemas) => FrameSchema<T>, handle: (value: T) => void): void {
  withPushSchemas((schemas) => {
    const value = parseFrame(pick(schemas), data);
    if (value) handle(value);
  });
}

/** Runs a merge over every cached list of a sport; returns whether any list holds the match. */
export function mergeIntoLists(queryClient: QueryClient, sport: Sport, id: string, merge: (rows: Rows) => Rows): boolean {
  let found = false;
  for (const [key, list] of queryClient.getQueriesData<ScoreList>({ queryKey: scoresKeys.lists(sport) })) {
    if (!list?.rows.some((row) => row.id === id)) continue;
    found = true;
    const rows = merge(list.rows);
    if (rows !== list.rows) queryClient.setQueryData<ScoreList>(key, { ...list, rows });
  }
  return found;
}

/** Finds a match in any cached list of a sport (e.g. for a goal dialog's team names). */
export function findRow(queryClient: QueryClient, sport: Sport, id: string): ScoreRowModel | undefined {
  for (const [, list] of queryClient.getQueriesData<ScoreList>({ queryKey: scoresKeys.lists(sport) })) {
    const row = list?.rows.find((r) => r.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * Keeps every cached scores list current from the push socket: `game`, `gameNowFen`, `lannow`
 * and the subscribed matches' `footZb` lines. A state change of a match no list holds yet (a
 * new kick-off) refetches the live list; a reconnect refetches everything that may be behind.
 */
export function usePushMerge(): void {
  const queryClient = useQueryClient();
  const lastSeq = useRef(new Map<string, number>());

  useEffect(() => {
    const seqs = lastSeq.current;
    loadPushSchemas().catch(() => undefined);
    const offs = [
      appEvents.on('game', (data) =>
        onFrame(data, (s) => s.gamePayload, (game) => {
        const found = mergeIntoLists(queryClient, game.sport, game.id, (rows) => applyGame(rows, game, Date.now()));
        if (!found) void queryClient.invalidateQueries({ queryKey: scoresKeys.live(game.sport) });
      })),
      appEvents.on('gameNowFen', (data) =>
        onFrame(data, (s) => s.gameNowFenPayload, (goal) => {
        mergeIntoLists(queryClient, 'football', goal.id, (rows) => applyGoal(rows, goal, Date.now()));
      })),
      appEvents.on('lannow', (data) =>
        onFrame(data, (s) => s.lannowPayload, (update) => {
        mergeIntoLists(queryClient, 'basketball', update.id, (rows) => applyLannow(rows, update, Date.now()));
      })),
      appEvents.on('footZb', (data) =>
        onFrame(data, (s) => s.footZbPayload, (line) => {
        const seen = seqs.get(line.id) ?? 0;
        mergeIntoLists(queryClient, 'football', line.id, (rows) => applyLiveText(rows, line, Date.now(), seen));
        seqs.set(line.id, Math.max(seen, line.seq));
      })),
      appEvents.on('pushOpen', () => void queryClient.invalidateQueries({ queryKey: scoresKeys.all })),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}
