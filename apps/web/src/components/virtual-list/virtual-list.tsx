import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The nearest scrolling ancestor: the page's scroll area. */
function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Estimated row height in px; rows are measured once shown. */
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  testId: string;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
}

/**
 * A long list inside the page's own scroll area (a team's seasons of matches, a year of issues,
 * years of ledger entries), rendering only the rows near the viewport. The list may sit below
 * other content: the scroll margin is its offset in the scroll area.
 */
export function VirtualList<T>({ items, rowHeight, keyOf, render, testId, overscan = 8 }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const parent = scrollParentOf(ref.current);
    setScroller(parent);
    if (parent && ref.current) setMargin(ref.current.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
  }, []);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: margin,
    getItemKey: (i) => (items[i] ? keyOf(items[i]) : i),
  });
  return (
    <div ref={ref} style={{ position: 'relative', height: virtualizer.getTotalSize() }} data-testid={testId}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        return item === undefined ? null : (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - margin}px)` }}
          >
            {render(item)}
          </div>
        );
      })}
    </div>
  );
}
