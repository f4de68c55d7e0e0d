import { locales, MAX_OPTIMISED_ROWS, type Locale, type planInput } from '@scoreline/contract';
import {
  DEFAULT_PLAY,
  FILTER_NAMES,
  filterPlan,
  formatFen,
  LotteryInputError,
  optimisePlan,
  parseMoney,
  parsePlan,
  settlePlan,
  splitPlan,
  summarisePlan,
  winningOptions,
  type FilterSet,
  type MatchResult,
  type Plan,
  type PlanInput as LotteryPlanInput,
} from '@scoreline/lottery';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { lotteryProblemIn } from './lottery-plans.problems.ts';

/**
 * The server's own numbers for a plan, from `@scoreline/lottery` (the same package the screens
 * use): a saved plan is refused unless the bets and cost the client showed agree with these.
 */

export type ParsedPlanInput = z.output<typeof planInput>;

export interface PlanFigures {
  plan: Plan;
  bets: number;
  cost: string;
  /** Theoretical min / max (lottery-rules §6.7–6.8, §9.6 with an optimisation's multiples); null for pools and filtered plans. */
  minPrize: string | null;
  maxPrize: string | null;
}

const invalid = (field: string, problem: string) => new AppError('validation', 'validation', { field, problem });

/**
 * Runs a package call, turning its input errors into a validation reply naming the problem in
 * the caller's language (rendered from the error's code, the same texts the web shows).
 */
function guarded<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof LotteryInputError)) throw error;
    const problem = Object.fromEntries(locales.map((l) => [l, lotteryProblemIn(error, l)])) as Record<Locale, string>;
    throw new AppError('validation', 'lotteryInput', { field, problem }, { code: error.code, params: error.params });
  }
}

/** The package's plan JSON for a saved plan's input. */
export function toLotteryInput(input: Pick<ParsedPlanInput, 'game' | 'matches' | 'passes' | 'multiple' | 'rounding'>): LotteryPlanInput {
  return {
    game: input.game,
    matches: input.matches.map((m) => ({
      id: m.id,
      banker: m.banker,
      ...(m.handicap === undefined ? {} : { handicap: m.handicap }),
      ...(m.line === undefined ? {} : { line: m.line }),
      ...(m.singleAllowed === undefined ? {} : { singleAllowed: m.singleAllowed }),
      picks: m.picks.map((p) => ({ play: p.play, option: p.option, ...(p.odds === undefined ? {} : { odds: p.odds }) })),
    })),
    passes: input.passes,
    multiple: input.multiple,
    rules: { rounding: input.rounding },
  };
}

/** Validates a plan with the package and computes its bets, cost and prize range. */
export function computeFigures(input: ParsedPlanInput): PlanFigures {
  const plan = guarded('plan', () => parsePlan(toLotteryInput(input)));
  const summary = guarded('plan', () => summarisePlan(plan));
  if (input.optimisation && input.filters) throw invalid('plan', 'carries both an optimisation and filters; save one of them');
  if (input.optimisation) return { plan, ...optimised(plan, summary.bets, input.optimisation) };
  if (input.filters) {
    const kept = guarded('filters', () => filterPlan(plan, toFilterSet(input.filters ?? {})));
    if (kept.bets === 0) throw invalid('filters', 'keep no bets');
    return { plan, bets: kept.bets, cost: kept.cost, minPrize: null, maxPrize: null };
  }
  return { plan, bets: summary.bets, cost: summary.cost, minPrize: summary.minPrize ?? null, maxPrize: summary.maxPrize ?? null };
}

function optimised(plan: Plan, rows: number, o: NonNullable<ParsedPlanInput['optimisation']>): Omit<PlanFigures, 'plan'> {
  if (rows > MAX_OPTIMISED_ROWS) throw invalid('optimisation', `covers ${rows} combinations; at most ${MAX_OPTIMISED_ROWS} can be saved optimised`);
  if (plan.multiple !== 1) throw invalid('multiple', 'must be 1 for an optimised plan (the optimisation sets every combination\'s multiple)');
  const result = guarded('optimisation', () => optimisePlan(plan, { budget: o.budget, mode: o.mode, ...(o.protect.length > 0 ? { protect: o.protect } : {}) }));
  const same = result.multiples.length === o.multiples.length && result.multiples.every((m, i) => m === o.multiples[i]);
  if (!same) throw invalid('optimisation.multiples', `disagree with the ${o.mode} optimisation of this plan for budget ${o.budget}`);
  const total = o.multiples.reduce((sum, m) => sum + m, 0);
  // The range with each combination's own multiple, so the saved plan keeps the prize the optimiser showed.
  return { bets: rows, cost: formatFen(total * 200), minPrize: result.minPrize ?? null, maxPrize: result.maxPrize ?? null };
}

/** The saved filter conditions as the package's set; unknown names are refused. */
export function toFilterSet(filters: NonNullable<ParsedPlanInput['filters']>): FilterSet {
  const names: readonly string[] = FILTER_NAMES;
  const set: FilterSet & Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'tolerance') {
      if (typeof value !== 'number') throw invalid('filters.tolerance', 'must be a whole number');
      set.tolerance = value;
    } else if (names.includes(name) && Array.isArray(value)) set[name] = value;
    else throw invalid(`filters.${name}`, 'is not a filter condition');
  }
  return set;
}

/** Refuses a plan whose claimed bets or cost differ from the server's figures. */
export function checkClaims(claimed: ParsedPlanInput['claimed'], figures: Pick<PlanFigures, 'bets' | 'cost'>): void {
  const claimedFen = guarded('claimed.cost', () => parseMoney(claimed.cost, 'claimed.cost'));
  const costFen = parseMoney(figures.cost, 'cost');
  if (claimed.bets !== figures.bets || claimedFen !== costFen) {
    throw invalid('claimed', `says ${claimed.bets} bets costing ${formatFen(claimedFen)} yuan, but the plan has ${figures.bets} bets costing ${figures.cost} yuan`);
  }
}

/** What a finished plan won. */
export interface Settled {
  winningBets: number | null;
  prize: string | null;
  level1: number | null;
  level2: number | null;
  /** sfc/rjiu: the result of the listed matches (`*` void). */
  result: string | null;
  /** Per match (plan order), the indexes of its picks (in the saved order) that won. */
  won: number[][];
}

/**
 * Settles a jingcai / beidan plan on real results. Optimised plans pay each winning combination
 * at its own multiple; filtered plans are settled on the combinations the filters keep.
 */
export function settleOdds(input: ParsedPlanInput, plan: Plan, results: Record<string, MatchResult>): Settled {
  const won = plan.matches.map((m, i) => {
    const result = results[m.id];
    const wins = result ? winningOptions(plan, i, result).flatMap((k) => m.picks[k] ?? []) : [];
    const saved = input.matches[i]?.picks ?? [];
    const play = (p: { play?: string | undefined }) => p.play ?? DEFAULT_PLAY[input.game];
    return saved.flatMap((p, k) => (wins.some((w) => w.play === play(p) && w.option === p.option) ? [k] : []));
  });
  if (input.optimisation) {
    const multiples = input.optimisation.multiples;
    const key = (p: { play?: string | undefined; option: string } | undefined) => `${p?.play ?? DEFAULT_PLAY[input.game]}|${p?.option ?? ''}`;
    const winSets = plan.matches.map((_, i) => new Set((won[i] ?? []).map((k) => key(input.matches[i]?.picks[k]))));
    const index = new Map(plan.matches.map((m, i) => [m.id, i]));
    let winning = 0;
    let prizeFen = 0;
    splitPlan(plan).rows.forEach((row, r) => {
      const hit = row.legs.every((leg) => winSets[index.get(leg.match) ?? -1]?.has(`${leg.play}|${leg.option}`));
      if (!hit) return;
      winning += 1;
      prizeFen += parseMoney(row.unit ?? '0', 'unit') * (multiples[r] ?? 0);
    });
    return { winningBets: winning, prize: formatFen(prizeFen), level1: null, level2: null, result: null, won };
  }
  const settled = settlePlan(plan, { results });
  if (!('winningBets' in settled)) throw new Error('a jingcai or beidan plan settles to winning bets');
  return { winningBets: settled.winningBets, prize: settled.prize, level1: null, level2: null, result: null, won };
}

/** Whether one single bet survives the filters: removing it by hand lowers the kept count by one. */
function keptBy(plan: Plan, filters: FilterSet, base: number): (row: number | string) => boolean {
  const exclude = filters.exclude ?? [];
  return (row) => base - filterPlan(plan, { ...filters, exclude: [...exclude, row] }).kept === 1;
}

/** The most winning combinations checked one by one against the filters of a pool plan. */
const MAX_POOL_CHECKS = 3_000;

/**
 * Settles a filtered jingcai / beidan plan: the winning single bets the filters keep, each at
 * the plan multiple (the package counts kept bets; which ones are kept is asked bet by bet).
 */
export function settleFilteredOdds(input: ParsedPlanInput, plan: Plan, results: Record<string, MatchResult>): Settled {
  const { won } = settleOdds({ ...input, filters: undefined, optimisation: undefined }, plan, results);
  const filters = toFilterSet(input.filters ?? {});
  const isKept = keptBy(plan, filters, filterPlan(plan, filters).kept);
  const winSets = plan.matches.map((_, i) => new Set((won[i] ?? []).map((k) => pickKey(input, i, k))));
  const index = new Map(plan.matches.map((m, i) => [m.id, i]));
  let winning = 0;
  let prizeFen = 0;
  splitPlan(plan).rows.forEach((row, r) => {
    if (!row.legs.every((leg) => winSets[index.get(leg.match) ?? -1]?.has(`${leg.play}|${leg.option}`)) || !isKept(r)) return;
    winning += 1;
    prizeFen += parseMoney(row.unit ?? '0', 'unit') * plan.multiple;
  });
  return { winningBets: winning, prize: formatFen(prizeFen), level1: null, level2: null, result: null, won };
}

function pickKey(input: ParsedPlanInput, match: number, pick: number): string {
  const p = input.matches[match]?.picks[pick];
  return `${p?.play ?? DEFAULT_PLAY[input.game]}|${p?.option ?? ''}`;
}

/** Settles a filtered sfc / rjiu plan: its winning combinations the filters keep (null when too many to check or void). */
export function settleFilteredPool(input: ParsedPlanInput, plan: Plan, result: string): Settled | null {
  if (result.includes('*')) return null;
  const ticked = input.matches.map((m) => m.picks.map((p) => p.option));
  const hit = ticked.map((options, i) => options.includes(result[i] ?? ''));
  const filters = toFilterSet(input.filters ?? {});
  const isKept = keptBy(plan, filters, filterPlan(plan, filters).kept);
  const won = input.matches.map((m, i) => m.picks.flatMap((p, k) => (p.option === result[i] ? [k] : [])));
  if (input.game === 'sfc') {
    const level1 = hit.every(Boolean) && isKept(result) ? 1 : 0;
    const seconds = ticked.flatMap((options, i) =>
      hit.every((h, j) => h || j === i) ? options.filter((o) => o !== result[i]).map((o) => `${result.slice(0, i)}${o}${result.slice(i + 1)}`) : [],
    );
    if (seconds.length > MAX_POOL_CHECKS) return null;
    return { winningBets: null, prize: null, level1, level2: seconds.filter(isKept).length, result, won };
  }
  const bankers = input.matches.flatMap((m, i) => (m.banker ? [i] : []));
  if (bankers.some((i) => !hit[i])) return { winningBets: null, prize: null, level1: 0, level2: 0, result, won };
  const free = hit.flatMap((h, i) => (h && !input.matches[i]?.banker ? [i] : []));
  const combos: string[] = [];
  const choose = (start: number, chosen: number[]) => {
    if (combos.length > MAX_POOL_CHECKS) return;
    if (chosen.length === 9 - bankers.length) {
      const on = new Set([...bankers, ...chosen]);
      combos.push(input.matches.map((_, i) => (on.has(i) ? (result[i] ?? '-') : '-')).join(''));
      return;
    }
    for (let k = start; k < free.length; k += 1) choose(k + 1, [...chosen, free[k] ?? -1]);
  };
  choose(0, []);
  if (combos.length > MAX_POOL_CHECKS) return null;
  return { winningBets: null, prize: null, level1: combos.filter(isKept).length, level2: 0, result, won };
}

/** Settles a 14-match / pick-9 plan on the result (one character per listed match). */
export function settlePool(input: ParsedPlanInput, plan: Plan, result: string): Settled {
  const settled = settlePlan(plan, { result });
  if (!('level1' in settled)) throw new Error('a pool plan settles to levels');
  const won = input.matches.map((m, i) => m.picks.flatMap((p, k) => (result[i] === '*' || p.option === result[i] ? [k] : [])));
  return { winningBets: null, prize: null, level1: settled.level1, level2: settled.level2, result, won };
}
