import type { IssueResult } from './lottery-issues.ts';

/**
 * Statistics of a 14-match issue's results (getQiTonJi): the 3/1/0 string metrics of
 * lottery-rules §10.1 and the odds-based hit counts of §10.2, over the settled matches.
 */

/** One issue match for the statistics: its result and its reference SPF prices (3, 1, 0), if any. */
export interface StatsMatch {
  result: IssueResult | null;
  /** Reference 1X2 prices in the order 3, 1, 0 (decimal), or null when not priced. */
  spf: readonly [number, number, number] | null;
}

export interface IssueStatistics {
  settled: number;
  count3: number;
  count1: number;
  count0: number;
  voided: number;
  /** Σ of the 3/1/0 values over the settled, non-void matches. */
  sum: number;
  /** Changes between neighbouring answers in the settled, non-void sequence (断点数). */
  breaks: number;
  /** Results whose option had rank 1 / 2 / 3 by price (rank = 1 + options priced strictly lower; ties share). */
  favouriteHits: number;
  secondHits: number;
  thirdHits: number;
  /** Positions (1-based) won by the longest-priced option: the upsets. */
  upsets: number[];
}

const SPF_ORDER = ['3', '1', '0'] as const;

/**
 * The rank of a result among a match's three prices (§10.2), or null without prices.
 * @example resultRank('0', [1.45, 4.1, 6.2]) // 3
 */
export function resultRank(result: '3' | '1' | '0', spf: readonly [number, number, number]): number {
  const price = spf[SPF_ORDER.indexOf(result)] ?? 0;
  return 1 + spf.filter((p) => p < price).length;
}

/**
 * @example issueStatistics([{ result: '3', spf: [1.5, 4, 6] }, { result: '0', spf: [1.5, 4, 6] }]).upsets // [2]
 */
export function issueStatistics(matches: readonly StatsMatch[]): IssueStatistics {
  const played = matches.map((m, i) => ({ ...m, position: i + 1 })).filter((m) => m.result !== null && m.result !== '*');
  const answers = played.map((m) => m.result);
  const ranks = played.map((m) => (m.spf && m.result && m.result !== '*' ? resultRank(m.result, m.spf) : null));
  return {
    settled: matches.filter((m) => m.result !== null).length,
    count3: answers.filter((r) => r === '3').length,
    count1: answers.filter((r) => r === '1').length,
    count0: answers.filter((r) => r === '0').length,
    voided: matches.filter((m) => m.result === '*').length,
    sum: answers.reduce((s, r) => s + Number(r), 0),
    breaks: answers.filter((r, i) => i > 0 && r !== answers[i - 1]).length,
    favouriteHits: ranks.filter((r) => r === 1).length,
    secondHits: ranks.filter((r) => r === 2).length,
    thirdHits: ranks.filter((r) => r === 3).length,
    upsets: played.filter((_, i) => ranks[i] === 3).map((m) => m.position),
  };
}
