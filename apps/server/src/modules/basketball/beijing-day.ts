/**
 * Beijing calendar days (UTC+8 all year, no daylight saving): the product's "today" and the
 * date lists are Beijing dates.
 */

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * @example beijingDateOf(Date.UTC(2026, 10, 22, 16, 30)) // '2026-11-23'
 */
export function beijingDateOf(instant: number): string {
  return new Date(instant + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instants a Beijing date covers, `[from, to)`; undefined for an impossible date.
 *
 * @example beijingDayRange('2026-11-23') // { from: Date.UTC(2026, 10, 22, 16), to: Date.UTC(2026, 10, 23, 16) }
 * @example beijingDayRange('2026-02-30') // undefined
 */
export function beijingDayRange(date: string): { from: number; to: number } | undefined {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return undefined;
  const from = midnightUtc - BEIJING_OFFSET_MS;
  return { from, to: from + DAY_MS };
}

/**
 * Whole days from one Beijing date to another.
 *
 * @example daysBetween('2026-11-20', '2026-11-23') // 3
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
