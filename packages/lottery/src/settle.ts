/**
 * `settle` (§6.6, §8.4): what a plan pays on real or hypothetical results.
 */
import { ensure } from './errors.ts';
import { formatFen } from './money.ts';
import { winningPicks, type Outcome } from './outcomes.ts';
import { isPoolGame } from './plays.ts';
import { settlePool } from './pool.ts';
import { scenarioPrize, type Hits } from './scenario.ts';
import type { Match, MatchResult, Plan, PoolSettleResult, SettleInput, SettleResult } from './types.ts';

function readScore(text: unknown, match: string, code: 'scoreNotScore' | 'halfNotScore'): [number, number] {
  ensure(typeof text === 'string' && /^\d{1,3}:\d{1,3}$/.test(text.trim()), code, { match });
  const [h, a] = text.trim().split(':').map(Number);
  return [h ?? 0, a ?? 0];
}

function toOutcome(plan: Plan, match: Match, result: MatchResult): Outcome {
  const [home, away] = readScore(result.score, match.id, 'scoreNotScore');
  if (plan.game === 'jclq') ensure(home !== away, 'basketballDraw', { match: match.id });
  let half: string | null = null;
  if (result.half !== undefined) {
    const [hh, ha] = readScore(result.half, match.id, 'halfNotScore');
    ensure(hh <= home && ha <= away, 'halfOverFinal', { match: match.id, half: `${hh}:${ha}` });
    half = hh > ha ? '3' : hh === ha ? '1' : '0';
  }
  ensure(half !== null || !match.picks.some((p) => p.play === 'BQC'), 'bqcNeedsHalf', { match: match.id });
  return { home, away, half };
}

/**
 * The ticked options (indexes into match.picks) that win on one result.
 * @example winningOptions(plan, 0, { score: '2:1', half: '0:1' }) // [0, 2] for SPF 3 + BQC 03
 */
export function winningOptions(plan: Plan, matchIndex: number, result: MatchResult): number[] {
  const match = plan.matches[matchIndex];
  ensure(match, 'matchIndexUnknown', { index: matchIndex });
  if (result.void === true) return match.picks.map((_, i) => i);
  return winningPicks(plan.game, match, toOutcome(plan, match, result));
}

function readHits(plan: Plan, results: unknown): Hits {
  ensure(typeof results === 'object' && results !== null && !Array.isArray(results), 'resultsNotObject');
  const byId = results as Record<string, unknown>;
  for (const id of Object.keys(byId)) ensure(plan.matches.some((m) => m.id === id), 'resultsUnknownMatch', { match: id });
  return plan.matches.map((match, i) => {
    const result = byId[match.id];
    ensure(typeof result === 'object' && result !== null, 'resultsMissingMatch', { match: match.id });
    const r = result as MatchResult;
    if (r.void === true) return 'void';
    return winningOptions(plan, i, r);
  });
}

/**
 * Settles a plan against results (§6.6, §8.4): winning bets (without the multiple) and the
 * prize (with it); sfc/rjiu give the winners per level instead.
 * @example settlePlan(e1, { results: { A: { score: '1:1' }, B: { score: '0:2' }, C: { score: '0:1' } } }).prize // '109.60'
 */
export function settlePlan(plan: Plan, input: SettleInput): SettleResult | PoolSettleResult {
  if (isPoolGame(plan.game)) return settlePool(plan, input);
  const prize = scenarioPrize(plan, readHits(plan, input.results));
  const multiple = BigInt(plan.multiple);
  return {
    winningBets: prize.winningBets,
    prize: formatFen(BigInt(prize.fen) * multiple),
    net: formatFen(BigInt(prize.netFen) * multiple),
    refund: formatFen(BigInt(prize.refunds) * 200n * multiple),
  };
}
