/**
 * Counting the sfc/rjiu combinations that pass a filter without enumerating them: a dynamic
 * programme over the matches in canonical order whose state holds only what the conditions read
 * (legs so far, last answer, additive totals, breaks, repeat pairs, current and longest runs).
 * Every tracked value only grows, so it is clamped one above its range: beyond that the
 * condition fails whatever follows. A state that already has more sure failures than the
 * tolerance is dropped. 3^14 = 4,782,969 sfc combinations collapse into a few thousand states.
 * States live in flat typed arrays with numeric keys: this is the hot loop of the 3^14 bench.
 */
import type { CompiledFilter } from './filter-conditions.ts';
import type { Plan } from './types.ts';

const NONE = 3;
const SYMBOL_INDEX: Record<string, number> = { '3': 0, '1': 1, '0': 2 };
const SYMBOLS = ['3', '1', '0'];
const KIND = { add: 0, breaks: 1, repeats: 2, run: 3, runAny: 4 } as const;

/** The conditions as flat arrays, one entry per slot. */
interface Program {
  width: number;
  kind: number[];
  at: number[];
  clamp: number[];
  lo: number[];
  hi: number[];
  /** add: weight of (match, pick) at match * 4 + pick. */
  weight: Int32Array[];
  /** add: the most matches i … n−1 can still add, at i. */
  room: Int32Array[];
  /** run: whether symbol 3 / 1 / 0 continues the run. */
  inRun: boolean[][];
  strides: number[] | null;
}

/** Whether every condition can be tracked by the programme (odds products and prizes cannot). */
export function isCountable(filter: CompiledFilter): boolean {
  return filter.conditions.every((c) => c.metric.kind !== 'product' && c.metric.kind !== 'prize' && c.metric.kind !== 'fold');
}

function compile(plan: Plan, filter: CompiledFilter, legs: number): Program {
  const n = plan.matches.length;
  const radix = [legs + 1, 4]; // 0: legs so far, 1: last symbol (3 = none yet)
  const p: Program = { width: 0, kind: [], at: [], clamp: [], lo: [], hi: [], weight: [], room: [], inRun: [], strides: null };
  for (const condition of filter.conditions) {
    const metric = condition.metric;
    if (metric.kind === 'product' || metric.kind === 'prize' || metric.kind === 'fold') continue; // isCountable rules these out
    const clamp = Math.max(0, condition.hi + 1);
    const weight = new Int32Array(n * 4);
    const room = new Int32Array(n + 1);
    if (metric.kind === 'add') {
      for (let i = n - 1; i >= 0; i -= 1) {
        const row = metric.weights[i] ?? [];
        row.forEach((w, j) => (weight[i * 4 + j] = w));
        room[i] = (room[i + 1] ?? 0) + Math.max(0, ...row);
      }
    }
    p.kind.push(KIND[metric.kind]);
    p.at.push(radix.length);
    p.clamp.push(clamp);
    p.lo.push(condition.lo);
    p.hi.push(condition.hi);
    p.weight.push(weight);
    p.room.push(room);
    p.inRun.push(SYMBOLS.map((s) => metric.kind === 'run' && metric.symbols.includes(s)));
    const width = metric.kind === 'run' || metric.kind === 'runAny' ? 2 : 1;
    for (let i = 0; i < width; i += 1) radix.push(clamp + 1);
  }
  p.width = radix.length;
  const strides: number[] = [];
  let stride = 1;
  for (const r of radix) {
    strides.push(stride);
    stride *= r;
  }
  p.strides = stride <= 2 ** 52 ? strides : null; // otherwise string keys
  return p;
}

/** One layer: distinct states in a flat buffer and how many combinations reach each. */
class Layer {
  size = 0;
  fields: Int32Array;
  counts: Float64Array;
  private readonly index = new Map<number | string, number>();

  constructor(private readonly p: Program, capacity = 256) {
    this.fields = new Int32Array(capacity * p.width);
    this.counts = new Float64Array(capacity);
  }

  add(scratch: Int32Array, count: number): void {
    const key = this.key(scratch);
    const at = this.index.get(key);
    if (at !== undefined) {
      this.counts[at] = (this.counts[at] ?? 0) + count;
      return;
    }
    if (this.size === this.counts.length) this.grow();
    this.fields.set(scratch, this.size * this.p.width);
    this.counts[this.size] = count;
    this.index.set(key, this.size);
    this.size += 1;
  }

  private key(f: Int32Array): number | string {
    const strides = this.p.strides;
    if (!strides) return f.join(',');
    let key = 0;
    for (let i = 0; i < f.length; i += 1) key += (f[i] ?? 0) * (strides[i] ?? 0);
    return key;
  }

  private grow(): void {
    const fields = new Int32Array(this.fields.length * 2);
    fields.set(this.fields);
    const counts = new Float64Array(this.counts.length * 2);
    counts.set(this.counts);
    [this.fields, this.counts] = [fields, counts];
  }
}

/**
 * Number of combinations of an sfc/rjiu plan passing the filter (at most `tolerance` failures).
 * @example countPoolPassing(e12, compileFilter(e12, { count3: [5, 6] })) // 14
 */
export function countPoolPassing(plan: Plan, filter: CompiledFilter): number {
  const legs = plan.folds[0] ?? plan.matches.length;
  const p = compile(plan, filter, legs);
  const n = plan.matches.length;
  let layer = new Layer(p);
  const scratch = new Int32Array(p.width);
  const state = new Int32Array(p.width);
  scratch[1] = NONE;
  layer.add(scratch, 1);
  let kept = 0;
  for (let i = 0; i < n; i += 1) {
    const match = plan.matches[i];
    const next = new Layer(p, Math.max(256, layer.size * 2));
    const remaining = n - i - 1;
    const symbols = (match?.picks ?? []).map((pick) => SYMBOL_INDEX[pick.option] ?? 0);
    const canSkip = plan.game === 'rjiu' && match?.banker !== true;
    const fields = layer.fields;
    for (let s = 0; s < layer.size; s += 1) {
      for (let w = 0, base = s * p.width; w < p.width; w += 1) state[w] = fields[base + w] ?? 0;
      const count = layer.counts[s] ?? 0;
      const sofar = state[0] ?? 0;
      if (canSkip && sofar + remaining >= legs) {
        if (remaining === 0) kept += sofar === legs && failures(p, state, 0) <= filter.tolerance ? count : 0;
        else next.add(state, count);
      }
      if (sofar >= legs) continue;
      for (let j = 0; j < symbols.length; j += 1) {
        step(p, state, scratch, i, j, symbols[j] ?? 0);
        if (sureFailures(p, scratch, i + 1, Math.min(legs - (scratch[0] ?? 0), remaining)) > filter.tolerance) continue;
        // The last match's states are only counted, never extended: no need to store them.
        if (remaining === 0) kept += scratch[0] === legs && failures(p, scratch, 0) <= filter.tolerance ? count : 0;
        else next.add(scratch, count);
      }
    }
    layer = next;
  }
  return kept;
}

/** Conditions failed by the state at `base` of `f`. */
function failures(p: Program, f: Int32Array, base: number): number {
  let fails = 0;
  for (let c = 0; c < p.kind.length; c += 1) {
    const at = base + (p.at[c] ?? 0) + ((p.kind[c] ?? 0) >= KIND.run ? 1 : 0);
    const value = f[at] ?? 0;
    if (value < (p.lo[c] ?? 0) || value > (p.hi[c] ?? 0)) fails += 1;
  }
  return fails;
}

function step(p: Program, old: Int32Array, f: Int32Array, match: number, pick: number, symbol: number): void {
  for (let w = 0; w < p.width; w += 1) f[w] = old[w] ?? 0;
  const last = old[1] ?? NONE;
  f[0] = (old[0] ?? 0) + 1;
  f[1] = symbol;
  for (let c = 0; c < p.kind.length; c += 1) {
    const at = p.at[c] ?? 0;
    const clamp = p.clamp[c] ?? 0;
    const value = old[at] ?? 0;
    const kind = p.kind[c];
    if (kind === KIND.add) f[at] = Math.min(clamp, value + (p.weight[c]?.[match * 4 + pick] ?? 0));
    else if (kind === KIND.breaks) f[at] = Math.min(clamp, value + (last !== NONE && last !== symbol ? 1 : 0));
    else if (kind === KIND.repeats) f[at] = Math.min(clamp, value + (last === symbol ? 1 : 0));
    else {
      const run = kind === KIND.run ? (p.inRun[c]?.[symbol] ? value + 1 : 0) : last === symbol ? value + 1 : 1;
      f[at] = Math.min(clamp, run);
      f[at + 1] = Math.min(clamp, Math.max(old[at + 1] ?? 0, run));
    }
  }
}

/**
 * Counts the conditions that can no longer pass whatever follows (over the range already, or
 * unable to reach its low end in the `left` legs still to come) and parks their values at the
 * clamp so such states merge.
 */
function sureFailures(p: Program, f: Int32Array, next: number, left: number): number {
  let fails = 0;
  for (let c = 0; c < p.kind.length; c += 1) {
    const kind = p.kind[c] ?? 0;
    const at = p.at[c] ?? 0;
    const clamp = p.clamp[c] ?? 0;
    const run = kind >= KIND.run;
    const value = f[run ? at + 1 : at] ?? 0;
    let best = value + left;
    if (kind === KIND.add) best = value + (p.room[c]?.[next] ?? 0);
    else if (run) best = Math.max(value, (f[at] ?? 0) + left);
    if (value >= clamp || best < (p.lo[c] ?? 0)) {
      fails += 1;
      f[at] = clamp;
      if (run) f[at + 1] = clamp;
    }
  }
  return fails;
}
