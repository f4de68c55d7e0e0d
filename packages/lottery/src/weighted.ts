/**
 * Min and max prize of a plan whose rows carry their own multiples (§9.6 after optimisation,
 * §10 after filtering, where a removed row weighs 0). Per-row multiples break the odds-sum
 * ordering the fast path of minmax.ts relies on, so every joint outcome class is tried; the
 * figures are given only while that search stays small.
 */
import { forEachCombo, planOptions } from './combos.ts';
import { searchWork } from './minmax.ts';
import { outcomeClasses } from './outcomes.ts';
import { unitFen } from './prize.ts';
import type { Plan } from './types.ts';

/** Winning bets priced at most (each also looked up by key); beyond it no figure is given. */
const WEIGHTED_WORK_LIMIT = 150_000;

function rowKey(matches: readonly number[], picks: readonly number[]): string {
  return `${matches.join(',')}|${picks.join(',')}`;
}

/**
 * Smallest positive and largest prize (fen) over every joint result, each row paying its unit
 * × weights[row index], or undefined when the search would be too large.
 * @example weightedMinMax(e14, [21, 14, 9, 6]) // { minFen: 13284, maxFen: 13454 }
 */
export function weightedMinMax(plan: Plan, weights: readonly number[]): { minFen: number; maxFen: number } | undefined {
  const classes = plan.matches.map((m) => outcomeClasses(plan.game, m));
  if (searchWork(plan, classes) > WEIGHTED_WORK_LIMIT) return undefined;
  const index = new Map<string, number>();
  const bankers = plan.matches.map((m) => m.banker);
  const usable = planOptions(plan);
  forEachCombo(plan.matches.length, plan.folds, bankers, usable, (_k, matches, picks) => void index.set(rowKey(matches, picks), index.size));
  let min = Infinity;
  let max = 0;
  const chosen: number[][] = [];
  const visit = (i: number): void => {
    if (i < classes.length) {
      for (const c of classes[i] ?? []) {
        chosen.push(c.picks);
        visit(i + 1);
        chosen.pop();
      }
      return;
    }
    const fen = prizeOf(plan, chosen, index, weights);
    if (fen > max) max = fen;
    if (fen > 0 && fen < min) min = fen;
  };
  visit(0);
  return { minFen: Number.isFinite(min) ? min : 0, maxFen: max };
}

function prizeOf(plan: Plan, hits: readonly number[][], index: Map<string, number>, weights: readonly number[]): number {
  const usable = planOptions(plan);
  const options = (m: number, k: number) => (hits[m] ?? []).filter((j) => usable(m, k).includes(j));
  let fen = 0;
  forEachCombo(plan.matches.length, plan.folds, plan.matches.map((m) => m.banker), options, (_k, matches, picks) => {
    const weight = weights[index.get(rowKey(matches, picks)) ?? -1] ?? 0;
    if (weight === 0) return;
    const odds = matches.map((m, leg) => plan.matches[m]?.picks[picks[leg] ?? 0]?.odds ?? 0);
    fen += weight * unitFen(plan, odds).fen;
  });
  return fen;
}
