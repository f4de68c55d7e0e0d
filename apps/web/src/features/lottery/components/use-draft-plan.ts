import type { Game } from '@scoreline/lottery';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { summarise } from '../model/compute.ts';
import { useDraft } from '../model/draft.ts';
import { gameParam } from '../model/games.ts';

/** The draft of the page's `game` query parameter (or the given game) with its package plan and summary. */
export function useDraftPlan(fixed?: Game) {
  const [params] = useSearchParams();
  const game = fixed ?? gameParam(params.get('game'));
  const draft = useDraft(game);
  const computed = useMemo(() => (draft.matches.length > 0 ? summarise(draft) : null), [draft]);
  return { game, draft, computed: computed?.ok ? computed.value : null, problem: computed && !computed.ok ? computed.problem : null };
}
