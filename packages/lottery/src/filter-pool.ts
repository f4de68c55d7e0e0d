/**
 * Counting the sfc/rjiu combinations that pass a filter without enumerating them: a dynamic
 * programme over the matches in canonical order whose state holds only what the conditions read
 * (legs so far, last answer, additive totals, breaks, repeat pairs, current and longest runs).
 * Every tracked value only grows, so it is clamped one above its range: beyond that the
 * condition fails whatever follows. 3^14 = 4,782,969 sfc combinations collapse into a few
 * thousand states.
 */
import type { CompiledFilter, Condition } from './filter-conditions.ts';
import type { Plan } from './types.ts';

const NONE = 3;
const SYMBOL_INDEX: Record<string, number> = { '3': 0, '1': 1, '0': 2 };
const SYMBOLS = ['3', '1', '0'];

/** Where a condition's values live in the state vector, and their clamp. */
interface Slot {
  condition: Condition;
  at: number;
  clamp: number;
  /** add conditions: the most the matches from i on can still add (index i). */
  headroom: number[];
  /** run conditions: whether each symbol (3, 1, 0) continues the run. */
  inRun: boolean[];
}

/** Whether every condition can be tracked by the programme (odds products and prizes cannot). */
export function isCountable(filter: CompiledFilter): boolean {
  return filter.conditions.every((c) => c.metric.kind !== 'product' && c.metric.kind !== 'prize' && c.metric.kind !== 'fold');
}

function layout(filter: CompiledFilter, legs: number, plan: Plan): { slots: Slot[]; radix: number[] } {
  const radix = [legs + 1, 4]; // 0: legs so far, 1: last symbol (3 = none yet)
  const slots = filter.conditions.map((condition): Slot => {
    const metric = condition.metric;
    const clamp = Math.max(0, condition.hi + 1);
    const slot: Slot = { condition, at: radix.length, clamp, headroom: headroom(plan, condition), inRun: SYMBOLS.map((s) => metric.kind === 'run' && metric.symbols.includes(s)) };
    const width = metric.kind === 'run' || metric.kind === 'runAny' ? 2 : 1;
    for (let i = 0; i < width; i += 1) radix.push(clamp + 1);
    return slot;
  });
  return { slots, radix };
}

/** For additive conditions, the largest total the matches i … n−1 can still add. */
function headroom(plan: Plan, condition: Condition): number[] {
  const metric = condition.metric;
  const room = new Array<number>(plan.matches.length + 1).fill(0);
  if (metric.kind !== 'add') return room;
  for (let i = plan.matches.length - 1; i >= 0; i -= 1) room[i] = (room[i + 1] ?? 0) + Math.max(0, ...(metric.weights[i] ?? [0]));
  return room;
}

/** One layer of the programme: distinct states and how many combinations reach each. */
class Layer {
  readonly states: Int32Array[] = [];
  readonly counts: number[] = [];
  private readonly index = new Map<number | string, number>();

  constructor(private readonly strides: number[] | null) {}

  add(fields: Int32Array, count: number): void {
    const key = this.key(fields);
    const at = this.index.get(key);
    if (at !== undefined) this.counts[at] = (this.counts[at] ?? 0) + count;
    else {
      this.index.set(key, this.states.length);
      this.states.push(fields.slice());
      this.counts.push(count);
    }
  }

  private key(fields: Int32Array): number | string {
    if (!this.strides) return fields.join(',');
    let key = 0;
    for (let i = 0; i < fields.length; i += 1) key += (fields[i] ?? 0) * (this.strides[i] ?? 0);
    return key;
  }
}

function stridesOf(radix: readonly number[]): number[] | null {
  const strides: number[] = [];
  let stride = 1;
  for (const r of radix) {
    strides.push(stride);
    stride *= r;
  }
  return stride <= 2 ** 52 ? strides : null; // otherwise string keys
}

/**
 * Number of combinations of an sfc/rjiu plan passing the filter (at most `tolerance` failures).
 * @example countPoolPassing(e12, compileFilter(e12, { count3: [5, 6] })) // 14
 */
export function countPoolPassing(plan: Plan, filter: CompiledFilter): number {
  const legs = plan.folds[0] ?? plan.matches.length;
  const { slots, radix } = layout(filter, legs, plan);
  const strides = stridesOf(radix);
  let layer = new Layer(strides);
  const start = new Int32Array(radix.length);
  start[1] = NONE;
  layer.add(start, 1);
  const scratch = new Int32Array(radix.length);
  plan.matches.forEach((match, i) => {
    const next = new Layer(strides);
    const remaining = plan.matches.length - i - 1;
    layer.states.forEach((fields, s) => {
      const count = layer.counts[s] ?? 0;
      const sofar = fields[0] ?? 0;
      if (plan.game === 'rjiu' && !match.banker && sofar + remaining >= legs) next.add(fields, count);
      if (sofar >= legs) return;
      match.picks.forEach((pick, j) => {
        step(fields, scratch, slots, i, j, SYMBOL_INDEX[pick.option] ?? 0);
        if (settleFailures(scratch, slots, i + 1, Math.min(legs - (scratch[0] ?? 0), remaining)) <= filter.tolerance) next.add(scratch, count);
      });
    });
    layer = next;
  });
  let kept = 0;
  layer.states.forEach((fields, s) => {
    if ((fields[0] ?? 0) !== legs) return;
    let fails = 0;
    for (const slot of slots) if (!passes(fields, slot)) fails += 1;
    if (fails <= filter.tolerance) kept += layer.counts[s] ?? 0;
  });
  return kept;
}

function step(old: Int32Array, f: Int32Array, slots: readonly Slot[], match: number, pick: number, symbol: number): void {
  f.set(old);
  const last = old[1] ?? NONE;
  f[0] = (old[0] ?? 0) + 1;
  f[1] = symbol;
  for (const { condition, at, clamp, inRun } of slots) {
    const metric = condition.metric;
    const value = old[at] ?? 0;
    switch (metric.kind) {
      case 'add':
        f[at] = Math.min(clamp, value + (metric.weights[match]?.[pick] ?? 0));
        break;
      case 'breaks':
        f[at] = Math.min(clamp, value + (last !== NONE && last !== symbol ? 1 : 0));
        break;
      case 'repeats':
        f[at] = Math.min(clamp, value + (last === symbol ? 1 : 0));
        break;
      default: {
        const run = metric.kind === 'run' ? (inRun[symbol] ? value + 1 : 0) : last === symbol ? value + 1 : 1;
        f[at] = Math.min(clamp, run);
        f[at + 1] = Math.min(clamp, Math.max(old[at + 1] ?? 0, run));
      }
    }
  }
}

/**
 * Counts the conditions that can no longer pass whatever follows (over the range already, or
 * unable to reach its low end in the `left` legs still to come) and parks their values at the
 * clamp so such states merge. More sure failures than the tolerance drop the state.
 */
function settleFailures(f: Int32Array, slots: readonly Slot[], next: number, left: number): number {
  let fails = 0;
  for (const { condition, at, clamp, headroom: room } of slots) {
    const kind = condition.metric.kind;
    const run = kind === 'run' || kind === 'runAny';
    const value = f[run ? at + 1 : at] ?? 0;
    let best = value + left;
    if (kind === 'add') best = value + (room[next] ?? 0);
    else if (run) best = Math.max(value, (f[at] ?? 0) + left);
    if (value >= clamp || best < condition.lo) {
      fails += 1;
      f[at] = clamp;
      if (run) f[at + 1] = clamp;
    }
  }
  return fails;
}

function passes(fields: Int32Array, { condition, at }: Slot): boolean {
  const kind = condition.metric.kind;
  const value = kind === 'run' || kind === 'runAny' ? (fields[at + 1] ?? 0) : (fields[at] ?? 0);
  return value >= condition.lo && value <= condition.hi;
}
