import { describe, expect, it } from 'vitest';
import { issueStatistics, resultRank } from './lottery-issue-stats.ts';
import { assembleIssue, assembleIssues, fixtureResult, issueNumber, issueStatus, weekendBounds, weekendOf, type IssueFixture } from './lottery-issues.ts';

const bj = (local: string): number => Date.parse(`${local}+08:00`);
const LEAGUES = ['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1'];

/** `n` matches of one league on Saturday 21 Nov 2026 from 13:00, an hour apart. */
function saturday(league: string, n: number, extra: Partial<IssueFixture> = {}): IssueFixture[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${league}-${i}`,
    competitionId: league,
    kickoffAt: bj(`2026-11-21T${String(13 + i).padStart(2, '0')}:00:00`),
    status: 'scheduled' as const,
    score: null,
    ...extra,
  }));
}

describe('weekends and issue numbers', () => {
  it('puts Friday, Saturday and Sunday business days in the weekend of the Saturday', () => {
    expect(weekendOf(bj('2026-11-20T19:00:00'))).toBe('2026-11-21');
    expect(weekendOf(bj('2026-11-22T20:00:00'))).toBe('2026-11-21');
    expect(weekendOf(bj('2026-11-23T03:00:00'))).toBe('2026-11-21'); // Sunday-evening European match
    expect(weekendOf(bj('2026-11-23T20:00:00'))).toBeNull();
    expect(weekendOf(bj('2026-11-20T11:00:00'))).toBeNull(); // still Thursday's list
    expect(weekendBounds('2026-11-21')).toEqual({ from: bj('2026-11-20T12:00:00'), to: bj('2026-11-23T12:00:00') });
  });

  it('numbers an issue by the week of its Saturday', () => {
    expect(issueNumber('2026-11-21')).toBe('26047');
    expect(issueNumber('2027-01-02')).toBe('27001');
    expect(issueNumber('2026-12-26')).toBe('26052');
  });
});

describe('assembleIssue', () => {
  it('takes the European leagues in turn until 14, then lists them by kick-off; sales close at the first', () => {
    const fixtures = LEAGUES.flatMap((l) => saturday(l, 4)).concat(saturday('chinese-super-league', 3));
    const issue = assembleIssue('2026-11-21', fixtures);
    expect(issue?.number).toBe('26047');
    expect(issue?.fixtureIds).toHaveLength(14);
    // rounds 1–2 take two of each league (10), round 3 the next four in league order
    const perLeague = LEAGUES.map((l) => issue?.fixtureIds.filter((id) => id.startsWith(l)).length);
    expect(perLeague).toEqual([3, 3, 3, 3, 2]);
    expect(issue?.fixtureIds.some((id) => id.startsWith('chinese'))).toBe(false);
    expect(issue?.salesCloseAt).toBe(bj('2026-11-21T13:00:00'));
    expect(issue?.result).toBeNull();
    expect(issue && issueStatus(issue, bj('2026-11-21T12:00:00'))).toBe('selling');
    expect(issue && issueStatus(issue, bj('2026-11-21T13:00:00'))).toBe('closed');
  });

  it('fills with CSL only when Europe is short, and has no issue under 14 matches', () => {
    const short = [...saturday('premier-league', 10), ...saturday('chinese-super-league', 6)];
    expect(assembleIssue('2026-11-21', short)?.fixtureIds.filter((id) => id.startsWith('chinese'))).toHaveLength(4);
    expect(assembleIssue('2026-11-21', saturday('premier-league', 13))).toBeNull();
  });

  it('draws the result once all 14 are settled, a postponed match counting as *', () => {
    const scores = [[2, 1], [0, 0], [1, 3]] as const;
    const fixtures = saturday('premier-league', 14, { status: 'finished' }).map((f, i) => {
      const [home, away] = scores[i % 3] ?? [0, 0];
      return i === 13 ? { ...f, status: 'postponed' as const } : { ...f, score: { home, away } };
    });
    const issue = assembleIssue('2026-11-21', fixtures);
    expect(issue?.result).toBe('3103103103103*');
    expect(issue && issueStatus(issue, 0)).toBe('drawn');
    expect(fixtureResult({ status: 'live', score: { home: 1, away: 0 } })).toBeNull();
  });
});

describe('assembleIssues', () => {
  it('keeps only weekends the window covers whole, newest first', () => {
    const thisWeekend = LEAGUES.flatMap((l) => saturday(l, 3));
    const next = thisWeekend.map((f) => ({ ...f, id: `next-${f.id}`, kickoffAt: f.kickoffAt + 7 * 86_400_000 }));
    const all = [...thisWeekend, ...next];
    const wide = { from: bj('2026-11-16T00:00:00'), to: bj('2026-12-01T00:00:00') };
    expect(assembleIssues(all, wide).map((i) => i.number)).toEqual(['26048', '26047']);
    expect(assembleIssues(all, { from: bj('2026-11-21T00:00:00'), to: wide.to }).map((i) => i.number)).toEqual(['26048']);
  });
});

describe('issueStatistics', () => {
  it('counts the lottery-rules E16 string (31013330103113)', () => {
    const stats = issueStatistics([...'31013330103113'].map((r) => ({ result: r as '3' | '1' | '0', spf: null })));
    expect(stats).toMatchObject({ settled: 14, count3: 6, count1: 5, count0: 3, sum: 23, breaks: 10, voided: 0, favouriteHits: 0 });
  });

  it('ranks results by price as §10.2 (E16 odds) and lists the upsets', () => {
    const a = [1.45, 4.1, 6.2] as const;
    const b = [2.35, 3.05, 2.9] as const;
    const c = [3.8, 3.4, 1.88] as const;
    expect([resultRank('3', a), resultRank('1', a), resultRank('0', b), resultRank('1', c)]).toEqual([1, 2, 2, 2]);
    const stats = issueStatistics([
      { result: '3', spf: a },
      { result: '3', spf: b },
      { result: '3', spf: c },
      { result: '*', spf: a },
      { result: null, spf: a },
    ]);
    expect(stats).toMatchObject({ settled: 4, voided: 1, favouriteHits: 2, secondHits: 0, thirdHits: 1, upsets: [3] });
  });
});
