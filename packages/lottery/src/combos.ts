/**
 * Single combinations (§0 canonical order, §5 counting): fold size ascending, match subsets in
 * lexicographic order (every banker included), an odometer over the options (last match fastest).
 * Counting uses elementary symmetric sums (§14) and never enumerates.
 */
import type { Plan } from './types.ts';

/** Pick indexes of a match usable in a fold of size k (a pick's play cap must reach k). */
export type OptionsAt = (match: number, k: number) => readonly number[];

/** Visitor of one combination: fold size, chosen match indexes and, per leg, the pick index. Return false to stop. */
export type ComboVisitor = (k: number, matches: readonly number[], picks: readonly number[]) => boolean | void;

/**
 * The usable picks of every match per fold size: all picks, or in the per-combination cap
 * reading only the picks whose play allows k legs.
 */
export function planOptions(plan: Plan): OptionsAt {
  const all = plan.matches.map((m) => m.picks.map((_, i) => i));
  if (plan.rules.mixedCap !== 'combination') return (match) => all[match] ?? [];
  return (match, k) => (all[match] ?? []).filter((i) => (plan.matches[match]?.picks[i]?.cap ?? 0) >= k);
}

/**
 * Σ_{k∈K} Σ_{S ⊇ B, |S| = k} Π_{i∈S} c_i(k), exact as BigInt (§5, §8.3).
 * @example countCombos([2, 1, 3, 1], [4], [false, false, false, false]) // 6n
 */
export function countCombos(counts: (k: number) => readonly number[], folds: readonly number[], bankers: readonly boolean[]): bigint {
  let total = 0n;
  for (const k of folds) {
    const c = counts(k);
    let fixed = 1n;
    const free: number[] = [];
    c.forEach((value, i) => (bankers[i] ? (fixed *= BigInt(value)) : free.push(value)));
    const d = bankers.filter(Boolean).length;
    if (k < d) continue;
    total += fixed * elementarySymmetric(free, k - d)[k - d]!; // the array has k-d+1 entries
  }
  return total;
}

/**
 * e_0 … e_k of the values (sum over all j-subsets of the product), by the O(n·k) recurrence.
 * @example elementarySymmetric([1, 2, 3], 2) // [1n, 6n, 11n]
 */
export function elementarySymmetric(values: readonly number[], k: number): bigint[] {
  const e = [1n, ...Array.from({ length: k }, () => 0n)];
  for (const v of values) {
    const big = BigInt(v);
    for (let j = k; j >= 1; j -= 1) e[j]! += big * e[j - 1]!; // j ≤ k: inside the array
  }
  return e;
}

/** Bet count of a plan (jingcai, beidan, sfc, rjiu alike). */
export function planCombos(plan: Plan): bigint {
  const options = planOptions(plan);
  const bankers = plan.matches.map((m) => m.banker);
  return countCombos((k) => plan.matches.map((_, i) => options(i, k).length), plan.folds, bankers);
}

/**
 * Visits the combinations in canonical order. `options(match, k)` lists the pick indexes of a
 * match usable in a k-fold (an empty list leaves the match out of every subset).
 */
export function forEachCombo(n: number, folds: readonly number[], bankers: readonly boolean[], options: OptionsAt, visit: ComboVisitor): void {
  for (const k of folds) {
    if (!forEachSubset(n, k, bankers, (subset) => odometer(k, subset, options, visit))) return;
  }
}

/** k-subsets of 0..n-1 containing every banker, lexicographic. Returns false when stopped. */
function forEachSubset(n: number, k: number, bankers: readonly boolean[], visit: (subset: readonly number[]) => boolean): boolean {
  const subset: number[] = [];
  const bankersFrom = new Array<number>(n + 1).fill(0);
  for (let j = n - 1; j >= 0; j -= 1) bankersFrom[j] = (bankersFrom[j + 1] ?? 0) + (bankers[j] ? 1 : 0);
  const step = (start: number): boolean => {
    const left = k - subset.length;
    if ((bankersFrom[start] ?? 0) > left) return true; // the bankers still ahead no longer fit
    if (left === 0) return visit(subset);
    for (let j = start; j <= n - left; j += 1) {
      if (!step2(j)) return false;
      if (bankers[j]) break; // skipping a banker past this point would leave it out
    }
    return true;
  };
  const step2 = (j: number): boolean => {
    subset.push(j);
    const ok = step(j + 1);
    subset.pop();
    return ok;
  };
  return step(0);
}

/** Odometer over the options of the subset's matches, last match fastest. */
function odometer(k: number, subset: readonly number[], options: OptionsAt, visit: ComboVisitor): boolean {
  const lists = subset.map((m) => options(m, k));
  if (lists.some((l) => l.length === 0)) return true;
  const at = new Array<number>(subset.length).fill(0);
  const picks = lists.map((l) => l[0]!); // every list is non-empty here
  for (;;) {
    if (visit(k, subset, picks) === false) return false;
    let i = subset.length - 1;
    while (i >= 0) {
      const list = lists[i]!;
      at[i]! += 1;
      if (at[i]! < list.length) {
        picks[i] = list[at[i]!]!;
        break;
      }
      at[i] = 0;
      picks[i] = list[0]!;
      i -= 1;
    }
    if (i < 0) return true;
  }
}
