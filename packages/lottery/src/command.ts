/** The CLI commands. */
export const COMMANDS = ['summary', 'split', 'settle', 'optimise', 'filter', 'passes'] as const;
/** One CLI command. */
export type Command = (typeof COMMANDS)[number];

/**
 * Runs one CLI command on its JSON input (the plan plus the command's fields) and returns the
 * JSON object to print; throws LotteryInputError naming bad input.
 * @example runCommand('summary', e1Json) // { bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' }
 */
export function runCommand(_command: string, _json: unknown): object {
  throw new Error('runCommand is being built');
}
