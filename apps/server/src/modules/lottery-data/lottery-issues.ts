import type { BoardFixture } from '../feed/live/board.types.ts';
import { addDays, businessDayBounds, lotteryBusinessDay, weekdayOf } from './lottery-day.ts';

/**
 * 14-match issues (胜负彩 and 任选9, lottery-rules §8): one issue per weekend, assembled from
 * the weekend's league matches. The rules fix the plays (3/1/0 on 14 matches, 90 minutes) but
 * not how the list is drawn up or numbered, so these are product rules, modelled on the real
 * issues:
 *
 * - **Period.** A weekend is the business days Friday, Saturday and Sunday (Friday 12:00 to
 *   Monday 12:00, Beijing).
 * - **Which matches.** The five European leagues ("usually European league games", §8), taken
 *   in turn (England, Spain, Italy, Germany, France), each league's matches in kick-off order,
 *   until 14 are chosen; CSL matches fill in only if the European leagues have fewer than 14.
 *   A weekend with fewer than 14 such matches has no issue. The 14 are listed in kick-off order.
 * - **Number.** `YY` + the week of the weekend's Saturday in its year, three digits: the
 *   Saturday 21 Nov 2026 is the 47th of 2026, issue `26047`.
 * - **Sales** close at the first kick-off of the 14. **Results**: 3/1/0 per match once
 *   finished, `*` for a postponed match (it counts as every result, §8.4), the 14-character
 *   draw result once every match is settled.
 */

/** League order for choosing an issue's matches. */
export const ISSUE_LEAGUES = ['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1'] as const;
/** Used only to complete a weekend the European leagues cannot fill. */
export const ISSUE_FILL_LEAGUES = ['chinese-super-league'] as const;
export const ISSUE_SIZE = 14;

export type IssueFixture = Pick<BoardFixture, 'id' | 'competitionId' | 'kickoffAt' | 'status' | 'score'>;
/** A settled 14-match answer: 3/1/0, or `*` for a void (postponed) match. */
export type IssueResult = '3' | '1' | '0' | '*';
export type IssueStatus = 'selling' | 'closed' | 'drawn';

export interface SfcIssue {
  /** e.g. `26047`. */
  number: string;
  /** The weekend's Saturday, `YYYY-MM-DD`. */
  saturday: string;
  salesCloseAt: number;
  lastKickoffAt: number;
  /** The 14 fixture ids in issue order (position 1 first). */
  fixtureIds: string[];
  /** Per position, the settled answer or null while unsettled. */
  results: (IssueResult | null)[];
  /** The draw result (`31100303011303`), once all 14 are settled. */
  result: string | null;
}

/**
 * The Saturday of the weekend a kick-off belongs to, or null on a Monday–Thursday business day.
 * @example weekendOf(Date.parse('2026-11-22T03:00:00+08:00')) // '2026-11-21' (Saturday's list)
 */
export function weekendOf(kickoffAt: number): string | null {
  const day = lotteryBusinessDay(kickoffAt);
  const weekday = weekdayOf(day);
  if (weekday === 5) return addDays(day, 1);
  if (weekday === 6) return day;
  if (weekday === 0) return addDays(day, -1);
  return null;
}

/**
 * The instants a weekend covers: Friday 12:00 to Monday 12:00, Beijing.
 * @example weekendBounds('2026-11-21') // { from: Fri 20 Nov 12:00 +08:00, to: Mon 23 Nov 12:00 +08:00 }
 */
export function weekendBounds(saturday: string): { from: number; to: number } {
  return { from: businessDayBounds(addDays(saturday, -1)).from, to: businessDayBounds(addDays(saturday, 1)).to };
}

/**
 * An issue's number from its Saturday.
 * @example issueNumber('2026-11-21') // '26047'
 * @example issueNumber('2027-01-02') // '27001'
 */
export function issueNumber(saturday: string): string {
  const dayOfYear = (Date.parse(`${saturday}T00:00:00Z`) - Date.parse(`${saturday.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000;
  return `${saturday.slice(2, 4)}${String(Math.floor(dayOfYear / 7) + 1).padStart(3, '0')}`;
}

/** The settled answer of a fixture, or null while it is not settled. */
export function fixtureResult(f: Pick<IssueFixture, 'status' | 'score'>): IssueResult | null {
  if (f.status === 'postponed') return '*';
  if (f.status !== 'finished' || !f.score) return null;
  return f.score.home > f.score.away ? '3' : f.score.home === f.score.away ? '1' : '0';
}

const byKickoff = (a: IssueFixture, b: IssueFixture): number => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Takes the leagues in turn, each contributing its next match, until `size` are chosen. */
function roundRobin(leagues: readonly string[], fixtures: readonly IssueFixture[], size: number): IssueFixture[] {
  const queues = leagues.map((l) => fixtures.filter((f) => f.competitionId === l).sort(byKickoff));
  const chosen: IssueFixture[] = [];
  for (let round = 0; chosen.length < size && queues.some((q) => q.length > round); round += 1) {
    for (const queue of queues) {
      const next = queue[round];
      if (next && chosen.length < size) chosen.push(next);
    }
  }
  return chosen;
}

/**
 * The issue of one weekend from its fixtures, or null when it has fewer than 14 league matches.
 * @example assembleIssue('2026-11-21', weekendFixtures)?.number // '26047'
 */
export function assembleIssue(saturday: string, fixtures: readonly IssueFixture[]): SfcIssue | null {
  const european = roundRobin(ISSUE_LEAGUES, fixtures, ISSUE_SIZE);
  const chosen = european.length >= ISSUE_SIZE ? european : [...european, ...roundRobin(ISSUE_FILL_LEAGUES, fixtures, ISSUE_SIZE - european.length)];
  if (chosen.length < ISSUE_SIZE) return null;
  const ordered = chosen.sort(byKickoff);
  const results = ordered.map(fixtureResult);
  const settled = results.every((r) => r !== null);
  return {
    number: issueNumber(saturday),
    saturday,
    salesCloseAt: ordered[0]?.kickoffAt ?? 0,
    lastKickoffAt: ordered.at(-1)?.kickoffAt ?? 0,
    fixtureIds: ordered.map((f) => f.id),
    results,
    result: settled ? results.join('') : null,
  };
}

/**
 * Every issue whose weekend lies wholly inside `coverage` (the span the fixtures given are
 * complete for: a weekend cut by the window would get a different list), newest first.
 * @example assembleIssues(boardFootball, { from: windowStart, to: windowEnd }).map((i) => i.number) // ['26048', '26047']
 */
export function assembleIssues(fixtures: readonly IssueFixture[], coverage: { from: number; to: number }): SfcIssue[] {
  const weekends = new Map<string, IssueFixture[]>();
  for (const f of fixtures) {
    const saturday = weekendOf(f.kickoffAt);
    if (saturday) weekends.set(saturday, [...(weekends.get(saturday) ?? []), f]);
  }
  return [...weekends]
    .filter(([saturday]) => {
      const bounds = weekendBounds(saturday);
      return bounds.from >= coverage.from && bounds.to <= coverage.to;
    })
    .map(([saturday, list]) => assembleIssue(saturday, list))
    .filter((i): i is SfcIssue => i !== null)
    .sort((a, b) => (a.number < b.number ? 1 : -1));
}

/**
 * Where an issue stands: on sale until its first kick-off, then closed, then drawn.
 * @example issueStatus(issue, Date.now()) // 'selling'
 */
export function issueStatus(issue: Pick<SfcIssue, 'salesCloseAt' | 'result'>, now: number): IssueStatus {
  if (issue.result !== null) return 'drawn';
  return now < issue.salesCloseAt ? 'selling' : 'closed';
}
