import type { ScoreRowModel } from '../model/score-row.ts';

/** What every scores list query holds. `ids` is set on favourites: every followed id, listed or not. */
export interface ScoreList {
  rows: readonly ScoreRowModel[];
  stale: boolean;
  ids?: readonly string[];
}

/** Pages through a paged day list until every row is in (a day has tens of matches, not thousands). */
export async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; total: number; pageSize: number }>): Promise<T[]> {
  const first = await fetchPage(1);
  const items = [...first.items];
  const pages = Math.min(10, Math.ceil(first.total / Math.max(1, first.pageSize)));
  for (let page = 2; page <= pages; page += 1) items.push(...(await fetchPage(page)).items);
  return items;
}
