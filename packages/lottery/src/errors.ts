/**
 * The one error the package throws for bad input: `problem` names what is wrong in words a
 * user or a caller can act on (the CLI prints it as `{"error": problem}`).
 * @example try { parsePlan(json) } catch (e) { if (e instanceof LotteryInputError) show(e.problem) }
 */
export class LotteryInputError extends Error {
  readonly problem: string;

  constructor(problem: string) {
    super(problem);
    this.name = 'LotteryInputError';
    this.problem = problem;
  }
}

/**
 * Throws a {@link LotteryInputError} unless the condition holds.
 * @example ensure(multiple >= 1, 'multiple must be at least 1')
 */
export function ensure(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new LotteryInputError(problem);
}
