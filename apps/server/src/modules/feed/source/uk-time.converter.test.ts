import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBritishSummerTime, summerTimeSwitch, ukLocalToUtc } from './uk-time.converter.ts';

/** UK wall-clock date and minutes of an instant, from the time-zone database, for comparison. */
function londonWallClock(utcMs: number): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

describe('UK local time to UTC', () => {
  it('subtracts an hour in summer and nothing in winter', () => {
    expect(ukLocalToUtc('2024-08-16', 20 * 60)).toBe('2024-08-16T19:00:00.000Z');
    expect(ukLocalToUtc('2024-12-14', 14 * 60 + 30)).toBe('2024-12-14T14:30:00.000Z');
  });

  it('switches on the last Sundays of March and October at 01:00 UTC', () => {
    expect(new Date(summerTimeSwitch(2024, 2)).toISOString()).toBe('2024-03-31T01:00:00.000Z');
    expect(new Date(summerTimeSwitch(2024, 9)).toISOString()).toBe('2024-10-27T01:00:00.000Z');
    expect(new Date(summerTimeSwitch(2019, 2)).toISOString()).toBe('2019-03-31T01:00:00.000Z');
    expect(isBritishSummerTime(Date.UTC(2024, 2, 31, 0, 59))).toBe(false);
    expect(isBritishSummerTime(Date.UTC(2024, 2, 31, 1, 0))).toBe(true);
    expect(isBritishSummerTime(Date.UTC(2024, 9, 27, 0, 59))).toBe(true);
    expect(isBritishSummerTime(Date.UTC(2024, 9, 27, 1, 0))).toBe(false);
  });

  it('handles kick-offs on the days the clocks change', () => {
    expect(ukLocalToUtc('2024-03-31', 14 * 60)).toBe('2024-03-31T13:00:00.000Z');
    expect(ukLocalToUtc('2024-10-27', 14 * 60)).toBe('2024-10-27T14:00:00.000Z');
  });

  it('picks the earlier instant in the repeated October hour', () => {
    expect(ukLocalToUtc('2024-10-27', 90)).toBe('2024-10-27T00:30:00.000Z');
  });

  it('agrees with the Europe/London time-zone database for every instant of 2010-2030', () => {
    const minute = 60_000;
    const from = Date.UTC(2010, 0, 1) / minute;
    const to = Date.UTC(2030, 11, 31) / minute;
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (utcMinute) => {
        const utcMs = utcMinute * minute;
        const wall = londonWallClock(utcMs);
        // Skip the repeated October hour, where one wall time names two instants.
        fc.pre(!(isBritishSummerTime(utcMs - 3_600_000) && !isBritishSummerTime(utcMs)));
        expect(ukLocalToUtc(wall.date, wall.minutes)).toBe(new Date(utcMs).toISOString());
      }),
      { numRuns: 2000 },
    );
  });
});
