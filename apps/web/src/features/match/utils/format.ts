/** Small formatting helpers of the match centre (no i18n: callers pass translated words). */

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
