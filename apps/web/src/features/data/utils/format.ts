/**
 * Dates as the data tab shows them, on the Beijing clock like the rest of the product (the
 * lottery's days and the replayed kick-offs are Beijing times). Pure: no locale data needed.
 */

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function beijing(ms: number): Date {
  return new Date(ms + BEIJING_OFFSET_MS);
}

/**
 * `MM-DD`.
 *
 * @example
 * formatDay(Date.parse('2024-08-24T11:30:00Z')) // '08-24'
 */
export function formatDay(ms: number): string {
  const d = beijing(ms);
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD`. */
export function formatFullDay(ms: number): string {
  return `${beijing(ms).getUTCFullYear()}-${formatDay(ms)}`;
}

/**
 * `MM-DD HH:mm`.
 *
 * @example
 * formatKickoff(Date.parse('2024-08-24T11:30:00Z')) // '08-24 19:30'
 */
export function formatKickoff(ms: number): string {
  const d = beijing(ms);
  return `${formatDay(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
