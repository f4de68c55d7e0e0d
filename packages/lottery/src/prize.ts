/**
 * Prize of one single bet (§6.1–6.3, §7): 2 × Π odds (× 0.65 beidan), rounded once to the fen,
 * then the per-bet cap by live legs and the 2-yuan floor.
 */
import { roundToFen } from './money.ts';
import type { Plan } from './types.ts';

// Half of 2^53 leaves room for the correction step below to stay exact.
const SAFE = 2 ** 52;

/**
 * Per-bet cap in fen for a bet with `legs` live legs, or Infinity (§6.3; beidan by switch).
 * @example capFen(plan, 2) // 20_000_000
 */
export function capFen(plan: Plan, legs: number): number {
  if (plan.game === 'beidan') return plan.rules.beidanCap === null ? Infinity : plan.rules.beidanCap * 100;
  if (legs <= 1) return plan.rules.singleCap * 100;
  if (legs <= 3) return 20_000_000;
  if (legs <= 5) return 50_000_000;
  return 100_000_000;
}

/** Whether the 2-yuan floor applies to a bet of `fold` legs. */
export function hasFloor(plan: Plan, fold: number): boolean {
  if (plan.game !== 'beidan') return true;
  return plan.rules.beidanFloor === 'all' || (plan.rules.beidanFloor === 'singles' && fold === 1);
}

/**
 * Rounded unit (fen) of the raw product, before cap and floor. `odds` are scaled integers.
 * Exact: a Number fast path while the product stays below 2^53, BigInt beyond.
 */
export function rawUnitFen(plan: Plan, odds: readonly number[]): number {
  const beidan = plan.game === 'beidan';
  let product = beidan ? 130 : 2;
  for (const o of odds) product *= o;
  const digits = beidan ? 6 : 2;
  const scale = digits * odds.length + (beidan ? 2 : 0);
  if (product <= SAFE && plan.rules.rounding === 'exact-half-even' && scale <= 17) {
    const q = 10 ** (scale - 2);
    if (q <= 1) return product * (1 / q);
    let fen = Math.floor(product / q);
    let rest = product - fen * q;
    // Float division is correctly rounded, so the quotient can land one off an integer edge.
    if (rest < 0) [fen, rest] = [fen - 1, rest + q];
    else if (rest >= q) [fen, rest] = [fen + 1, rest - q];
    const twice = rest * 2;
    return twice > q || (twice === q && fen % 2 === 1) ? fen + 1 : fen;
  }
  let big = beidan ? 130n : 2n;
  for (const o of odds) big *= BigInt(o);
  return Number(roundToFen(big, scale, plan.rules.rounding));
}

/** A unit prize with its cap flag. */
export interface Unit {
  fen: number;
  capped: boolean;
}

/**
 * Unit prize (fen) of a winning bet: rounded, capped by its live legs, floored at 2 yuan.
 * @example unitFen(plan, [150, 210]) // { fen: 630, capped: false }
 */
export function unitFen(plan: Plan, odds: readonly number[], liveLegs = odds.length): Unit {
  const raw = rawUnitFen(plan, odds);
  const cap = capFen(plan, plan.rules.voidCap === 'live-legs' ? liveLegs : odds.length);
  const capped = raw > cap;
  let fen = capped ? cap : raw;
  if (hasFloor(plan, odds.length) && fen < 200) fen = 200;
  return { fen, capped };
}
