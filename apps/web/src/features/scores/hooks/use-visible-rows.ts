import { useCallback, useState } from 'react';
import { useAfterIdle } from '../../../lib/idle/use-after-idle.ts';
import type { ScoreRowModel } from '../model/score-row.ts';

const sameIds = (a: readonly ScoreRowModel[], b: readonly ScoreRowModel[]) => a.length === b.length && a.every((row, i) => row.id === b[i]?.id);

/**
 * The rows in view, for per-row extras (corner counts). It changes only when other rows come
 * into view, and stays empty until the browser is first idle: the list paints before any extra
 * request competes with its own.
 */
export function useVisibleRows(): [readonly ScoreRowModel[], (rows: readonly ScoreRowModel[]) => void] {
  const [visible, setVisible] = useState<readonly ScoreRowModel[]>([]);
  const idle = useAfterIdle(1500, 300);
  const onVisibleRows = useCallback((rows: readonly ScoreRowModel[]) => setVisible((prev) => (sameIds(prev, rows) ? prev : rows)), []);
  return [idle ? visible : EMPTY, onVisibleRows];
}

const EMPTY: readonly ScoreRowModel[] = [];
