/**
 * The app's clock is Beijing's, whatever the phone's zone: the board's days, kick-offs, order
 * numbers and the lottery's selling times are all Beijing's, and its users are in China.
 * Beijing is UTC+8 all year (no daylight saving since 1991), so the wall clock is the UTC
 * fields of the instant moved by eight hours: no Intl formatter to build on every row.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** For `Intl` formatters that spell dates in the UI language (news, relative days). */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

const wallClock = (at: number) => new Date(at + BEIJING_OFFSET_MS).toISOString();

/**
 * `YYYY-MM-DD` of the Beijing day holding `at`, or `offsetDays` from it.
 *
 * @example beijingDate(Date.UTC(2026, 10, 22, 17)) // '2026-11-23'
 */
export function beijingDate(at: number, offsetDays = 0): string {
  return wallClock(at + offsetDays * DAY_MS).slice(0, 10);
}

/**
 * `HH:mm` in Beijing.
 *
 * @example beijingTime(Date.UTC(2026, 0, 1, 9, 5)) // '17:05'
 */
export function beijingTime(at: number): string {
  return wallClock(at).slice(11, 16);
}

/**
 * `MM-DD` of the Beijing day holding `at`.
 *
 * @example beijingMonthDay(Date.UTC(2024, 11, 31, 16, 5)) // '01-01'
 */
export function beijingMonthDay(at: number): string {
  return wallClock(at).slice(5, 10);
}

/**
 * `MM-DD HH:mm` in Beijing.
 *
 * @example beijingDayTime(Date.UTC(2026, 0, 2, 20, 5)) // '01-03 04:05'
 */
export function beijingDayTime(at: number): string {
  const clock = wallClock(at);
  return `${clock.slice(5, 10)} ${clock.slice(11, 16)}`;
}

/**
 * `YYYY-MM-DD HH:mm` in Beijing.
 *
 * @example beijingDateTime(Date.UTC(2026, 10, 26, 19, 5)) // '2026-11-27 03:05'
 */
export function beijingDateTime(at: number): string {
  const clock = wallClock(at);
  return `${clock.slice(0, 10)} ${clock.slice(11, 16)}`;
}

/** The week day (0 = Sunday) of a `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
