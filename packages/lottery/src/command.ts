/**
 * runCommand: what the CLI calls. One JSON object in (the plan plus the command's own fields),
 * one JSON object out; bad input throws LotteryInputError naming the problem.
 */
import { ensure } from './errors.ts';
import { filterPlan } from './filters.ts';
import { optimisePlan } from './optimise.ts';
import { legalPasses, type PassMatch } from './passes.ts';
import { GAMES, parsePlan } from './plan.ts';
import { settlePlan } from './settle.ts';
import { splitPlan } from './split.ts';
import { summarisePlan } from './summary.ts';
import type { Game, OptimiseInput, SplitOptions } from './types.ts';

/**
 * The CLI commands; `passes` lists the legal pass types of a selection (no `passes` needed).
 * @example COMMANDS.includes('summary') // true
 */
export const COMMANDS = ['summary', 'split', 'settle', 'optimise', 'filter', 'passes'] as const;
/** One CLI command. */
export type Command = (typeof COMMANDS)[number];

type Json = Record<string, unknown>;

const HANDLERS: Record<Command, (json: Json) => object> = {
  summary: (json) => summarisePlan(parsePlan(json)),
  split: (json) => splitPlan(parsePlan(json), { limit: json.limit, offset: json.offset } as SplitOptions),
  settle: (json) => settlePlan(parsePlan(json), json),
  optimise: (json) => optimisePlan(parsePlan(json), { budget: typeof json.budget === 'number' ? String(json.budget) : json.budget, mode: json.mode, protect: json.protect } as OptimiseInput),
  filter: (json) => {
    ensure(typeof json.filters === 'object' && json.filters !== null && !Array.isArray(json.filters), 'filtersNotObject');
    return filterPlan(parsePlan(json), json.filters);
  },
  passes: (json) => {
    ensure(GAMES.includes(json.game as Game), 'gameUnknown', { games: GAMES.join(', ') });
    ensure(Array.isArray(json.matches) && json.matches.every((m) => typeof m === 'object' && m !== null && Array.isArray((m as PassMatch).picks)), 'passesMatchesNotList');
    return { passes: legalPasses(json.game as Game, json.matches as PassMatch[], (json.rules ?? {})) };
  },
};

/**
 * Runs one CLI command on its JSON input and returns the JSON object to print.
 * @example runCommand('summary', e1Json) // { bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' }
 */
export function runCommand(command: string, json: unknown): object {
  ensure((COMMANDS as readonly string[]).includes(command), 'commandUnknown', { command, commands: COMMANDS.join(', ') });
  ensure(typeof json === 'object' && json !== null && !Array.isArray(json), 'inputNotObject');
  return HANDLERS[command as Command](json as Json);
}
