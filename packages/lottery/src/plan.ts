import { LotteryInputError } from './errors.ts';
import type { Plan, RuleSwitches } from './types.ts';

/** The recommended readings of every [DOUBT] in lottery-rules.md. */
export const DEFAULT_RULES: Readonly<RuleSwitches> = {
  rounding: 'exact-half-even',
  singleCap: 100_000,
  taxFrom: 'over-10000',
  mixedCap: 'plan',
  voidCap: 'live-legs',
  beidanFloor: 'singles',
  beidanCap: null,
  sfggBundles: [],
  minPrize: 'cheapest-win',
};

/**
 * Validates the plan JSON; throws {@link LotteryInputError} naming the problem.
 * @example parsePlan({ game: 'jczq', matches: [...], passes: ['2串1'] }).folds // [2]
 */
export function parsePlan(_input: unknown): Plan {
  throw new LotteryInputError('parsePlan is being built');
}
