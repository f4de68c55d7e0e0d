/**
 * Exact money arithmetic (§0, §6.2, §6.4): fen as integers, odds as scaled integers, products
 * as BigInt, one rounding per single bet.
 */
import { ensure } from './errors.ts';
import type { RuleSwitches } from './types.ts';

/**
 * Formats fen as a yuan decimal string.
 * @example formatFen(1164) // '11.64'
 */
export function formatFen(fen: number | bigint): string {
  if (typeof fen === 'number' && Number.isSafeInteger(fen) && fen >= 0) {
    const cents = fen % 100;
    return `${(fen - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`;
  }
  const value = BigInt(fen);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Reads a non-negative decimal string with at most `decimals` decimals as an integer at
 * scale 10^decimals, or undefined when it is not such a number.
 * @example parseScaled('1.5', 2) // 150
 */
export function parseScaled(text: unknown, decimals: number): number | undefined {
  if (typeof text === 'number') text = String(text);
  if (typeof text !== 'string') return undefined;
  const match = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const frac = Number((match[2] ?? '').padEnd(decimals, '0') || '0');
  return whole * 10 ** decimals + frac;
}

/**
 * Reads a yuan amount (string, up to 2 decimals) as fen; throws naming `what` otherwise.
 * @example parseMoney('100', 'budget') // 10000
 */
export function parseMoney(text: unknown, what: string): number {
  const fen = parseScaled(text, 2);
  ensure(fen !== undefined, 'moneyNotAmount', { field: what });
  return fen;
}

/**
 * Rounds a non-negative exact value V at scale 10^s to fen (scale 10^2) by §6.2.
 * `exact-half-even`: half-even on the exact remainder. `mill-half-even`: cut to 3 decimals first,
 * then half-even on the third decimal (the 500.com / cai310 reading).
 * @example roundToFen(26450n, 4) // 264n (2.645 → 2.64)
 */
export function roundToFen(value: bigint, scale: number, mode: RuleSwitches['rounding'] = 'exact-half-even'): bigint {
  if (scale <= 2) return value * 10n ** BigInt(2 - scale);
  let v = value;
  let s = scale;
  if (mode === 'mill-half-even' && s > 3) {
    v /= 10n ** BigInt(s - 3);
    s = 3;
  }
  const q = 10n ** BigInt(s - 2);
  const fen = v / q;
  const twice = (v % q) * 2n;
  if (twice > q || (twice === q && fen % 2n === 1n)) return fen + 1n;
  return fen;
}

/**
 * Unrounded-then-rounded unit prize (fen) of a single bet: 2 × Π odds (× 0.65 for beidan).
 * `odds` are integers at `oddsScale` (100 or 1,000,000). No cap or floor here.
 * @example roundUnit([115, 115], 100) // 264 (2 × 1.15 × 1.15 = 2.645 → 2.64)
 */
export function roundUnit(odds: readonly number[], oddsScale: number, beidan = false, mode: RuleSwitches['rounding'] = 'exact-half-even'): number {
  let product = beidan ? 130n : 2n; // 2 × 0.65 = 1.30 → 130 at scale 10^2
  const digits = Math.round(Math.log10(oddsScale));
  for (const o of odds) product *= BigInt(o);
  const scale = digits * odds.length + (beidan ? 2 : 0);
  return Number(roundToFen(product, scale, mode));
}

/**
 * Tax (fen) on one unit prize (§6.4): 20 % of the whole unit, rounded half-up, when the unit
 * is over 10,000 yuan (or from 10,000 with the switch).
 * @example taxOf(1_215_000) // 243_000
 */
export function taxOf(unitFen: number, from: RuleSwitches['taxFrom'] = 'over-10000'): number {
  const taxed = from === 'over-10000' ? unitFen > 1_000_000 : unitFen >= 1_000_000;
  if (!taxed) return 0;
  return Math.floor((unitFen * 2 + 5) / 10); // unit × 0.2 half-up, exact in integers
}
