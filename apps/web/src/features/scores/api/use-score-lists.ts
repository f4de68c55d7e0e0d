import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { push } from '../../../lib/push/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useStoredItem } from '../../../lib/storage/storage.ts';
import type { ScoreMode } from '../model/modes.ts';
import type { Sport } from '../model/score-row.ts';
import type { BasketballOddsType, FootballOddsType } from '../stores/score-settings.ts';
import { fetchBasketballDay, fetchBasketballFavourites, fetchBasketballLive } from './basketball-lists.ts';
import { fetchFootballChase, fetchFootballDay, fetchFootballFavourites, fetchFootballLive } from './football-lists.ts';
import { fetchBasketballOdds, fetchFootballOdds, type OddsBook } from './odds.ts';
import type { ScoreList } from './score-list.ts';
import { scoresKeys } from './scores-keys.ts';

/**
 * Lists follow the push socket: while it is open nothing polls (changes arrive as frames and
 * a reconnect refetches); while it is down the lists refresh once a minute.
 */
const FALLBACK_POLL_MS = 60_000;
export const pushAwareRefetch = () => (push.isOpen ? false : FALLBACK_POLL_MS);

interface ListQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<ScoreList>;
}

function listQuery(sport: Sport, mode: ScoreMode, date: string): ListQuery {
  if (mode === 'favourites') {
    return { queryKey: scoresKeys.favourites(sport), queryFn: sport === 'football' ? fetchFootballFavourites : fetchBasketballFavourites };
  }
  if (mode === 'live') return { queryKey: scoresKeys.live(sport), queryFn: sport === 'football' ? fetchFootballLive : fetchBasketballLive };
  if (mode === 'chase') return { queryKey: scoresKeys.chase(date), queryFn: () => fetchFootballChase(date) };
  return { queryKey: scoresKeys.day(sport, date), queryFn: () => (sport === 'football' ? fetchFootballDay(date) : fetchBasketballDay(date)) };
}

/**
 * Favourites belong to the session (visitor or user): they wait for its token, which a first
 * visit gets a moment after the tab opens, and are fetched again whenever it changes.
 */
function useSessionToken(sport: Sport): string | null {
  const token = useStoredItem(storageKeys.loginToken);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token) void queryClient.invalidateQueries({ queryKey: scoresKeys.favourites(sport) });
  }, [token, sport, queryClient]);
  return token;
}

/** The list a mode shows: goals, schedule and results modes read the day list of `date`. */
export function useScoreList(sport: Sport, mode: ScoreMode, date: string): UseQueryResult<ScoreList> {
  const token = useSessionToken(sport);
  return useQuery({ ...listQuery(sport, mode, date), staleTime: 15_000, refetchInterval: pushAwareRefetch, enabled: mode !== 'favourites' || token !== null });
}

/** Every followed match id of a sport (stars in every list). */
export function useFollowedIds(sport: Sport): ReadonlySet<string> {
  const token = useSessionToken(sport);
  const query = useQuery({ ...listQuery(sport, 'favourites', ''), staleTime: 60_000, enabled: token !== null, select: (list: ScoreList) => new Set(list.ids ?? []) });
  return query.data ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** One day's prices in the chosen odds type (they move slowly: refreshed every few minutes). */
export function useOddsBook(sport: Sport, type: FootballOddsType | BasketballOddsType, date: string | null): UseQueryResult<OddsBook> {
  return useQuery({
    queryKey: scoresKeys.odds(sport, type, date ?? ''),
    // The settings store keeps each sport's odds type apart, so `type` belongs to `sport`.
    queryFn: () =>
      sport === 'football' ? fetchFootballOdds(type as FootballOddsType, date ?? '') : fetchBasketballOdds(type as BasketballOddsType, date ?? ''),
    enabled: date !== null,
    staleTime: 5 * 60_000,
  });
}
