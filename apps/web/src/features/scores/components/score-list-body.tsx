import { memo, useDeferredValue, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { useScoreBoard } from '../hooks/use-score-board.ts';
import type { ScoreMode } from '../model/modes.ts';
import type { ScoreRowModel } from '../model/score-row.ts';
import { ListBanner, ListEmpty, ListError, ListSkeleton } from './list-states.tsx';
import { rowLabels, type RowLabels } from './row-labels.ts';
import { ScoreList } from './score-list.tsx';

type Board = ReturnType<typeof useScoreBoard>;

export interface ScoreListBodyProps {
  board: Board;
  mode: ScoreMode;
  scrollRef: RefObject<HTMLElement | null>;
  onOpen: (row: ScoreRowModel) => void;
}

/** What the list shows: a new object only when one of these changes. */
interface ListView {
  mode: ScoreMode;
  pending: boolean;
  failed: boolean;
  stale: boolean;
  all: Board['all'];
  rows: Board['rows'];
  followed: Board['followed'];
  pricesOf: Board['pricesOf'];
  goalsOf: Board['goalsOf'];
}

/**
 * The list with its states: skeleton, error with retry, empty, stale and filtered notes.
 *
 * The list renders as a deferred update: new data (the first rows, a push, a filter) first
 * re-renders the page around it, then the rows in a render React can split into short slices.
 * Rendered with the reply's notification, the first rows were one task of ~350 ms on a
 * mid-range phone (4× CPU), most of Lighthouse's blocking time; their content and order are
 * the same either way.
 */
export function ScoreListBody({ board, mode, scrollRef, onOpen }: ScoreListBodyProps) {
  const { list, all, rows, followed, pricesOf, goalsOf } = board;
  const pending = list.isPending;
  const failed = list.isError && !list.data;
  const stale = list.data?.stale ?? false;
  const view = useMemo<ListView>(
    () => ({ mode, pending, failed, stale, all, rows, followed, pricesOf, goalsOf }),
    [mode, pending, failed, stale, all, rows, followed, pricesOf, goalsOf],
  );
  const shown = useDeferredValue(view);
  return (
    <ListContent
      view={shown}
      scrollRef={scrollRef}
      onRetry={list.refetch}
      onToggleFollow={board.onToggleFollow}
      onOpen={onOpen}
    />
  );
}

interface ListContentProps {
  view: ListView;
  scrollRef: RefObject<HTMLElement | null>;
  onRetry: () => unknown;
  onToggleFollow: Board['onToggleFollow'];
  onOpen: (row: ScoreRowModel) => void;
}

const ListContent = memo(function ListContent({ view, scrollRef, onRetry, onToggleFollow, onOpen }: ListContentProps) {
  const { t, i18n } = useTranslation();
  // Recomputed when the language changes, not per row.
  const labels: RowLabels = useMemo(() => rowLabels(t), [t, i18n.language]);
  const { mode, all, rows } = view;

  if (view.pending) return <ListSkeleton />;
  if (view.failed) return <ListError onRetry={() => void onRetry()} />;
  const filtered = rows.length < all.length;
  const emptyText = mode === 'favourites' ? t('scores.list.emptyFavourites') : filtered ? t('scores.list.emptyFiltered') : t('scores.list.empty');
  return (
    <>
      {view.stale && <ListBanner text={t('scores.list.stale')} testId="score-list-stale" />}
      {filtered && <ListBanner text={t('scores.list.filtered', { shown: rows.length, total: all.length })} testId="score-list-filtered" />}
      {mode === 'chase' && <ListBanner text={t('scores.modeHint.chase')} testId="score-mode-hint" />}
      {rows.length === 0 ? (
        <ListEmpty text={emptyText} />
      ) : (
        <ScoreList
          rows={rows}
          scrollRef={scrollRef}
          labels={labels}
          followed={view.followed}
          pricesOf={view.pricesOf}
          goalsOf={view.goalsOf}
          onToggleFollow={onToggleFollow}
          onOpen={onOpen}
        />
      )}
    </>
  );
});
