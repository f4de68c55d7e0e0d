import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule, competitionZone, fixturesInWindow, footballFixture, nbaFixture, replayMatchId, type ReplayCompetition } from '../feed/replay/index.ts';
import { loadReplayData, type ReplayData } from '../feed/replay/replay-data.fixture.ts';
import { resolveFeedDataDir } from '../feed/source/index.ts';
import { addDays, lotteryBusinessDay, saleCutoff } from './lottery-day.ts';
import { assembleIssues, weekendBounds, weekendOf, type IssueFixture } from './lottery-issues.ts';
import { assignLotteryNumbers, type NumberingFixture } from './lottery-numbering.ts';

/**
 * The calendar rules on the real replayed seasons (five leagues 2024-25, CSL 2023, NBA 2023-24)
 * placed on half a year around a fixed date, as the replay feed places them.
 */

const CATALOG: Readonly<Record<ReplayCompetition, string>> = {
  E0: 'premier-league', SP1: 'la-liga', D1: 'bundesliga', I1: 'serie-a', F1: 'ligue-1', CHN: 'chinese-super-league', NBA: 'nba',
};
const FROM = Date.parse('2026-08-03T00:00:00+08:00');
const TO = Date.parse('2027-02-01T00:00:00+08:00');
const haveData = existsSync(resolveFeedDataDir());

describe.skipIf(!haveData)('lottery calendar on the real replayed seasons', () => {
  let fixtures: (NumberingFixture & IssueFixture)[] = [];
  beforeAll(async () => {
    const data: ReplayData = await loadReplayData();
    const football = (Object.keys(data.football) as (keyof ReplayData['football'])[]).flatMap((code) => {
      const schedule = buildSchedule(data.football[code].flatMap((m) => footballFixture(m) ?? []), competitionZone(code));
      return fixturesInWindow(schedule, new Date(FROM), new Date(TO)).map((f) => ({
        id: replayMatchId(f), sport: 'football' as const, competitionId: CATALOG[code], kickoffAt: f.replayKickoff.getTime(), status: 'scheduled' as const, score: null,
      }));
    });
    const nbaSchedule = buildSchedule(data.nba.map(nbaFixture), competitionZone('NBA'));
    const nba = fixturesInWindow(nbaSchedule, new Date(FROM), new Date(TO)).map((f) => ({
      id: replayMatchId(f), sport: 'basketball' as const, competitionId: 'nba', kickoffAt: f.replayKickoff.getTime(), status: 'scheduled' as const, score: null,
    }));
    fixtures = [...football, ...nba];
  }, 60_000);

  it('numbers every business day 001… (football) and 301… (NBA) without gaps, in kick-off order', () => {
    const numbers = assignLotteryNumbers(fixtures);
    expect(numbers.size).toBe(fixtures.length);
    const byDay = new Map<string, { code: string; kickoffAt: number }[]>();
    for (const f of fixtures) {
      const n = numbers.get(f.id);
      if (!n) throw new Error(`unnumbered ${f.id}`);
      expect(n.day).toBe(lotteryBusinessDay(f.kickoffAt));
      const key = `${f.sport}|${n.day}`;
      byDay.set(key, [...(byDay.get(key) ?? []), { code: n.code, kickoffAt: f.kickoffAt }]);
    }
    let busiest = 0;
    for (const [key, list] of byDay) {
      const first = key.startsWith('football') ? 1 : 301;
      const sorted = list.sort((a, b) => a.code.localeCompare(b.code));
      expect(sorted.map((x) => Number(x.code.slice(2)))).toEqual(sorted.map((_, i) => first + i));
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]?.kickoffAt).toBeGreaterThanOrEqual(sorted[i - 1]?.kickoffAt ?? 0);
      busiest = Math.max(busiest, list.length);
    }
    expect(busiest).toBeLessThan(100); // far inside football's 001–300 range
    // Every kick-off is sold until it starts or until the evening before: never after kick-off.
    for (const f of fixtures) expect(saleCutoff(f.kickoffAt)).toBeLessThanOrEqual(f.kickoffAt);
  });

  it('assembles a 14-match issue for every weekend with 14 league matches, each of 14 distinct matches of that weekend', () => {
    const issues = assembleIssues(fixtures.filter((f) => f.sport === 'football'), { from: FROM, to: TO });
    const bySaturday = new Map(issues.map((i) => [i.saturday, i]));
    const weekends: string[] = [];
    for (let sat = '2026-08-08'; Date.parse(`${sat}T00:00:00Z`) < TO - 3 * 86_400_000; sat = addDays(sat, 7)) weekends.push(sat);
    const without: string[] = [];
    for (const saturday of weekends) {
      const { from, to } = weekendBounds(saturday);
      const candidates = fixtures.filter((f) => f.sport === 'football' && f.kickoffAt >= from && f.kickoffAt < to);
      const issue = bySaturday.get(saturday);
      if (candidates.length < 14) {
        expect(issue, saturday).toBeUndefined();
        without.push(saturday);
        continue;
      }
      expect(issue?.fixtureIds.length, saturday).toBe(14);
      expect(new Set(issue?.fixtureIds).size).toBe(14);
      const chosen = candidates.filter((f) => issue?.fixtureIds.includes(f.id));
      expect(chosen.every((f) => weekendOf(f.kickoffAt) === saturday)).toBe(true);
      expect(issue?.salesCloseAt).toBe(Math.min(...chosen.map((f) => f.kickoffAt)));
    }
    // The leagues loop with different periods, so their breaks rarely coincide: over this half
    // year every weekend has 14 league matches (one needs CSL matches to reach 14).
    expect(without).toEqual([]);
    expect(issues.filter((i) => i.fixtureIds.some((id) => id.startsWith('CHN'))).map((i) => i.saturday)).toEqual(['2026-08-15']);
  });
});
