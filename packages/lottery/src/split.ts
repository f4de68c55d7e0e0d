/**
 * `split` (§6.9): the single bets of a plan in canonical order with their unit prizes, a window
 * of at most ENUMERATION_LIMIT rows at a time.
 */
import { forEachCombo, planCombos, planOptions } from './combos.ts';
import { ensure } from './errors.ts';
import { formatFen, taxOf } from './money.ts';
import { ENUMERATION_LIMIT, hasOdds } from './plays.ts';
import { unitFen } from './prize.ts';
import type { Plan, SplitLeg, SplitOptions, SplitResult, SplitRow } from './types.ts';

/** One enumerated bet: its legs as (match, pick) indexes and its unit in fen. */
export interface RawRow {
  matches: readonly number[];
  picks: readonly number[];
  unitFen: number;
  capped: boolean;
}

/**
 * Visits the rows in canonical order with their unit prizes (jingcai/beidan) or 0 (sfc/rjiu).
 * The row's arrays are reused between visits: copy them to keep them. Stops when the visitor
 * returns false.
 */
export function forEachRow(plan: Plan, visit: (row: RawRow, index: number) => boolean | void): void {
  const priced = hasOdds(plan.game);
  let index = 0;
  const odds: number[] = [];
  const row: RawRow = { matches: [], picks: [], unitFen: 0, capped: false };
  forEachCombo(plan.matches.length, plan.folds, plan.matches.map((m) => m.banker), planOptions(plan), (_k, matches, picks) => {
    row.matches = matches;
    row.picks = picks;
    if (priced) {
      odds.length = 0;
      for (let leg = 0; leg < matches.length; leg += 1) odds.push(plan.matches[matches[leg] ?? 0]?.picks[picks[leg] ?? 0]?.odds ?? 0);
      const unit = unitFen(plan, odds);
      row.unitFen = unit.fen;
      row.capped = unit.capped;
    }
    const ok = visit(row, index);
    index += 1;
    return ok;
  });
}

/** What an enumeration is for: it names the task in the problem when the plan is too big. */
export type EnumerationTask = 'filter' | 'optimise';

/** Throws a clear LotteryInputError when the plan has more rows than can be enumerated. */
export function ensureEnumerable(plan: Plan, task: EnumerationTask): number {
  const total = planCombos(plan);
  ensure(total <= BigInt(ENUMERATION_LIMIT), task === 'filter' ? 'tooManyToFilter' : 'tooManyToOptimise', { total: String(total), limit: ENUMERATION_LIMIT });
  return Number(total);
}

/**
 * All rows of a plan (copied), or a LotteryInputError when it has more than the enumeration limit.
 * @example enumerateRows(e14, 'optimise').map((r) => r.unitFen) // [636, 961, 1476, 2232]
 */
export function enumerateRows(plan: Plan, task: EnumerationTask): RawRow[] {
  ensureEnumerable(plan, task);
  const rows: RawRow[] = [];
  forEachRow(plan, (row) => void rows.push({ ...row, matches: [...row.matches], picks: [...row.picks] }));
  return rows;
}

/**
 * Unit prizes (fen) of every row in canonical order, within the enumeration limit.
 * @example rowUnits(e14, 'optimise') // [636, 961, 1476, 2232]
 */
export function rowUnits(plan: Plan, task: EnumerationTask): number[] {
  const units = new Array<number>(ensureEnumerable(plan, task));
  forEachRow(plan, (row, i) => void (units[i] = row.unitFen));
  return units;
}

/**
 * The public leg of every (match, pick), built once per plan: rows share these objects, which
 * keeps a 65,511-row split from allocating half a million identical legs. Treat them as read-only.
 */
export function splitLegs(plan: Plan): SplitLeg[][] {
  return plan.matches.map((match) =>
    match.picks.map((pick): SplitLeg => (pick.oddsText ? { match: match.id, play: pick.play, option: pick.option, odds: pick.oddsText } : { match: match.id, play: pick.play, option: pick.option })),
  );
}

/** The public shape of one row. */
export function toSplitRow(plan: Plan, row: RawRow, legs: SplitLeg[][] = splitLegs(plan)): SplitRow {
  const out: SplitRow = { legs: row.matches.map((m, leg) => legs[m]?.[row.picks[leg] ?? 0] ?? { match: '', play: '', option: '' }) };
  if (!hasOdds(plan.game)) return out;
  out.unit = formatFen(row.unitFen);
  if (row.capped) out.capped = true;
  const tax = taxOf(row.unitFen, plan.rules.taxFrom);
  if (tax > 0) out.net = formatFen(row.unitFen - tax);
  return out;
}

/**
 * The single bets of a plan in canonical order (§0, §6.9), at most `limit` from `offset`.
 * @example splitPlan(e1).rows[0] // { legs: [A 3 @1.50, B 0 @2.10], unit: '6.30' }
 */
export function splitPlan(plan: Plan, options: SplitOptions = {}): SplitResult {
  const limit = options.limit ?? ENUMERATION_LIMIT;
  const offset = options.offset ?? 0;
  ensure(Number.isInteger(limit) && limit >= 0 && limit <= ENUMERATION_LIMIT, 'splitLimit', { max: ENUMERATION_LIMIT });
  ensure(Number.isInteger(offset) && offset >= 0, 'splitOffset');
  const total = Number(planCombos(plan));
  const rows: SplitRow[] = [];
  if (offset < total && limit > 0) {
    const legs = splitLegs(plan);
    forEachRow(plan, (row, index) => {
      if (index >= offset) rows.push(toSplitRow(plan, row, legs));
      return rows.length < limit;
    });
  }
  const result: SplitResult = { rows, total };
  if (offset + rows.length < total) result.truncated = true;
  return result;
}
