import type { IsoDate } from '../source/index.ts';
import { isBritishSummerTime } from '../source/uk-time.converter.ts';

/**
 * The four clocks the replay reads source kick-offs in, written out as rules rather than asking
 * `Intl` so results do not depend on the Node build's time-zone data (a test checks them against
 * `Intl`). The EU switches summer time at the same UTC instants as the UK (01:00 UTC, last Sunday
 * of March and October); the US switches at 02:00 local on the second Sunday of March and the
 * first Sunday of November.
 */

/** UK (Premier League); Central Europe (Spain, Germany, Italy, France); Beijing (CSL and the replay's clock); US Eastern (NBA). */
export type ReplayZone = 'uk' | 'central-europe' | 'beijing' | 'us-eastern';

/** A wall-clock date and time in some zone: `minutes` after local midnight. */
export interface LocalClock {
  date: IsoDate;
  minutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Minutes the zone's clock is ahead of UTC at an instant.
 *
 * @example
 * zoneOffsetMinutes('central-europe', Date.UTC(2024, 7, 17, 18)) // 120
 * zoneOffsetMinutes('us-eastern', Date.UTC(2024, 0, 10, 0))      // -300
 */
export function zoneOffsetMinutes(zone: ReplayZone, utcMs: number): number {
  switch (zone) {
    case 'uk':
      return isBritishSummerTime(utcMs) ? 60 : 0;
    case 'central-europe':
      return isBritishSummerTime(utcMs) ? 120 : 60;
    case 'beijing':
      return 480;
    case 'us-eastern':
      return isUsDaylightTime(utcMs) ? -240 : -300;
  }
}

function isUsDaylightTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  const start = nthSundayUtc(year, 2, 2) + 7 * 60 * MINUTE_MS; // 02:00 EST = 07:00 UTC
  const end = nthSundayUtc(year, 10, 1) + 6 * 60 * MINUTE_MS; // 02:00 EDT = 06:00 UTC
  return utcMs >= start && utcMs < end;
}

function nthSundayUtc(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1));
}

/**
 * The wall clock of a zone at an instant.
 *
 * @example
 * toLocalClock(new Date('2024-08-17T18:30:00Z'), 'central-europe') // { date: '2024-08-17', minutes: 1230 } (20:30)
 */
export function toLocalClock(instant: Date, zone: ReplayZone): LocalClock {
  const local = instant.getTime() + zoneOffsetMinutes(zone, instant.getTime()) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  return { date: isoDateOfDay(day), minutes: Math.round((local - day * DAY_MS) / MINUTE_MS) };
}

/**
 * The instant a zone's wall clock shows a date and time. In the hour skipped in spring the
 * standard-time reading is used; in the repeated autumn hour, the earlier instant. Kick-offs are
 * never in those hours; the choice only keeps the function total.
 *
 * @example
 * fromLocalClock({ date: '2024-01-10', minutes: 19 * 60 + 30 }, 'us-eastern').toISOString() // '2024-01-11T00:30:00.000Z'
 */
export function fromLocalClock(local: LocalClock, zone: ReplayZone): Date {
  const wallAsUtc = dayOfIsoDate(local.date) * DAY_MS + local.minutes * MINUTE_MS;
  // The offsets in force half a day either side cover both readings around a switch.
  const offsets = [wallAsUtc - DAY_MS / 2, wallAsUtc + DAY_MS / 2].map((probe) => zoneOffsetMinutes(zone, probe));
  const readings = offsets.map((offset) => wallAsUtc - offset * MINUTE_MS);
  const consistent = readings.filter((utc) => utc + zoneOffsetMinutes(zone, utc) * MINUTE_MS === wallAsUtc);
  const standard = wallAsUtc - Math.min(...offsets) * MINUTE_MS;
  return new Date(consistent.length > 0 ? Math.min(...consistent) : standard);
}

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date.
 *
 * @example
 * dayOfIsoDate('1970-01-05') // 4
 */
export function dayOfIsoDate(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN) / DAY_MS;
}

/**
 * The `YYYY-MM-DD` date of a day number.
 *
 * @example
 * isoDateOfDay(4) // '1970-01-05'
 */
export function isoDateOfDay(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Day of the week, Monday 0 … Sunday 6 (1970-01-01 was a Thursday).
 *
 * @example
 * weekdayOfDay(dayOfIsoDate('2024-01-01')) // 0
 */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}
