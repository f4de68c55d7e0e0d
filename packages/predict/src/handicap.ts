/**
 * The integer handicap the lottery would quote on a match (让球, lottery-rules §1 RQSPF and §7
 * beidan SPF).
 *
 * Rule: the favourite (the side more likely to win) gives goals, and gives as many as it can
 * while it stays at least as likely to cover as to fail: the handicap is the largest n in 1 … 5
 * for which P(favourite wins by more than n) ≥ P(it wins by less than n), and at least 1. That is
 * the most balanced handicap that does not turn the favourite into the handicap underdog. The
 * plain "minimise |P(让胜) − P(让负)|" rule gives −2 for a 1.30 home favourite (让胜 0.29 against
 * 让负 0.49), whereas the boards quote −1 there with 让胜 the shorter price; this rule gives −1 for
 * favourites priced about 1.20–1.70, −2 for about 1.05–1.15 and +1/+2 mirrored for away
 * favourites, and for an even match the side with the higher P(win) gives one goal.
 */
import type { ScoreMatrix } from './goal-model.ts';

/**
 * The largest handicap considered, in goals.
 * @example Math.abs(quotedHandicap(matrix)) <= MAX_HANDICAP // true
 */
export const MAX_HANDICAP = 5;

/**
 * The distribution of the goal difference home − away, as a map from difference to probability.
 * @example goalDifference(scoreMatrix({ homeRate: 1, awayRate: 1, rho: 0 })).get(0) // 0.3085
 */
export function goalDifference(matrix: ScoreMatrix): Map<number, number> {
  const out = new Map<number, number>();
  matrix.p.forEach((row, h) => row.forEach((cell, a) => out.set(h - a, (out.get(h - a) ?? 0) + cell)));
  return out;
}

/**
 * The integer home handicap the lottery would quote (see the module doc for the rule).
 * `allowZero` lets an even match get 0 (lottery-rules says beidan quotes "as in RQSPF", i.e. never 0;
 * the option is there in case beidan's level handicap turns up): then the favourite gives a goal
 * only if it stays at least even to cover it.
 * @example quotedHandicap(scoreMatrix({ homeRate: 2.4, awayRate: 0.7, rho: -0.06 })) // -1
 * @example quotedHandicap(scoreMatrix({ homeRate: 3.2, awayRate: 0.3, rho: -0.06 })) // -2
 */
export function quotedHandicap(matrix: ScoreMatrix, options: { allowZero?: boolean } = {}): number {
  const diff = goalDifference(matrix);
  const above = (t: number): number => [...diff].reduce((s, [d, p]) => (d > t ? s + p : s), 0);
  const below = (t: number): number => [...diff].reduce((s, [d, p]) => (d < t ? s + p : s), 0);
  const sign = above(0) >= below(0) ? -1 : 1;
  // How much more likely the favourite is to beat a handicap of n goals than to fall short of it.
  const edge = (n: number): number => (sign < 0 ? above(n) - below(n) : below(-n) - above(-n));
  let goals = options.allowZero ? 0 : 1;
  while (goals < MAX_HANDICAP && edge(goals + 1) >= 0) goals++;
  return goals === 0 ? 0 : sign * goals;
}
