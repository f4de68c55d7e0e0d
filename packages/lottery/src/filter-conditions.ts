/**
 * The conditions of §10 compiled against a plan. Each condition is a metric over one single
 * combination (legs = (match, pick) in canonical order) and a range [lo, hi]. Metrics are either
 * additive over the legs (a weight per match × pick: counts, sum, odds sum, rank hits,
 * preferences, groups), structural over the 3/1/0 string (breaks, repeat pairs, runs), or need
 * the whole combination (odds product, prize, fold size). The additive and structural ones can be
 * counted without enumerating (filter-pool.ts); all of them evaluate directly on a row.
 */
import { ensure } from './errors.ts';
import { parseScaled } from './money.ts';
import { hasOdds } from './plays.ts';
import type { FilterPick, FilterSet, Plan, Range } from './types.ts';

/** What a condition measures. */
export type Metric =
  | { kind: 'add'; weights: number[][] }
  | { kind: 'breaks' }
  | { kind: 'repeats' }
  | { kind: 'run'; symbols: string }
  | { kind: 'runAny' }
  | { kind: 'product'; odds: bigint[][]; scale: bigint }
  | { kind: 'prize' }
  | { kind: 'fold' };

/** One compiled condition: keep when lo ≤ metric ≤ hi (product: lo/hi at `odds` scale^k). */
export interface Condition {
  name: string;
  metric: Metric;
  lo: number;
  hi: number;
}

/** The compiled filter: conditions, tolerance and exclusions. */
export interface CompiledFilter {
  conditions: Condition[];
  tolerance: number;
  exclude: (string | number)[];
}

const STRING_METRICS: Record<string, Metric> = {
  breaks: { kind: 'breaks' },
  repeatPairs: { kind: 'repeats' },
  longestRun3: { kind: 'run', symbols: '3' },
  longestRun1: { kind: 'run', symbols: '1' },
  longestRun0: { kind: 'run', symbols: '0' },
  longestRun: { kind: 'runAny' },
  unbeatenRun: { kind: 'run', symbols: '31' },
  noDrawRun: { kind: 'run', symbols: '30' },
  winlessRun: { kind: 'run', symbols: '10' },
};

const SPF_LIKE = new Set(['SPF', 'RQSPF', 'SF', 'RFSF', 'SFGG']);

function readRange(value: unknown, name: string): Range {
  ensure(
    Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isInteger(v)) && (value[0] as number) <= (value[1] as number),
    'filterRange', { name },
  );
  return [value[0] as number, value[1] as number];
}

function readDecimalRange(value: unknown, name: string, decimals: number): [number, number] {
  ensure(Array.isArray(value) && value.length === 2, 'filterDecimalPair', { name });
  const [lo, hi] = value.map((v: unknown) => parseScaled(v, decimals));
  ensure(lo !== undefined && hi !== undefined && lo <= hi, 'filterDecimalRange', { name, decimals });
  return [lo, hi];
}

/** Weight table from a per-(match, pick) function. */
function weigh(plan: Plan, f: (match: number, pick: number) => number): number[][] {
  return plan.matches.map((m, i) => m.picks.map((_, j) => f(i, j)));
}

function requireStrings(plan: Plan, name: string): void {
  const ok = plan.matches.every((m) => m.picks.every((p) => SPF_LIKE.has(p.play)));
  ensure(ok, 'filterNeedsResults', { name });
}

/** Finds the match index of a filter pick, naming it when unknown. */
function matchIndex(plan: Plan, id: unknown, where: string): number {
  const i = plan.matches.findIndex((m) => m.id === id);
  ensure(i >= 0, 'filterMatchUnknown', { field: where, match: String(id) });
  return i;
}

function pairKey(match: number, play: string | undefined, option: string): string {
  return play ? `${match}|${play}|${option}` : `${match}||${option}`;
}

/** Whether pick j of match i is the (match, play?, option) pair. */
function isPair(plan: Plan, i: number, j: number, pairs: Set<string>): boolean {
  const p = plan.matches[i]?.picks[j];
  return !!p && (pairs.has(pairKey(i, p.play, p.option)) || pairs.has(pairKey(i, undefined, p.option)));
}

function readPairs(plan: Plan, picks: unknown, where: string): Set<string> {
  ensure(Array.isArray(picks) && picks.length > 0, 'filterPairsEmpty', { field: where });
  return new Set(
    picks.map((p: FilterPick) => {
      ensure(typeof p === 'object' && p !== null && typeof p.option === 'string', 'filterPairIncomplete', { field: where });
      return pairKey(matchIndex(plan, p.match, where), p.play, p.option);
    }),
  );
}

/** Odds per match × option for ranks and pool odds metrics, scaled to the plan's odds scale. */
function referenceOdds(plan: Plan, filters: FilterSet, name: string): (i: number, j: number) => number | undefined {
  const ref = filters.referenceOdds;
  const poolScale = 100;
  return (i, j) => {
    const match = plan.matches[i];
    const pick = match?.picks[j];
    if (!match || !pick) return undefined;
    const table = ref?.[match.id];
    const text = table?.[`${pick.play}:${pick.option}`] ?? table?.[pick.option];
    if (text !== undefined) {
      const decimals = plan.game === 'beidan' ? 6 : 2;
      const value = parseScaled(text, decimals);
      ensure(value !== undefined, 'referenceOddsNotPrice', { match: match.id, odds: String(text) });
      return hasOdds(plan.game) ? value : (value * poolScale) / 10 ** decimals;
    }
    ensure(hasOdds(plan.game), 'referenceOddsMissing', { name, match: match.id });
    return pick.odds;
  };
}

/** Rank (1 = lowest odds) of pick j among the options of its play at match i (§10.2). */
function rankTable(plan: Plan, filters: FilterSet, name: string): number[][] {
  const odds = referenceOdds(plan, filters, name);
  return plan.matches.map((match, i) =>
    match.picks.map((pick, j) => {
      const own = odds(i, j) ?? 0;
      const ref = filters.referenceOdds?.[match.id];
      const others = ref
        ? Object.entries(ref).filter(([key]) => (key.includes(':') ? key.startsWith(`${pick.play}:`) : true)).map(([, v]) => parseScaled(v, plan.game === 'beidan' ? 6 : 2) ?? 0)
        : match.picks.filter((p) => p.play === pick.play).map((p) => p.odds);
      return 1 + others.filter((o) => o < own).length;
    }),
  );
}

/**
 * Compiles and validates a FilterSet; throws naming the first bad condition.
 * @example compileFilter(e12, { count3: [5, 6] }).conditions[0]?.name // 'count3'
 */
export function compileFilter(plan: Plan, filters: FilterSet): CompiledFilter {
  const conditions: Condition[] = [];
  const add = (name: string, metric: Metric, range: Range): void => void conditions.push({ name, metric, lo: range[0], hi: range[1] });
  const known = new Set([
    'count3', 'count1', 'count0', 'sum', ...Object.keys(STRING_METRICS), 'oddsSum', 'oddsProduct', 'prizeRange', 'favourites', 'seconds', 'thirds',
    'referenceOdds', 'preferences', 'firstHits', 'secondHits', 'thirdHits', 'groups', 'bankers', 'folds', 'contains', 'exclude', 'tolerance',
  ]);
  for (const key of Object.keys(filters)) ensure(known.has(key), 'filterUnknown', { name: key });
  for (const symbol of ['3', '1', '0']) {
    const name = `count${symbol}` as 'count3';
    if (filters[name] === undefined) continue;
    requireStrings(plan, name);
    add(name, { kind: 'add', weights: weigh(plan, (i, j) => (plan.matches[i]?.picks[j]?.option === symbol ? 1 : 0)) }, readRange(filters[name], name));
  }
  if (filters.sum !== undefined) {
    requireStrings(plan, 'sum');
    add('sum', { kind: 'add', weights: weigh(plan, (i, j) => Number(plan.matches[i]?.picks[j]?.option ?? 0)) }, readRange(filters.sum, 'sum'));
  }
  for (const [name, metric] of Object.entries(STRING_METRICS)) {
    const value = filters[name as keyof FilterSet];
    if (value === undefined) continue;
    requireStrings(plan, name);
    add(name, metric, readRange(value, name));
  }
  compileOddsConditions(plan, filters, add);
  compilePickConditions(plan, filters, add);
  const tolerance = filters.tolerance ?? 0;
  ensure(Number.isInteger(tolerance) && tolerance >= 0, 'toleranceNotWhole');
  const exclude = filters.exclude ?? [];
  ensure(Array.isArray(exclude) && exclude.every((e) => typeof e === 'string' || Number.isInteger(e)), 'excludeNotList');
  return { conditions, tolerance, exclude };
}

type Add = (name: string, metric: Metric, range: Range) => void;

function compileOddsConditions(plan: Plan, filters: FilterSet, add: Add): void {
  const decimals = hasOdds(plan.game) ? Math.round(Math.log10(plan.oddsScale)) : 2;
  const scale = hasOdds(plan.game) ? plan.oddsScale : 100;
  if (filters.oddsSum !== undefined) {
    const odds = referenceOdds(plan, filters, 'oddsSum');
    add('oddsSum', { kind: 'add', weights: weigh(plan, (i, j) => odds(i, j) ?? 0) }, readDecimalRange(filters.oddsSum, 'oddsSum', decimals));
  }
  if (filters.oddsProduct !== undefined) {
    const odds = referenceOdds(plan, filters, 'oddsProduct');
    const table = plan.matches.map((m, i) => m.picks.map((_, j) => BigInt(odds(i, j) ?? 0)));
    add('oddsProduct', { kind: 'product', odds: table, scale: BigInt(scale) }, readDecimalRange(filters.oddsProduct, 'oddsProduct', decimals));
  }
  if (filters.prizeRange !== undefined) {
    ensure(hasOdds(plan.game), 'prizeRangeNeedsOdds');
    add('prizeRange', { kind: 'prize' }, readDecimalRange(filters.prizeRange, 'prizeRange', 2));
  }
  const ranks: [keyof FilterSet, number][] = [['favourites', 1], ['seconds', 2], ['thirds', 3]];
  for (const [name, rank] of ranks) {
    if (filters[name] === undefined) continue;
    const table = rankTable(plan, filters, name);
    add(name, { kind: 'add', weights: table.map((row) => row.map((r) => (r === rank ? 1 : 0))) }, readRange(filters[name], name));
  }
}

function compilePickConditions(plan: Plan, filters: FilterSet, add: Add): void {
  const prefs: ['first' | 'second' | 'third', keyof FilterSet][] = [['first', 'firstHits'], ['second', 'secondHits'], ['third', 'thirdHits']];
  for (const [which, name] of prefs) {
    if (filters[name] === undefined) continue;
    const table = filters.preferences?.[which];
    ensure(table && typeof table === 'object', 'preferencesMissing', { name, which });
    const pairs = new Set(Object.entries(table).map(([id, option]) => {
      const [play, code] = String(option).includes(':') ? String(option).split(':') : [undefined, String(option)];
      return pairKey(matchIndex(plan, id, `preferences.${which}`), play, code ?? '');
    }));
    add(name, { kind: 'add', weights: weigh(plan, (i, j) => (isPair(plan, i, j, pairs) ? 1 : 0)) }, readRange(filters[name], name));
  }
  (filters.groups ?? []).forEach((group, g) => {
    ensure(typeof group === 'object' && group !== null, 'groupNotObject', { index: g });
    const pairs = readPairs(plan, group.picks, `filters.groups[${g}].picks`);
    add(`groups[${g}]`, { kind: 'add', weights: weigh(plan, (i, j) => (isPair(plan, i, j, pairs) ? 1 : 0)) }, readRange(group.range, `groups[${g}].range`));
  });
  if (filters.bankers !== undefined) {
    const pairs = readPairs(plan, filters.bankers, 'filters.bankers');
    const size = new Set([...pairs].map((p) => p.split('|')[0])).size;
    add('bankers', { kind: 'add', weights: weigh(plan, (i, j) => (isPair(plan, i, j, pairs) ? 1 : 0)) }, [size, size]);
  }
  if (filters.folds !== undefined) {
    ensure(hasOdds(plan.game), 'foldsNeedOdds');
    ensure(Array.isArray(filters.folds) && filters.folds.length > 0 && filters.folds.every((k) => Number.isInteger(k)), 'foldsNotList');
    const wanted = [...filters.folds];
    add('folds', { kind: 'fold' }, [Math.min(...wanted), Math.max(...wanted)]);
    const gaps = plan.folds.filter((k) => k >= Math.min(...wanted) && k <= Math.max(...wanted) && !wanted.includes(k));
    ensure(gaps.length === 0, 'foldsGap', { missing: gaps.join(', ') });
  }
  (filters.contains ?? []).forEach((pair, c) => {
    const pairs = readPairs(plan, [pair], `filters.contains[${c}]`);
    add(`contains[${c}]`, { kind: 'add', weights: weigh(plan, (i, j) => (isPair(plan, i, j, pairs) ? 1 : 0)) }, [1, 1]);
  });
}

/** The 3/1/0 symbol of a leg. */
function symbol(plan: Plan, match: number, pick: number): string {
  return plan.matches[match]?.picks[pick]?.option ?? '';
}

/**
 * Whether one combination's metric lies in the condition's range, evaluated directly (the
 * reference for the counting path). Products of k odds are compared at scale^k.
 */
export function inRange(plan: Plan, c: Condition, matches: readonly number[], picks: readonly number[], unitFen: number): boolean {
  const metric = c.metric;
  switch (metric.kind) {
    case 'add': {
      let total = 0;
      for (let leg = 0; leg < matches.length; leg += 1) total += metric.weights[matches[leg] ?? 0]?.[picks[leg] ?? 0] ?? 0;
      return total >= c.lo && total <= c.hi;
    }
    case 'product': {
      let product = 1n;
      for (let leg = 0; leg < matches.length; leg += 1) product *= metric.odds[matches[leg] ?? 0]?.[picks[leg] ?? 0] ?? 0n;
      const unit = metric.scale ** BigInt(matches.length - 1); // bounds are at scale^1
      return product >= BigInt(c.lo) * unit && product <= BigInt(c.hi) * unit;
    }
    case 'prize':
      return unitFen >= c.lo && unitFen <= c.hi;
    case 'fold':
      return matches.length >= c.lo && matches.length <= c.hi;
    default: {
      const value = stringMetric(metric, matches.map((m, leg) => symbol(plan, m, picks[leg] ?? 0)));
      return value >= c.lo && value <= c.hi;
    }
  }
}

/** breaks, repeat pairs and runs of a 3/1/0 string. */
export function stringMetric(metric: Metric, s: readonly string[]): number {
  if (metric.kind === 'breaks' || metric.kind === 'repeats') {
    let breaks = 0;
    for (let j = 1; j < s.length; j += 1) if (s[j] !== s[j - 1]) breaks += 1;
    return metric.kind === 'breaks' ? breaks : Math.max(0, s.length - 1 - breaks);
  }
  let best = 0;
  let run = 0;
  for (let j = 0; j < s.length; j += 1) {
    const ch = s[j] ?? '';
    if (metric.kind === 'run') run = metric.symbols.includes(ch) ? run + 1 : 0;
    else run = j > 0 && s[j - 1] === ch ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}
