/** Small formatting helpers of the match centre (no i18n: callers pass translated words). */

const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** The app shows every time in Beijing, as the scores list does, whatever the phone's zone. */
const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/**
 * The Beijing calendar date of an instant, as the day lists take it.
 *
 * @example beijingDate(Date.UTC(2026, 10, 22, 17)) // '2026-11-23'
 */
export function beijingDate(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * `HH:mm` of an instant in Beijing (or `timeZone`).
 *
 * @example timeOfDay(Date.UTC(2026, 0, 1, 9, 5)) // '17:05'
 */
export function timeOfDay(epochMs: number, timeZone = BEIJING_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(epochMs);
}

/**
 * `MM-dd HH:mm` of an instant in Beijing (or `timeZone`).
 *
 * @example dateTime(Date.UTC(2026, 0, 2, 20, 5)) // '01-03 04:05'
 */
export function dateTime(epochMs: number, timeZone = BEIJING_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).formatToParts(epochMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * A decimal price with two decimals, or a dash.
 *
 * @example price(1.9) // '1.90'
 */
export function price(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(2);
}

/**
 * A handicap or total line: quarter lines as the Asian market writes them.
 *
 * @example line(-0.75) // '-0.75'
 * @example line(2.5) // '2.5'
 */
export function line(value: number | null | undefined, signed = false): string {
  if (value === null || value === undefined) return '–';
  const text = Number.isInteger(value * 2) ? String(value) : value.toFixed(2);
  return signed && value > 0 ? `+${text}` : text;
}

/**
 * How a price moved between two quotes: up, down or level (for the red/green arrows).
 *
 * @example trend(1.9, 2.05) // 'up'
 */
export function trend(from: number | undefined, to: number | undefined): 'up' | 'down' | 'level' {
  if (from === undefined || to === undefined || from === to) return 'level';
  return to > from ? 'up' : 'down';
}
