/**
 * Exact theoretical maximum (§6.7) and minimum (§6.8) without enumerating the split list: the
 * classes of each match (§6.5) are combined and only the winning bets of a joint result priced.
 *
 * Exactness despite per-bet rounding: with odds ≥ 1 and no cap or floor in reach, replacing a
 * match's class X by a class Y whose odds sum is larger by at least (|X|+|Y|)·scale/(400·f)
 * (f = 1 jingcai, 0.65 beidan) can only raise every affected bet's rounded total, because each
 * rounding moves a unit by at most half a fen. So only classes within that margin of the best
 * (or cheapest) need trying — nearly always exactly one per match. When a cap or floor can bind,
 * or the per-combination cap reading is on, every joint class is searched instead (bounded).
 */
import { outcomeClasses, type OutcomeClass } from './outcomes.ts';
import { capFen, hasFloor, rawUnitFen } from './prize.ts';
import { scenarioPrize } from './scenario.ts';
import type { Plan } from './types.ts';

/** Joint results searched at most before the maximum is reported as a lower bound. */
const SEARCH_LIMIT = 20_000;

/** Min and max in fen without the multiple; `approximate` when the max is a lower bound. */
export interface MinMax {
  minFen: number;
  maxFen: number;
  approximate: boolean;
}

/**
 * Theoretical min and max prize of a jingcai/beidan plan (fen, multiple 1).
 * @example planMinMax(e1) // { minFen: 555, maxFen: 10960, approximate: false }
 */
export function planMinMax(plan: Plan): MinMax {
  const classes = plan.matches.map((m) => outcomeClasses(plan.game, m));
  const space = classes.reduce((p, c) => p * c.length, 1);
  if (mayBind(plan)) {
    if (space <= SEARCH_LIMIT) return { ...bruteMinMax(plan, classes), approximate: false };
    const best = classes.map((c) => [bestClass(c)]);
    return { minFen: minFen(plan, classes), maxFen: bestOf(plan, best, Math.max), approximate: true };
  }
  return { minFen: minFen(plan, classes), maxFen: maxFen(plan, classes), approximate: false };
}

/**
 * Every joint class combination (the reference the fast path is tested against).
 * @example bruteMinMax(e1, classes) // { minFen: 555, maxFen: 10960 }
 */
export function bruteMinMax(plan: Plan, classes: readonly OutcomeClass[][]): { minFen: number; maxFen: number } {
  let min = Infinity;
  let max = 0;
  forEachProduct(classes, (chosen) => {
    const fen = scenarioPrize(plan, chosen.map((c) => c.picks)).fen;
    if (fen > max) max = fen;
    if (fen > 0 && fen < min) min = fen;
  });
  return { minFen: Number.isFinite(min) ? min : 0, maxFen: max };
}

function forEachProduct<T>(lists: readonly T[][], visit: (chosen: T[]) => void): void {
  const chosen: T[] = [];
  const step = (i: number): void => {
    if (i === lists.length) return visit(chosen);
    for (const item of lists[i] ?? []) {
      chosen.push(item);
      step(i + 1);
      chosen.pop();
    }
  };
  step(0);
}

/** Whether a per-bet cap or the 2-yuan floor can change any unit of the plan. */
function mayBind(plan: Plan): boolean {
  if (plan.rules.mixedCap === 'combination') return true;
  const maxOdds = plan.matches.map((m) => Math.max(...m.picks.map((p) => p.odds))).sort((a, b) => b - a);
  const minOdds = plan.matches.map((m) => Math.min(...m.picks.map((p) => p.odds))).sort((a, b) => a - b);
  return plan.folds.some(
    (k) => rawUnitFen(plan, maxOdds.slice(0, k)) > capFen(plan, k) || (hasFloor(plan, k) && rawUnitFen(plan, minOdds.slice(0, k)) < 200),
  );
}

/** Margin (in scaled odds) within which two classes' order can flip through rounding. */
function margin(plan: Plan, a: OutcomeClass, b: OutcomeClass): number {
  return ((a.picks.length + b.picks.length) * plan.oddsScale) / (plan.game === 'beidan' ? 260 : 400);
}

function bestClass(list: readonly OutcomeClass[]): OutcomeClass {
  return list.reduce((best, c) => (c.sum > best.sum ? c : best));
}

function cheapestHit(list: readonly OutcomeClass[]): OutcomeClass | undefined {
  return list.filter((c) => c.picks.length > 0).reduce<OutcomeClass | undefined>((min, c) => (!min || c.sum < min.sum ? c : min), undefined);
}

function bestOf(plan: Plan, candidates: readonly OutcomeClass[][], pick: (a: number, b: number) => number): number {
  let result: number | undefined;
  forEachProduct(candidates, (chosen) => {
    const fen = scenarioPrize(plan, chosen.map((c) => c.picks)).fen;
    result = result === undefined ? fen : pick(result, fen);
  });
  return result ?? 0;
}

function maxFen(plan: Plan, classes: readonly OutcomeClass[][]): number {
  const candidates = classes.map((list) => {
    const best = bestClass(list);
    return list.filter((c) => best.sum - c.sum < margin(plan, c, best));
  });
  return bestOf(plan, candidates, Math.max);
}

const EMPTY: OutcomeClass = { picks: [], sum: 0 };

/** §6.8 (cheapest way to win) or the cheapest single winning bet, by the plan's switch. */
function minFen(plan: Plan, classes: readonly OutcomeClass[][]): number {
  if (plan.rules.minPrize === 'cheapest-bet') return cheapestBet(plan, classes);
  const hitCandidates = classes.map((list) => {
    const low = cheapestHit(list);
    return low ? list.filter((c) => c.picks.length > 0 && c.sum - low.sum < margin(plan, c, low)) : [];
  });
  const must = classes.map((list, i) => plan.matches[i]?.banker === true || !list.some((c) => c.picks.length === 0));
  const kmin = plan.folds[0] ?? 1;
  const hitSets = chooseHitSets(classes, must, kmin, plan);
  let min = Infinity;
  for (const hitSet of hitSets) {
    const candidates = classes.map((_, i) => (hitSet.has(i) ? (hitCandidates[i] ?? []) : [EMPTY]));
    const fen = bestOf(plan, candidates, Math.min);
    if (fen > 0 && fen < min) min = fen;
  }
  return Number.isFinite(min) ? min : 0;
}

/** The sets of matches that hit in the cheapest winning results: H plus the cheapest others. */
function chooseHitSets(classes: readonly OutcomeClass[][], must: readonly boolean[], kmin: number, plan: Plan): Set<number>[] {
  const forced = must.flatMap((m, i) => (m ? [i] : []));
  const need = kmin - forced.length;
  if (need <= 0) return [new Set(forced)];
  const others = classes
    .map((list, i) => ({ i, low: cheapestHit(list) }))
    .filter((o) => !must[o.i] && o.low)
    .sort((a, b) => (a.low?.sum ?? 0) - (b.low?.sum ?? 0) || a.i - b.i);
  const edge = others[need - 1]?.low;
  if (!edge) return [new Set(forced)];
  // Near-ties at the edge may flip through rounding: try every way to fill from them.
  const pool = others.filter((o) => o.low && o.low.sum - edge.sum < margin(plan, o.low, edge));
  const sets: Set<number>[] = [];
  const pick = (start: number, chosen: number[]): void => {
    if (sets.length >= 64) return;
    if (chosen.length === need) return void sets.push(new Set([...forced, ...chosen]));
    for (let j = start; j < pool.length; j += 1) pick(j + 1, [...chosen, pool[j]?.i ?? 0]);
  };
  pick(0, []);
  return sets;
}

/** The 500.com reading: the smallest unit of any single bet. */
function cheapestBet(plan: Plan, classes: readonly OutcomeClass[][]): number {
  let min = Infinity;
  for (const k of plan.folds) {
    const bankerMins = plan.matches.flatMap((m) => (m.banker ? [Math.min(...m.picks.map((p) => p.odds))] : []));
    const rest = plan.matches.filter((m) => !m.banker).map((m) => Math.min(...m.picks.map((p) => p.odds))).sort((a, b) => a - b);
    const odds = [...bankerMins, ...rest.slice(0, k - bankerMins.length)];
    if (odds.length !== k || classes.length === 0) continue;
    const unit = Math.max(Math.min(rawUnitFen(plan, odds), capFen(plan, k)), hasFloor(plan, k) ? 200 : 0);
    min = Math.min(min, unit);
  }
  return Number.isFinite(min) ? min : 0;
}
