/**
 * Prize optimisation (§9): hand out M = budget / 2 multiples over the split rows, each ≥ 1.
 * 平均 is greedy water-filling with a binary heap (exact max-min, O(M log n)); 保本, 博热 and
 * 博冷 first give every protected row the multiple that returns the whole budget.
 */
import { ensure } from './errors.ts';
import { formatFen, parseMoney } from './money.ts';
import { hasOdds } from './plays.ts';
import { rowUnits } from './split.ts';
import { weightedMinMax } from './weighted.ts';
import type { OptimiseInput, OptimiseMode, OptimiseResult, Plan } from './types.ts';

const MODES: readonly OptimiseMode[] = ['average', 'protect', 'hot', 'cold'];

/**
 * Per-row multiples for units u (fen) and M multiples in a mode; the core of {@link optimisePlan}.
 * @example optimiseUnits([636, 961, 1476, 2232], 50, 'average').multiples // [21, 14, 9, 6]
 */
export function optimiseUnits(units: readonly number[], total: number, mode: OptimiseMode, protect?: readonly number[]): { multiples: number[]; protected: boolean; tie: boolean } {
  const n = units.length;
  if (mode === 'average') return { multiples: waterFill(units, new Array<number>(n).fill(1), total - n, null), protected: true, tie: false };
  const budgetFen = total * 200;
  const need = units.map((u) => Math.max(1, Math.ceil(budgetFen / u)));
  if (mode === 'protect') {
    const set = new Set(protect ?? units.map((_, i) => i));
    const start = units.map((_, i) => (set.has(i) ? (need[i] ?? 1) : 1));
    const used = start.reduce((s, m) => s + m, 0);
    if (used > total) return fallback(units, total);
    const free = set.size === n ? null : units.map((_, i) => !set.has(i));
    return { multiples: waterFill(units, start, total - used, free), protected: true, tie: false };
  }
  const used = need.reduce((s, m) => s + m, 0);
  if (used > total) return fallback(units, total);
  const target = extreme(units, mode === 'hot' ? -1 : 1);
  const multiples = [...need];
  multiples[target] = (multiples[target] ?? 0) + total - used;
  const value = units[target];
  return { multiples, protected: true, tie: units.filter((u) => u === value).length > 1 };
}

function fallback(units: readonly number[], total: number): { multiples: number[]; protected: boolean; tie: boolean } {
  return { multiples: waterFill(units, new Array<number>(units.length).fill(1), total - units.length, null), protected: false, tie: false };
}

/** Index of the lowest (sign −1) or highest (+1) unit; ties go to the earliest row. */
function extreme(units: readonly number[], sign: number): number {
  let best = 0;
  units.forEach((u, i) => {
    if ((u - (units[best] ?? 0)) * sign > 0) best = i;
  });
  return best;
}

/**
 * §9.2 greedy: `extra` times, add one multiple to the row with the smallest return
 * (ties: smaller unit, then earlier row), only among `eligible` rows when given.
 */
export function waterFill(units: readonly number[], start: readonly number[], extra: number, eligible: readonly boolean[] | null): number[] {
  const m = [...start];
  const heap: number[] = [];
  const less = (a: number, b: number): boolean => {
    const ra = (m[a] ?? 0) * (units[a] ?? 0);
    const rb = (m[b] ?? 0) * (units[b] ?? 0);
    return ra !== rb ? ra < rb : units[a] !== units[b] ? (units[a] ?? 0) < (units[b] ?? 0) : a < b;
  };
  const swap = (i: number, j: number): void => void ([heap[i], heap[j]] = [heap[j] ?? 0, heap[i] ?? 0]);
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let s = i;
      if (l < heap.length && less(heap[l] ?? 0, heap[s] ?? 0)) s = l;
      if (r < heap.length && less(heap[r] ?? 0, heap[s] ?? 0)) s = r;
      if (s === i) return;
      swap(i, s);
      i = s;
    }
  };
  units.forEach((_, i) => {
    if (!eligible || eligible[i]) heap.push(i);
  });
  for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) down(i);
  for (let step = 0; step < extra && heap.length > 0; step += 1) {
    const top = heap[0] ?? 0;
    m[top] = (m[top] ?? 0) + 1;
    down(0);
  }
  return m;
}

/** m × u fen as yuan, exact also beyond 2^53. */
function formatReturn(m: number, u: number): string {
  const fen = m * u;
  return Number.isSafeInteger(fen) ? formatFen(fen) : formatFen(BigInt(m) * BigInt(u));
}

/**
 * Prize optimisation (§9): per-row multiples for a budget in one of four modes.
 * @example optimisePlan(e14, { budget: '100', mode: 'average' }).multiples // [21, 14, 9, 6]
 */
export function optimisePlan(plan: Plan, input: OptimiseInput): OptimiseResult {
  ensure(hasOdds(plan.game), 'noOddsToOptimise', { game: plan.game });
  ensure(MODES.includes(input.mode), 'modeUnknown', { modes: MODES.join(', ') });
  const budgetFen = parseMoney(input.budget, 'budget');
  ensure(budgetFen % 200 === 0, 'budgetNotEven');
  const units = rowUnits(plan, 'optimise');
  const total = budgetFen / 200;
  ensure(total >= units.length, 'budgetTooSmall', { min: units.length * 2, bets: units.length });
  const protect = input.protect;
  if (protect !== undefined) {
    ensure(Array.isArray(protect) && protect.every((i) => Number.isInteger(i) && i >= 0 && i < units.length), 'protectRows', { last: units.length - 1 });
  }
  const result = optimiseUnits(units, total, input.mode, protect);
  const out: OptimiseResult = {
    multiples: result.multiples,
    returns: result.multiples.map((m, i) => formatReturn(m, units[i] ?? 0)),
    protected: result.protected,
  };
  if (result.tie) out.tie = true;
  const range = weightedMinMax(plan, result.multiples);
  if (range) [out.minPrize, out.maxPrize] = [formatFen(range.minFen), formatFen(range.maxFen)];
  return out;
}
