import { describe, expect, it } from 'vitest';
import type { NbaGame } from '../source/index.ts';
import type { BasketballTeamBox } from '../replay/index.ts';
import { basketballStateAt, basketballTimeline } from '../replay/index.ts';
import { basketballBoardEvents, RUN_POINTS } from './basketball-live-text.ts';

const game: NbaGame = {
  line: 2,
  season: 2024,
  date: '2024-01-06',
  stage: 'regular',
  home: 'lal',
  away: 'gs',
  homeLine: { score: 118, quarters: [30, 25, 31, 28], overtime: 4 },
  awayLine: { score: 116, quarters: [22, 33, 28, 31], overtime: 2 },
  lines: {},
};
const teams = { home: 'los-angeles-lakers', away: 'golden-state-warriors' };
const tipoff = new Date('2026-11-22T12:00:00Z');

describe('basketball live text', () => {
  const timeline = basketballTimeline(game, 'seed|bb|timeline');
  const at = (minutes: number) => basketballBoardEvents(basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + minutes * 60_000)), teams);

  it('grows by appending: every earlier list is a prefix of a later one, seq 1…n', () => {
    let previous = at(0);
    for (let minutes = 5; minutes <= 200; minutes += 5) {
      const now = at(minutes);
      expect(now.slice(0, previous.length)).toEqual(previous);
      expect(now.map((e) => e.seq)).toEqual(now.map((_, i) => i + 1));
      previous = now;
    }
  });

  it('ends each period with its score and finishes on the real final, overtime included', () => {
    const all = at(300);
    const ends = all.filter((e) => e.kind === 'period_end' || e.kind === 'full_time');
    expect(ends.map((e) => e.minute)).toEqual(['Q1 00:00', 'Q2 00:00', 'Q3 00:00', 'Q4 00:00', 'OT1 00:00']);
    expect(ends[0]?.score).toEqual({ home: 30, away: 22 });
    expect(ends[3]?.score).toEqual({ home: 114, away: 114 });
    const final = all.find((e) => e.kind === 'full_time');
    expect(final).toMatchObject({ score: { home: 118, away: 116 } });
    expect(final?.text['zh-Hans']).toBe('全场结束，湖人 118-116 勇士');
    // Each period's own points after the running score (the first's are the score itself).
    expect(ends.map((e) => e.text['zh-Hans'])).toEqual([
      '第1节结束，湖人 30-22 勇士',
      '半场结束，湖人 55-55 勇士，本节25-33',
      '第3节结束，湖人 86-83 勇士，本节31-28',
      '第4节结束，湖人 114-114 勇士，本节28-31',
      '全场结束，湖人 118-116 勇士',
    ]);
    expect(ends[1]?.text.en).toMatch(/^Half-time: .+ 55-55 .+ \(Q2 25-33\)$/);
  });

  it('announces runs of unanswered points once each, with the side that made them', () => {
    const runs = at(300).filter((e) => e.kind === 'run');
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run.side === 'home' || run.side === 'away').toBe(true);
      expect(run.text.en).toMatch(/on an? (\d+)-0 run/);
      expect(Number(/on an? (\d+)-0/.exec(run.text.en)?.[1])).toBeGreaterThanOrEqual(RUN_POINTS);
      expect(run.text.en).not.toMatch(/ a 8-0/);
      expect(run.minute).toMatch(/^(Q[1-4]|OT\d) \d{2}:\d{2}$/);
    }
  });

  it('calls every tie and every change of lead, and sums them up after the final', () => {
    const all = at(300);
    let leader: 'home' | 'away' | undefined;
    let changes = 0;
    for (const line of all.filter((e) => e.kind === 'tie' || e.kind === 'lead_change')) {
      if (line.kind === 'tie') expect(line.score.home).toBe(line.score.away);
      else {
        expect(line.side).toBe(line.score.home > line.score.away ? 'home' : 'away');
        expect(line.side).not.toBe(leader);
        changes += 1;
      }
      if (line.kind === 'lead_change') leader = line.side ?? undefined;
    }
    const ties = all.filter((e) => e.kind === 'tie').length;
    expect(ties).toBeGreaterThan(0); // the fourth quarter ends level
    const summary = all.find((e) => e.kind === 'summary');
    expect(summary?.text.en).toMatch(new RegExp(`^${changes} lead changes?, ${ties} ties?; largest lead: `));
    expect(summary?.text['zh-Hans']).toMatch(new RegExp(`^全场${changes}次领先易主，${ties}次战平；最大领先：`));
    expect(summary?.seq).toBeGreaterThan(all.find((e) => e.kind === 'full_time')?.seq ?? Infinity);
  });

  it('ends with the box score\'s team leaders when the game has one, and invents none without', () => {
    expect(at(300).some((e) => e.kind === 'team_leaders')).toBe(false);
    const box = (made: [number, number, number], rest: Omit<BasketballTeamBox, 'points' | 'fieldGoalsMade' | 'threesMade' | 'freeThrowsMade'>): BasketballTeamBox => ({
      points: 2 * made[0] + made[1] + made[2], fieldGoalsMade: made[0], threesMade: made[1], freeThrowsMade: made[2], ...rest,
    });
    const withBox = basketballTimeline(game, 'seed|bb|timeline', {
      home: box([44, 12, 18], { rebounds: 50, assists: 25, steals: 7, blocks: 5, turnovers: 12, fieldGoalsAttempted: 90, threesAttempted: 35, freeThrowsAttempted: 22 }),
      away: box([42, 14, 18], { rebounds: 46, assists: 28, steals: 7, blocks: 3, turnovers: 11, fieldGoalsAttempted: 95, threesAttempted: 40, freeThrowsAttempted: 20 }),
    });
    const lines = basketballBoardEvents(basketballStateAt(withBox, tipoff, new Date(tipoff.getTime() + 300 * 60_000)), teams);
    const leaders = lines.at(-1);
    expect(leaders?.kind).toBe('team_leaders');
    expect(leaders?.text['zh-Hans']).toBe('技术统计：投篮命中率 湖人 48.9%-44.2%，篮板 湖人 50-46，助攻 勇士 28-25，三分命中 勇士 14-12，抢断 7-7 持平，盖帽 湖人 5-3');
    expect(leaders?.text.en).toMatch(/^Team stats: FG .+ 48\.9%-44\.2%, rebounds .+ 50-46, assists .+ 28-25, threes .+ 14-12, steals 7-7 level, blocks .+ 5-3$/);
    for (const locale of ['zh-Hant', 'ja'] as const) expect(leaders?.text[locale]).toContain('50-46');
    // Not before the final buzzer.
    const live = basketballBoardEvents(basketballStateAt(withBox, tipoff, new Date(tipoff.getTime() + 100 * 60_000)), teams);
    expect(live.some((e) => e.kind === 'team_leaders' || e.kind === 'summary')).toBe(false);
  });

  it('says nothing before tip-off', () => {
    expect(at(-5)).toEqual([]);
  });
});
