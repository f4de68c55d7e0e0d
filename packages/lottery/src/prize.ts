/**
 * Prize of one single bet (§6.1–6.3, §7): 2 × Π odds (× 0.65 beidan), rounded once to the fen,
 * then the per-bet cap by live legs and the 2-yuan floor.
 */
import { roundToFen } from './money.ts';
import type { Plan } from './types.ts';

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
 * Exact: the product is estimated in floating point (relative error under 1e-14), which decides
 * the rounding whenever the value is not within 0.01 fen of a half; otherwise, and for very
 * large values or the truncate-first mode, the product is redone in BigInt.
 */
export function rawUnitFen(plan: Plan, odds: readonly number[]): number {
  const beidan = plan.game === 'beidan';
  if (plan.rules.rounding === 'exact-half-even') {
    let estimate = beidan ? 130 : 200; // fen per 1.00 of odds product
    for (const o of odds) estimate *= o / plan.oddsScale;
    if (estimate < 2 ** 40) {
      const fen = Math.floor(estimate);
      const part = estimate - fen;
      if (Math.abs(part - 0.5) > 0.01) return part > 0.5 ? fen + 1 : fen;
    }
  }
  return exactUnitFen(plan, odds);
}

/** The exact BigInt rounding of §6.2. */
function exactUnitFen(plan: Plan, odds: readonly number[]): number {
  const beidan = plan.game === 'beidan';
  let big = beidan ? 130n : 2n;
  for (const o of odds) big *= BigInt(o);
  const scale = (beidan ? 6 : 2) * odds.length + (beidan ? 2 : 0);
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
