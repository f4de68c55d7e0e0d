import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  testId: string;
}

/**
 * A long list (years of ledger entries) inside the page's scroll area, rendering only the rows
 * near the viewport; it may sit below a header card, whose height becomes the scroll margin.
 */
export function VirtualList<T>({ items, rowHeight, keyOf, render, testId }: VirtualListProps<T>) {
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
    overscan: 10,
    scrollMargin: margin,
    getItemKey: (i) => (items[i] ? keyOf(items[i]) : i),
  });
  return (
    <div ref={ref} style={{ position: 'relative', height: virtualizer.getTotalSize() }} data-testid={testId}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        return item === undefined ? null : (
          <div key={row.key} data-index={row.index} ref={virtualizer.measureElement} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - margin}px)` }}>
            {render(item)}
          </div>
        );
      })}
    </div>
  );
}
