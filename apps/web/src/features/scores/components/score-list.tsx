import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { RowPrices, ScoreRowModel } from '../model/score-row.ts';
import { observeRectAfterLayout, scrollAfterAttach } from './observe-rect.ts';
import type { RowLabels } from './row-labels.ts';
import { ROW_HEIGHT, ScoreRow } from './score-row.tsx';
import styles from './score-list.module.css';

export interface ScoreListProps {
  rows: readonly ScoreRowModel[];
  /** The scroll container the list lives in (it may hold a header above the list). */
  scrollRef: RefObject<HTMLElement | null>;
  labels: RowLabels;
  followed: ReadonlySet<string>;
  pricesOf: (row: ScoreRowModel) => RowPrices | null;
  goalsOf?: (row: ScoreRowModel) => number | null;
  onToggleFollow: (row: ScoreRowModel, follow: boolean) => void;
  onOpen: (row: ScoreRowModel) => void;
}

/**
 * The virtualised scores list: only the rows in view (plus a few) are in the DOM, each at a
 * fixed height, so a thousand matches mount and update as fast as twenty.
 */
export function ScoreList({ rows, scrollRef, labels, followed, pricesOf, goalsOf, onToggleFollow, onOpen }: ScoreListProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // A first paint (and jsdom) before the container is measured still shows a screenful.
    initialRect: { width: 390, height: 760 },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterAttach,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div className={styles.list} style={{ height: virtualizer.getTotalSize() }} data-testid="score-list" data-count={rows.length}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div key={item.key} className={styles.item} style={{ transform: `translateY(${item.start}px)` }}>
            <ScoreRow
              row={row}
              prices={pricesOf(row)}
              followed={followed.has(row.id)}
              labels={labels}
              goals={goalsOf?.(row)}
              onToggleFollow={onToggleFollow}
              onOpen={onOpen}
            />
          </div>
        );
      })}
    </div>
  );
}
