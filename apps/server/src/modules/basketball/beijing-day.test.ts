import { describe, expect, it } from 'vitest';
import { beijingDateOf, beijingDayRange, daysBetween } from './beijing-day.ts';

describe('Beijing days', () => {
  it('puts 16:00 UTC on the next Beijing day', () => {
    expect(beijingDateOf(Date.UTC(2026, 10, 22, 15, 59, 59))).toBe('2026-11-22');
    expect(beijingDateOf(Date.UTC(2026, 10, 22, 16, 0))).toBe('2026-11-23');
  });

  it('covers a Beijing date from 16:00 UTC the day before', () => {
    expect(beijingDayRange('2026-11-23')).toEqual({ from: Date.UTC(2026, 10, 22, 16), to: Date.UTC(2026, 10, 23, 16) });
  });

  it('refuses dates that do not exist', () => {
    expect(beijingDayRange('2026-02-30')).toBeUndefined();
    expect(beijingDayRange('2026-13-01')).toBeUndefined();
    expect(beijingDayRange('2028-02-29')).toBeDefined();
  });

  it('counts whole days between dates, across a month end', () => {
    expect(daysBetween('2026-11-20', '2026-12-04')).toBe(14);
    expect(daysBetween('2026-12-04', '2026-11-20')).toBe(-14);
  });
});
