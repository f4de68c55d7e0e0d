import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rowLabels } from './row-labels.ts';

function fakeT() {
  return vi.fn((key: string, options?: Record<string, string>) => (options ? `${key}(${Object.values(options).join(',')})` : key));
}

describe('rowLabels lotteryNumber', () => {
  it('names the weekday in the UI language and looks a number up once per label set', () => {
    const t = fakeT();
    const labels = rowLabels(t as unknown as TFunction);
    const calls = t.mock.calls.length;
    const first = labels.lotteryNumber('周四001');
    expect(first).toBe('scores.row.lotteryNumber(scores.date.weekday.4,001)');
    expect(labels.lotteryNumber('周四001')).toBe(first);
    expect(t.mock.calls.length - calls).toBe(2);
  });

  it('keeps a code that is not a match number as it is', () => {
    expect(rowLabels(fakeT() as unknown as TFunction).lotteryNumber('X12')).toBe('X12');
  });
});
