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

/** Whole days left until `expiresAt` (0 when past). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 86_400_000));
}

/** A fresh key for one tap: a retry of the same tap sends it again and is never charged twice. */
export function newTapKey(prefix: string): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  return `${prefix}-${random}`;
}

/**
 * A percentage off as the UI language writes it: Chinese gives the share still paid in tenths
 * (打折: 20% off is 8折), other languages the percentage itself.
 *
 * @example discountRate(20, 'zh-Hans') // '8'   (8折)
 * @example discountRate(15, 'zh-Hant') // '8.5' (8.5折)
 * @example discountRate(20, 'en') // '20'  (20% off)
 */
export function discountRate(percentOff: number, language: string): string {
  return language.startsWith('zh') ? String((100 - percentOff) / 10) : String(percentOff);
}
