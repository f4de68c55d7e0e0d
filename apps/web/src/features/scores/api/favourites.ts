import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import type { Sport } from '../model/score-row.ts';
import type { ScoreList } from './score-list.ts';
import { scoresKeys } from './scores-keys.ts';

/** MobileFoot/collect or MobileLan/collect; visitors may follow matches too. */
export function collectMatch(sport: Sport, id: string, collect: boolean) {
  return api.callApi(sport === 'football' ? calls.collectFootballMatch : calls.collectBasketballMatch, { id, collect });
}

/** Follows or unfollows a match; the star turns at once and turns back if the call fails. */
export function useCollect(sport: Sport) {
  const queryClient = useQueryClient();
  const key = scoresKeys.favourites(sport);
  return useMutation({
    mutationFn: ({ id, collect }: { id: string; collect: boolean }) => collectMatch(sport, id, collect),
    onMutate: async ({ id, collect }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ScoreList>(key);
      const ids = before?.ids ?? [];
      const next = collect ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id);
      queryClient.setQueryData<ScoreList>(key, { rows: before?.rows ?? [], stale: before?.stale ?? false, ids: next });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
