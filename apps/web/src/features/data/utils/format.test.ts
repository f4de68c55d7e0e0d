import { describe, expect, it } from 'vitest';
import { nextPageOf } from '../api/paging.ts';
import { formatDay, formatFullDay, formatKickoff } from './format.ts';

describe('Beijing dates', () => {
  it('shows a UTC instant on the Beijing clock, across midnight', () => {
    expect(formatKickoff(Date.parse('2024-08-24T11:30:00Z'))).toBe('08-24 19:30');
    expect(formatKickoff(Date.parse('2024-12-31T16:05:00Z'))).toBe('01-01 00:05');
    expect(formatDay(Date.parse('2024-12-31T16:05:00Z'))).toBe('01-01');
    expect(formatFullDay(Date.parse('2024-12-31T16:05:00Z'))).toBe('2025-01-01');
  });
});

describe('paging', () => {
  it('asks for the next page until every row is loaded', () => {
    expect(nextPageOf({ page: 1, pageSize: 20, total: 45 })).toBe(2);
    expect(nextPageOf({ page: 3, pageSize: 20, total: 45 })).toBeUndefined();
    expect(nextPageOf({ page: 1, pageSize: 20, total: 20 })).toBeUndefined();
    expect(nextPageOf({ page: 1, pageSize: 20, total: 0 })).toBeUndefined();
  });
});
