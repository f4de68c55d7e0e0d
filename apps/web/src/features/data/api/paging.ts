/** A paged reply's shape, as the history calls return it. */
export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The next page number, or undefined when the last one is loaded (TanStack's "no more").
 *
 * @example
 * nextPageOf({ page: 1, pageSize: 20, total: 45 }) // 2
 * nextPageOf({ page: 3, pageSize: 20, total: 45 }) // undefined
 */
export function nextPageOf(last: PageInfo): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
