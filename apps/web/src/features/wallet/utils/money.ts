/**
 * Fen as a yuan amount for display, exactly (no float rounding).
 *
 * @example formatYuan(600) // '6'
 * @example formatYuan(7850) // '78.50'
 */
export function formatYuan(fen: number): string {
  const yuan = Math.trunc(fen / 100);
  const rest = Math.abs(fen % 100);
  return rest === 0 ? String(yuan) : `${yuan}.${String(rest).padStart(2, '0')}`;
}

/**
 * The wall clock in Beijing, read through the UTC getters: the app's times are Beijing's (the
 * order numbers carry Beijing's date, the scores list its times), whatever the phone's zone.
 */
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000);

/**
 * A date as YYYY-MM-DD in Beijing.
 *
 * @example formatDay(Date.UTC(2026, 10, 26, 19, 5)) // '2026-11-27'
 */
export function formatDay(ms: number): string {
  const d = beijing(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * A time as YYYY-MM-DD HH:mm in Beijing.
 *
 * @example formatTime(Date.UTC(2026, 10, 26, 19, 5)) // '2026-11-27 03:05'
 */
export function formatTime(ms: number): string {
  const d = beijing(ms);
  return `${formatDay(ms)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Whole days left until `expiresAt` (0 when past). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 86_400_000));
}

/** A fresh key for one tap: a retry of the same tap sends it again and is never charged twice. */
export function newTapKey(prefix: string): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  return `${prefix}-${random}`;
}
