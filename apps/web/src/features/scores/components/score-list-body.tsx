import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { useScoreBoard } from '../hooks/use-score-board.ts';
import type { ScoreMode } from '../model/modes.ts';
import type { ScoreRowModel } from '../model/score-row.ts';
import { ListBanner, ListEmpty, ListError, ListSkeleton } from './list-states.tsx';
import { rowLabels } from './row-labels.ts';
import { ScoreList } from './score-list.tsx';

export interface ScoreListBodyProps {
  board: ReturnType<typeof useScoreBoard>;
  mode: ScoreMode;
  scrollRef: RefObject<HTMLElement | null>;
  onOpen: (row: ScoreRowModel) => void;
  onVisibleRows?: (rows: readonly ScoreRowModel[]) => void;
}

/** The list with its states: skeleton, error with retry, empty, stale and filtered notes. */
export function ScoreListBody({ board, mode, scrollRef, onOpen, onVisibleRows }: ScoreListBodyProps) {
  const { t, i18n } = useTranslation();
  // Recomputed when the language changes, not per row.
   
  const labels = useMemo(() => rowLabels(t), [t, i18n.language]);
  const { list, all, rows } = board;

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  const filtered = rows.length < all.length;
  const emptyText = mode === 'favourites' ? t('scores.list.emptyFavourites') : filtered ? t('scores.list.emptyFiltered') : t('scores.list.empty');
  return (
    <>
      {list.data?.stale && <ListBanner text={t('scores.list.stale')} testId="score-list-stale" />}
      {filtered && <ListBanner text={t('scores.list.filtered', { shown: rows.length, total: all.length })} testId="score-list-filtered" />}
      {mode === 'chase' && <ListBanner text={t('scores.modeHint.chase')} testId="score-mode-hint" />}
      {rows.length === 0 ? (
        <ListEmpty text={emptyText} />
      ) : (
        <ScoreList
          rows={rows}
          scrollRef={scrollRef}
          labels={labels}
          followed={board.followed}
          pricesOf={board.pricesOf}
          goalsOf={board.goalsOf}
          onToggleFollow={board.onToggleFollow}
          onOpen={onOpen}
          onVisibleRows={onVisibleRows}
        />
      )}
    </>
  );
}
