/**
 * @scoreline/lottery — exact plan calculators for jingcai football (jczq) and basketball (jclq),
 * beidan, 14-match (sfc) and pick-9 (rjiu). Pure: no I/O, no clock, no randomness.
 *
 * Start with {@link parsePlan} (validates the CLI plan JSON), then {@link summarisePlan},
 * {@link splitPlan}, {@link settlePlan}, {@link optimisePlan} and {@link filterPlan}.
 * {@link runCommand} is what the CLI (`npm run --silent lottery -- <command>`) calls.
 * Money and odds travel as decimal strings; inside, money is integer fen and odds integers.
 */
export type * from './types.ts';
export { LOTTERY_PROBLEMS, LotteryInputError, lotteryProblemText, type LotteryProblemCode, type LotteryProblemParams } from './errors.ts';
export {
  PLAYS,
  LEG_LIMITS,
  DEFAULT_PLAY,
  JCZQ_BF_OPTIONS,
  BEIDAN_BF_OPTIONS,
  MAX_PLAN_MULTIPLE,
  ENUMERATION_LIMIT,
  findPlay,
} from './plays.ts';
export { JINGCAI_BUNDLES, BEIDAN_BUNDLES, SINGLE, legalPasses, parsePass } from './passes.ts';
export { DEFAULT_RULES, parsePlan } from './plan.ts';
export { summarisePlan, countBets } from './summary.ts';
export { splitPlan } from './split.ts';
export { settlePlan, winningOptions } from './settle.ts';
export { optimisePlan } from './optimise.ts';
export { FILTER_NAMES, filterPlan } from './filters.ts';
export { formatFen, parseMoney, roundUnit, taxOf } from './money.ts';
export { COMMANDS, runCommand, type Command } from './command.ts';
