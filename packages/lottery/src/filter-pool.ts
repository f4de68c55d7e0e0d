/**
 * Counting the sfc/rjiu combinations that pass a filter without enumerating them: a dynamic
 * programme over the matches in canonical order whose state holds only what the conditions read
 * (legs so far, last answer, additive totals, breaks, current and longest runs). 3^14 = 4,782,969
 * sfc combinations collapse into a few thousand states.
 */
import type { CompiledFilter, Condition } from './filter-conditions.ts';
import type { Plan } from './types.ts';

const NONE = 3;
const SYMBOL_INDEX: Record<string, number> = { '3': 0, '1': 1, '0': 2 };

/** Field layout of one condition inside the state vector. */
interface Slot {
  condition: Condition;
  at: number;
}

/** Whether every condition can be tracked by the programme (odds products and prizes cannot). */
export function isCountable(filter: CompiledFilter): boolean {
  return filter.conditions.every((c) => c.metric.kind !== 'product' && c.metric.kind !== 'prize' && c.metric.kind !== 'fold');
}

/**
 * Number of combinations of an sfc/rjiu plan passing the filter (at most `tolerance` failures).
 * @example countPoolPassing(e12, compileFilter(e12, { count3: [5, 6] })) // 14
 */
export function countPoolPassing(plan: Plan, filter: CompiledFilter): number {
  const legs = plan.folds[0] ?? plan.matches.length;
  const slots: Slot[] = [];
  let width = 2; // 0: legs so far, 1: last symbol
  for (const condition of filter.conditions) {
    slots.push({ condition, at: width });
    width += condition.metric.kind === 'run' || condition.metric.kind === 'runAny' ? 2 : 1;
  }
  let layer = new Map<string, { fields: number[]; count: number }>();
  layer.set('', { fields: [0, NONE, ...new Array<number>(width - 2).fill(0)], count: 1 });
  plan.matches.forEach((match, i) => {
    const next = new Map<string, { fields: number[]; count: number }>();
    const remaining = plan.matches.length - i - 1;
    const push = (fields: number[], count: number): void => {
      if ((fields[0] ?? 0) > legs || (fields[0] ?? 0) + remaining < legs) return;
      const key = fields.join(',');
      const entry = next.get(key);
      if (entry) entry.count += count;
      else next.set(key, { fields, count });
    };
    for (const { fields, count } of layer.values()) {
      if (plan.game === 'rjiu' && !match.banker) push(fields, count);
      match.picks.forEach((pick, j) => push(stepFields(fields, slots, i, j, SYMBOL_INDEX[pick.option] ?? 0), count));
    }
    layer = next;
  });
  let kept = 0;
  for (const { fields, count } of layer.values()) {
    if ((fields[0] ?? 0) !== legs) continue;
    let fails = 0;
    for (const slot of slots) if (!passes(fields, slot)) fails += 1;
    if (fails <= filter.tolerance) kept += count;
  }
  return kept;
}

function stepFields(old: readonly number[], slots: readonly Slot[], match: number, pick: number, symbol: number): number[] {
  const f = [...old];
  const last = old[1] ?? NONE;
  f[0] = (old[0] ?? 0) + 1;
  f[1] = symbol;
  for (const { condition, at } of slots) {
    const metric = condition.metric;
    if (metric.kind === 'add') f[at] = (old[at] ?? 0) + (metric.weights[match]?.[pick] ?? 0);
    else if (metric.kind === 'breaks' || metric.kind === 'repeats') f[at] = (old[at] ?? 0) + (last !== NONE && last !== symbol ? 1 : 0);
    else if (metric.kind === 'run' || metric.kind === 'runAny') {
      const inRun = metric.kind === 'run' ? metric.symbols.includes(['3', '1', '0'][symbol] ?? '') : true;
      const run = metric.kind === 'run' ? (inRun ? (old[at] ?? 0) + 1 : 0) : last === symbol ? (old[at] ?? 0) + 1 : 1;
      f[at] = run;
      f[at + 1] = Math.max(old[at + 1] ?? 0, run);
    }
  }
  return f;
}

function passes(fields: readonly number[], { condition, at }: Slot): boolean {
  const kind = condition.metric.kind;
  let value = fields[at] ?? 0;
  if (kind === 'repeats') value = Math.max(0, (fields[0] ?? 0) - 1 - value);
  if (kind === 'run' || kind === 'runAny') value = fields[at + 1] ?? 0;
  return value >= condition.lo && value <= condition.hi;
}
