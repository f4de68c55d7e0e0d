import { calls } from '@scoreline/contract/web';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api/index.ts';
import { mergeIntoLists } from '../hooks/use-push-merge.ts';
import { applyCounts } from '../model/merge-push.ts';
import type { Pair, ScoreRowModel } from '../model/score-row.ts';
import { scoresKeys } from './scores-keys.ts';

interface Counts {
  corners: Pair | null;
  redCards: Pair | null;
}

/** MobileFoot/getGameDetail's live counts (corners and red cards so far, or final). */
async function fetchCounts(id: string): Promise<Counts> {
  const detail = await api.callApi(calls.footballMatchDetail, { id });
  return { corners: detail.liveStats?.corners ?? null, redCards: detail.liveStats?.redCards ?? detail.redCards };
}

const needsCounts = (row: ScoreRowModel) => row.sport === 'football' && row.corners === null && row.status !== 'scheduled' && row.status !== 'postponed';

/**
 * The list calls carry no corner counts: the rows in view that have kicked off get them from
 * the match detail, once (a finished match's never change; a live one's then follow its
 * `footZb` corner lines).
 */
export function useCornerCounts(visible: readonly ScoreRowModel[]): void {
  const queryClient = useQueryClient();
  const rows = visible.filter(needsCounts);
  const results = useQueries({
    queries: rows.map((row) => ({
      queryKey: scoresKeys.counts(row.id),
      queryFn: () => fetchCounts(row.id),
      staleTime: row.status === 'finished' ? Infinity : 0,
    })),
  });
  const ready = results.map((result, i) => (result.data ? `${rows[i]?.id}:${result.dataUpdatedAt}` : '')).join(',');
  useEffect(() => {
    results.forEach((result, i) => {
      const row = rows[i];
      if (!row || !result.data) return;
      const { corners, redCards } = result.data;
      mergeIntoLists(queryClient, 'football', row.id, (list) => applyCounts(list, row.id, corners, redCards));
    });
    // `ready` changes exactly when a result arrives; the arrays themselves are new every render.
     
  }, [ready, queryClient]);
}
