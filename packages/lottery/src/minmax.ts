/**
 * Exact theoretical maximum (§6.7) and minimum (§6.8) without enumerating the split list: the
 * classes of each match (§6.5) are combined and only the winning bets of a joint result priced.
 *
 * Which classes need trying:
 * - Dominance (always sound, caps and floors included): class Y dominates X when X's options
 *   map one-to-one onto Y's options with odds (and play cap) at least as high — every bet X
 *   wins is matched by one Y wins paying at least as much, because rounding, caps and the floor
 *   are all monotone. The maximum only needs the non-dominated classes: one per single-play match.
 * - Rounding margin (sound while no cap or floor is in reach): with odds ≥ 1, replacing X by a
 *   class whose odds sum is larger by at least (|X|+|Y|)·scale/(400·f) (f = 1 jingcai, 0.65
 *   beidan) raises every affected bet's rounded total, since each rounding moves a unit by at
 *   most half a fen. So only classes within that margin of the best (or cheapest) need trying.
 * - The §6.8 minimum is exact by the margin argument whenever it is below every cap of the plan's
 *   fold sizes (a scenario with a capped bet pays at least that cap) and no floor is in reach.
 * Beyond that the joint classes are searched while the work stays small (WORK_LIMIT winning bets
 * priced), else the figure is flagged `approximate` (the max is then a lower bound).
 */
import { elementarySymmetric } from './combos.ts';
import { outcomeClasses, type OutcomeClass } from './outcomes.ts';
import { capFen, hasFloor, rawUnitFen } from './prize.ts';
import { scenarioPrize } from './scenario.ts';
import type { Plan } from './types.ts';

/** Winning bets priced at most by one min or max search (about a tenth of a second). */
const WORK_LIMIT = 300_000;

/** Min and max in fen without the multiple; `approximate` when either is not proven exact. */
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
  const classes = plan.matches.map((m, i) => outcomeClasses(plan.game, m).map((c) => ({ ...c, match: i })));
  const max = maxSearch(plan, classes);
  const min = minSearch(plan, classes);
  return { minFen: min.fen, maxFen: max.fen, approximate: min.approximate || max.approximate };
}

/** Upper bound of the winning bets priced when every joint choice of `lists` is tried. */
export function searchWork(plan: Plan, lists: readonly OutcomeClass[][]): number {
  const sizes = lists.map((list) => Math.max(0, ...list.map((c) => c.picks.length)));
  const top = Math.max(...plan.folds);
  const e = elementarySymmetric(sizes, top);
  const perScenario = plan.folds.reduce((sum, k) => sum + Number(e[k] ?? 0n), 0);
  return lists.reduce((p, list) => p * Math.max(1, list.length), 1) * Math.max(1, perScenario);
}

function maxSearch(plan: Plan, classes: readonly OutcomeClass[][]): { fen: number; approximate: boolean } {
  const binds = capMayBind(plan) || floorMayBind(plan) || plan.rules.mixedCap === 'combination';
  const candidates = classes.map((list) => {
    const kept = undominated(plan, list);
    if (binds) return kept;
    const best = bestClass(list);
    return kept.filter((c) => best.sum - c.sum < margin(plan, c, best));
  });
  if (searchWork(plan, candidates) <= WORK_LIMIT) return { fen: bestOf(plan, candidates, Math.max), approximate: false };
  return { fen: bestOf(plan, classes.map((c) => [bestClass(c)]), Math.max), approximate: true };
}

function minSearch(plan: Plan, classes: readonly OutcomeClass[][]): { fen: number; approximate: boolean } {
  if (plan.rules.minPrize === 'cheapest-bet') return { fen: cheapestBet(plan, classes), approximate: false };
  const binds = floorMayBind(plan) || plan.rules.mixedCap === 'combination';
  const fast = minFen(plan, classes, binds ? 'all' : 'cheapest');
  if (fast.exact && (binds || fast.fen < smallestCap(plan))) return { fen: fast.fen, approximate: false };
  const full = minFen(plan, classes, 'all');
  return { fen: full.fen, approximate: !full.exact };
}

/**
 * Classes not dominated by another class of the same match (see the file comment): for the
 * maximum Y beats X when X's legs map one-to-one onto Y's at odds (and play cap) at least as
 * high; for the minimum (`cheap`) Y beats X when Y's legs map onto X's at odds at most as high.
 */
function undominated(plan: Plan, list: readonly OutcomeClass[], cheap = false): OutcomeClass[] {
  const match = plan.matches[list[0]?.match ?? 0];
  const legs = (c: OutcomeClass) => c.picks.map((j) => match?.picks[j]).filter((p) => p !== undefined).sort((a, b) => b.odds - a.odds || b.cap - a.cap);
  const covers = (big: OutcomeClass, small: OutcomeClass): boolean => {
    const [lb, ls] = [legs(big), legs(small)];
    if (lb.length < ls.length) return false;
    // Greedy matching of the small class's legs, highest odds first, to distinct legs at least as good.
    const used = new Set<number>();
    return ls.every((leg) => {
      const at = lb.findIndex((cand, i) => !used.has(i) && cand.odds >= leg.odds && cand.cap >= leg.cap);
      if (at >= 0) used.add(at);
      return at >= 0;
    });
  };
  const beats = (y: OutcomeClass, x: OutcomeClass) => (cheap ? covers(x, y) : covers(y, x));
  return list.filter((x, i) => !list.some((y, j) => j !== i && beats(y, x) && (!beats(x, y) || j < i)));
}

function smallestCap(plan: Plan): number {
  return Math.min(...plan.folds.map((k) => capFen(plan, k)));
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

/** Whether a per-bet cap can cut any unit of the plan. */
function capMayBind(plan: Plan): boolean {
  const maxOdds = plan.matches.map((m) => Math.max(...m.picks.map((p) => p.odds))).sort((a, b) => b - a);
  return plan.folds.some((k) => rawUnitFen(plan, maxOdds.slice(0, k)) > capFen(plan, k));
}

/** Whether the 2-yuan floor can raise any unit of the plan. */
function floorMayBind(plan: Plan): boolean {
  const minOdds = plan.matches.map((m) => Math.min(...m.picks.map((p) => p.odds))).sort((a, b) => a - b);
  return plan.folds.some((k) => hasFloor(plan, k) && rawUnitFen(plan, minOdds.slice(0, k)) < 200);
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

const EMPTY: OutcomeClass = { picks: [], sum: 0 };

/**
 * §6.8, the cheapest way to win: the matches that must hit (forced or bankers) plus the fewest
 * others to reach the smallest fold, each in a cheapest class. `cheapest` tries only the
 * cheapest others (and near-ties) and classes within the rounding margin — exact when nothing
 * binds; `all` tries every choice of others and every undominated class, while the work allows.
 */
function minFen(plan: Plan, classes: readonly OutcomeClass[][], mode: 'cheapest' | 'all'): { fen: number; exact: boolean } {
  const hitCandidates = classes.map((list) => {
    const hits = undominated(plan, list.filter((c) => c.picks.length > 0), true);
    const low = cheapestHit(hits);
    return mode === 'all' || !low ? hits : hits.filter((c) => c.sum - low.sum < margin(plan, c, low));
  });
  const must = classes.map((list, i) => plan.matches[i]?.banker === true || !list.some((c) => c.picks.length === 0));
  const kmin = plan.folds[0] ?? 1;
  const hitSets = mode === 'all' ? everyHitSet(must, kmin) : chooseHitSets(classes, must, kmin, plan);
  if (!hitSets) return { fen: minFen(plan, classes, 'cheapest').fen, exact: false };
  const lists = (hitSet: Set<number>) => classes.map((_, i) => (hitSet.has(i) ? (hitCandidates[i] ?? []) : [EMPTY]));
  const work = hitSets.reduce((sum, set) => sum + searchWork(plan, lists(set)), 0);
  if (mode === 'all' && work > WORK_LIMIT) return { fen: minFen(plan, classes, 'cheapest').fen, exact: false };
  let min = Infinity;
  for (const hitSet of hitSets) {
    const fen = bestOfPositive(plan, lists(hitSet));
    if (fen < min) min = fen;
  }
  return { fen: Number.isFinite(min) ? min : 0, exact: true };
}

/** Smallest positive prize over the joint choices (Infinity when none pays). */
function bestOfPositive(plan: Plan, candidates: readonly OutcomeClass[][]): number {
  let min = Infinity;
  forEachProduct(candidates, (chosen) => {
    const fen = scenarioPrize(plan, chosen.map((c) => c.picks)).fen;
    if (fen > 0 && fen < min) min = fen;
  });
  return min;
}

/** Every way to add the fewest other matches to the must-hit ones (undefined when too many). */
function everyHitSet(must: readonly boolean[], kmin: number): Set<number>[] | undefined {
  const forced = must.flatMap((m, i) => (m ? [i] : []));
  const others = must.flatMap((m, i) => (m ? [] : [i]));
  const need = Math.max(0, kmin - forced.length);
  const sets: Set<number>[] = [];
  const pick = (start: number, chosen: number[]): boolean => {
    if (sets.length > 5_000) return false;
    if (chosen.length === need) {
      sets.push(new Set([...forced, ...chosen]));
      return true;
    }
    for (let j = start; j < others.length; j += 1) if (!pick(j + 1, [...chosen, others[j] ?? 0])) return false;
    return true;
  };
  return pick(0, []) ? sets : undefined;
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
