import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, beijingDayTime, beijingMonthDay, beijingTime, weekdayOf } from './beijing.ts';

// 2026-11-26 19:05 UTC is 2026-11-27 03:05 in Beijing: the day turns before the phone's does in Europe.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 26, 19, 5);

describe('Beijing clock', () => {
  it('reads the wall clock in Beijing, not in the zone the tests run in', () => {
    expect(beijingDate(LATE_EVENING_UTC)).toBe('2026-11-27');
    expect(beijingTime(LATE_EVENING_UTC)).toBe('03:05');
    expect(beijingDayTime(LATE_EVENING_UTC)).toBe('11-27 03:05');
    expect(beijingDateTime(LATE_EVENING_UTC)).toBe('2026-11-27 03:05');
  });

  it('turns the year on Beijing\'s midnight, not the phone\'s', () => {
    expect(beijingDateTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
    expect(beijingMonthDay(Date.UTC(2024, 11, 31, 16, 5))).toBe('01-01');
  });

  it('counts days from the Beijing day, across a month end', () => {
    expect(beijingDate(Date.UTC(2026, 10, 30, 16), 1)).toBe('2026-12-02');
    expect(beijingDate(Date.UTC(2026, 10, 30, 15, 59), -1)).toBe('2026-11-29');
  });

  it('names the week day of a date', () => {
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });
});
