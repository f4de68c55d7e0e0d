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

/** A date as YYYY-MM-DD in the viewer's zone. */
export function formatDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A time as YYYY-MM-DD HH:mm in the viewer's zone. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDay(ms)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
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
