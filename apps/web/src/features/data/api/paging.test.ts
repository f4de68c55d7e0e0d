import { describe, expect, it } from 'vitest';
import { nextPageOf } from './paging.ts';

describe('paging', () => {
  it('asks for the next page until every row is loaded', () => {
    expect(nextPageOf({ page: 1, pageSize: 20, total: 45 })).toBe(2);
    expect(nextPageOf({ page: 3, pageSize: 20, total: 45 })).toBeUndefined();
    expect(nextPageOf({ page: 1, pageSize: 20, total: 20 })).toBeUndefined();
    expect(nextPageOf({ page: 1, pageSize: 20, total: 0 })).toBeUndefined();
  });
});
