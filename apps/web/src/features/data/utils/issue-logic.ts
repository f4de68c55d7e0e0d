import type { LotteryIssueSummary } from '@scoreline/contract';

/** 14-match issue logic, pure: the result line and counts, and which price an outcome paid. */

export type IssueResult = '3' | '1' | '0' | '*';

interface IssueMatchLike {
  result: IssueResult | null;
  spf: Array<{ code: string; odds: number }> | null;
}

/**
 * The 14 results as a line, `-` for a match not settled yet.
 *
 * @example
 * resultLine([{ result: '3', spf: null }, { result: null, spf: null }]) // '3-'
 */
export function resultLine(matches: readonly IssueMatchLike[]): string {
  return matches.map((m) => m.result ?? '-').join('');
}

/** How many matches ended 3 / 1 / 0, and how many are void or not settled. */
export function resultCounts(matches: readonly IssueMatchLike[]): Record<IssueResult | 'open', number> {
  const counts = { '3': 0, '1': 0, '0': 0, '*': 0, open: 0 };
  for (const m of matches) counts[m.result ?? 'open'] += 1;
  return counts;
}

/**
 * The reference price of the winning outcome, or null (not settled, void, or no prices).
 *
 * @example
 * winningOdds({ result: '1', spf: [{ code: '3', odds: 1.8 }, { code: '1', odds: 3.4 }, { code: '0', odds: 4.2 }] }) // 3.4
 */
export function winningOdds(match: IssueMatchLike): number | null {
  if (!match.result || match.result === '*' || !match.spf) return null;
  return match.spf.find((o) => o.code === match.result)?.odds ?? null;
}

/** The i18n key suffix of an issue's status. */
export function issueStatusKey(status: LotteryIssueSummary['status']): 'selling' | 'closed' | 'drawn' {
  return status;
}
