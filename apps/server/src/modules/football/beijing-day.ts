/** Beijing calendar days (UTC+8 all year), the days the football lists are asked by. */

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The Beijing date of an instant.
 *
 * @example
 * beijingDateOf(Date.UTC(2026, 10, 22, 17)) // '2026-11-23'
 */
export function beijingDateOf(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instants `[from, to)` of a Beijing date.
 *
 * @example
 * beijingDayRange('2026-11-23').from === Date.UTC(2026, 10, 22, 16) // true
 */
export function beijingDayRange(date: string): { from: number; to: number } {
  const from = Date.parse(`${date}T00:00:00Z`) - OFFSET_MS;
  return { from, to: from + DAY_MS };
}
