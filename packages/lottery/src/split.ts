/**
 * `split` (§6.9): the single bets of a plan in canonical order with their unit prizes, a window
 * of at most ENUMERATION_LIMIT rows at a time.
 */
import { forEachCombo, planCombos, planOptions } from './combos.ts';
import { ensure } from './errors.ts';
import { formatFen } from './money.ts';
import { ENUMERATION_LIMIT, hasOdds } from './plays.ts';
import { unitFen } from './prize.ts';
import type { Plan, SplitLeg, SplitOptions, SplitResult, SplitRow } from './types.ts';

/** One enumerated bet: its legs as (match, pick) indexes and its unit in fen. */
export interface RawRow {
  matches: number[];
  picks: number[];
  unitFen: number;
  capped: boolean;
}

/**
 * Visits the rows in canonical order with their unit prizes (jingcai/beidan) or 0 (sfc/rjiu).
 * Stops when the visitor returns false.
 */
export function forEachRow(plan: Plan, visit: (row: RawRow, index: number) => boolean | void): void {
  const priced = hasOdds(plan.game);
  let index = 0;
  const odds: number[] = [];
  forEachCombo(plan.matches.length, plan.folds, plan.matches.map((m) => m.banker), planOptions(plan), (_k, matches, picks) => {
    let unit = { fen: 0, capped: false };
    if (priced) {
      odds.length = 0;
      for (let leg = 0; leg < matches.length; leg += 1) odds.push(plan.matches[matches[leg] ?? 0]?.picks[picks[leg] ?? 0]?.odds ?? 0);
      unit = unitFen(plan, odds);
    }
    const ok = visit({ matches: [...matches], picks: [...picks], unitFen: unit.fen, capped: unit.capped }, index);
    index += 1;
    return ok;
  });
}

/**
 * All rows of a plan, or a LotteryInputError when it has more than the enumeration limit.
 * @example enumerateRows(e14).map((r) => r.unitFen) // [636, 961, 1476, 2232]
 */
export function enumerateRows(plan: Plan, what: string): RawRow[] {
  const total = planCombos(plan);
  ensure(total <= BigInt(ENUMERATION_LIMIT), `the plan has ${total} single bets; ${what} works on at most ${ENUMERATION_LIMIT}`);
  const rows: RawRow[] = [];
  forEachRow(plan, (row) => void rows.push(row));
  return rows;
}

/** The public shape of one row. */
export function toSplitRow(plan: Plan, row: RawRow): SplitRow {
  const legs = row.matches.map((m, leg): SplitLeg => {
    const match = plan.matches[m];
    const pick = match?.picks[row.picks[leg] ?? 0];
    const out: SplitLeg = { match: match?.id ?? '', play: pick?.play ?? '', option: pick?.option ?? '' };
    if (pick?.oddsText) out.odds = pick.oddsText;
    return out;
  });
  if (!hasOdds(plan.game)) return { legs };
  return row.capped ? { legs, unit: formatFen(row.unitFen), capped: true } : { legs, unit: formatFen(row.unitFen) };
}

/**
 * The single bets of a plan in canonical order (§0, §6.9), at most `limit` from `offset`.
 * @example splitPlan(e1).rows[0] // { legs: [A 3 @1.50, B 0 @2.10], unit: '6.30' }
 */
export function splitPlan(plan: Plan, options: SplitOptions = {}): SplitResult {
  const limit = options.limit ?? ENUMERATION_LIMIT;
  const offset = options.offset ?? 0;
  ensure(Number.isInteger(limit) && limit >= 0 && limit <= ENUMERATION_LIMIT, `limit must be a whole number from 0 to ${ENUMERATION_LIMIT}`);
  ensure(Number.isInteger(offset) && offset >= 0, 'offset must be a whole number ≥ 0');
  const total = Number(planCombos(plan));
  const rows: SplitRow[] = [];
  if (offset < total && limit > 0) {
    forEachRow(plan, (row, index) => {
      if (index >= offset) rows.push(toSplitRow(plan, row));
      return rows.length < limit;
    });
  }
  const result: SplitResult = { rows, total };
  if (offset + rows.length < total) result.truncated = true;
  return result;
}
