import type { IsoDate, UtcInstant } from './source.types.ts';

/**
 * football-data.co.uk gives every kick-off time in UK local time, for every league it covers
 * (a Bundesliga match at 20:30 in Germany appears as 19:30; a CSL match at 19:35 Beijing time as
 * 12:35 in summer and 11:35 in winter). UK local time is GMT (UTC+0) in winter and British
 * Summer Time (UTC+1) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October (the EU rule, in force since 1996, which covers every season in our data).
 *
 * This is written out rather than asking `Intl` for Europe/London so the result does not depend on
 * the time-zone data of the Node build; a test checks it against `Intl` over many instants.
 */

const HOUR_MS = 3_600_000;

/**
 * The UTC instant at which summer time starts (`month` 2 = March) or ends (`month` 9 = October).
 *
 * @example
 * new Date(summerTimeSwitch(2024, 2)).toISOString() // '2024-03-31T01:00:00.000Z'
 */
export function summerTimeSwitch(year: number, month: 2 | 9): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, lastSunday, 1, 0);
}

/**
 * Is UK clocks' summer time in force at this UTC instant?
 *
 * @example
 * isBritishSummerTime(Date.UTC(2024, 7, 16, 19)) // true
 */
export function isBritishSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= summerTimeSwitch(year, 2) && utcMs < summerTimeSwitch(year, 9);
}

/**
 * Converts a UK wall-clock date and time to the UTC instant.
 *
 * Where the wall clock is ambiguous (01:00–01:59 on the October change, which happens twice) the
 * earlier, summer-time instant is chosen; a time in the skipped March hour is read as GMT. No
 * football match kicks off in those hours, so these choices only keep the function total.
 *
 * @example
 * ukLocalToUtc('2024-08-16', 20 * 60) // '2024-08-16T19:00:00.000Z' (BST)
 * ukLocalToUtc('2024-12-14', 14 * 60 + 30) // '2024-12-14T14:30:00.000Z' (GMT)
 */
export function ukLocalToUtc(date: IsoDate, minutesAfterMidnight: number): UtcInstant {
  const [year, month, day] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN) + minutesAfterMidnight * 60_000;
  const ifSummer = wallAsUtc - HOUR_MS;
  const utc = isBritishSummerTime(ifSummer) ? ifSummer : wallAsUtc;
  return new Date(utc).toISOString();
}
