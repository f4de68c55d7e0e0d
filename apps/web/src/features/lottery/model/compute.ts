import {
  filterPlan,
  optimisePlan,
  parsePlan,
  splitPlan,
  summarisePlan,
  type FilterResult,
  type FilterSet,
  type OptimiseInput,
  type OptimiseResult,
  type Plan,
  type PlanInput,
  type SplitResult,
  type Summary,
} from '@scoreline/lottery';
import type { Draft } from './draft.ts';
import { problemOf, type LotteryProblem } from './problem.ts';

/**
 * The draft through `@scoreline/lottery` (the same package the server checks saves with):
 * counts and the prize range come from the symmetric-sum formulas, so they are instant for any
 * plan; enumerations stop at the package's limit and say so.
 */

export type Computed<T> = { ok: true; value: T } | { ok: false; problem: LotteryProblem };

function attempt<T>(run: () => T): Computed<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    const problem = problemOf(error);
    if (problem) return { ok: false, problem };
    throw error;
  }
}

/** The package's plan JSON for a draft. */
export function toPlanInput(draft: Draft): PlanInput {
  return {
    game: draft.game,
    matches: draft.matches.map((m) => ({
      id: m.id,
      banker: m.banker,
      ...(m.handicap === undefined ? {} : { handicap: m.handicap }),
      ...(m.line === undefined ? {} : { line: m.line }),
      ...(m.singleAllowed === undefined ? {} : { singleAllowed: m.singleAllowed }),
      picks: m.picks.map((p) => ({ ...(draft.game === 'sfc' || draft.game === 'rjiu' ? {} : { play: p.play }), option: p.option, ...(p.odds ? { odds: p.odds } : {}) })),
    })),
    passes: draft.passes,
    multiple: draft.multiple,
  };
}

export const parseDraft = (draft: Draft): Computed<Plan> => attempt(() => parsePlan(toPlanInput(draft)));

export function summarise(draft: Draft): Computed<{ plan: Plan; summary: Summary }> {
  return attempt(() => {
    const plan = parsePlan(toPlanInput(draft));
    return { plan, summary: summarisePlan(plan) };
  });
}

export const split = (plan: Plan): Computed<SplitResult> => attempt(() => splitPlan(plan));
export const optimise = (plan: Plan, input: OptimiseInput): Computed<OptimiseResult> => attempt(() => optimisePlan(plan, input));
export const filter = (plan: Plan, filters: FilterSet): Computed<FilterResult> => attempt(() => filterPlan(plan, filters));

/** What the save call is told the plan costs: with an optimisation the budget, with filters the kept bets. */
export function claimedFigures(draft: Draft, plan: Plan, summary: Summary): Computed<{ bets: number; cost: string }> {
  if (draft.optimisation) return { ok: true, value: { bets: draft.optimisation.multiples.length, cost: `${draft.optimisation.multiples.reduce((a, b) => a + b, 0) * 2}.00` } };
  if (draft.filters) {
    const kept = filter(plan, draft.filters);
    return kept.ok ? { ok: true, value: { bets: kept.value.bets, cost: kept.value.cost } } : kept;
  }
  return { ok: true, value: { bets: summary.bets, cost: summary.cost } };
}
