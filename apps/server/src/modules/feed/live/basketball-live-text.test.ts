import { describe, expect, it } from 'vitest';
import type { NbaGame } from '../source/index.ts';
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
    expect(all.at(-1)).toMatchObject({ kind: 'full_time', score: { home: 118, away: 116 } });
    expect(all.at(-1)?.text['zh-Hans']).toBe('全场结束，湖人 118-116 勇士');
  });

  it('announces runs of unanswered points once each, with the side that made them', () => {
    const runs = at(300).filter((e) => e.kind === 'run');
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run.side === 'home' || run.side === 'away').toBe(true);
      expect(run.text.en).toMatch(new RegExp(`on a (\\d+)-0 run`));
      expect(Number(/on a (\d+)-0/.exec(run.text.en)?.[1])).toBeGreaterThanOrEqual(RUN_POINTS);
      expect(run.minute).toMatch(/^(Q[1-4]|OT\d) \d{2}:\d{2}$/);
    }
  });

  it('says nothing before tip-off', () => {
    expect(at(-5)).toEqual([]);
  });
});
