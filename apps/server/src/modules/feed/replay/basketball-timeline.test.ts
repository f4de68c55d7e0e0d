import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NbaGame } from '../source/index.ts';
import type { BasketballPhase } from './basketball-state.ts';
import { basketballStateAt, formatClock } from './basketball-state.ts';
import type { BasketballTimeline } from './basketball-timeline.ts';
import { basketballTimeline, basketsFor, overtimePeriods } from './basketball-timeline.ts';
import { createRng, matchSeed } from './prng.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { nbaFixture } from './replay-sources.ts';

let games: NbaGame[];
beforeAll(async () => {
  games = (await loadReplayData()).nba;
}, 60_000);

const timelineOf = (game: NbaGame, seed = '42') => basketballTimeline(game, matchSeed(seed, nbaFixture(game).id, 'timeline'));

function checkConsistent(game: NbaGame, timeline: BasketballTimeline): void {
  const { periods, events } = timeline;
  expect(periods.slice(0, 4).map((p) => p.home)).toEqual(game.homeLine.quarters);
  expect(periods.slice(0, 4).map((p) => p.away)).toEqual(game.awayLine.quarters);
  const overtime = periods.slice(4);
  expect(overtime.length).toBe(overtimePeriods(game.homeLine.overtime, game.awayLine.overtime));
  expect(overtime.reduce((a, p) => a + p.home, 0)).toBe(game.homeLine.overtime);
  expect(overtime.reduce((a, p) => a + p.away, 0)).toBe(game.awayLine.overtime);
  let running = { home: 0, away: 0 };
  for (const [i, period] of periods.entries()) {
    const inPeriod = events.filter((e) => e.period === i + 1);
    for (const side of ['home', 'away'] as const) {
      expect(inPeriod.filter((e) => e.side === side).reduce((a, e) => a + e.points, 0)).toBe(period[side]);
    }
    for (const e of inPeriod) expect(e.elapsed).toBeLessThanOrEqual(period.length);
    running = { home: running.home + period.home, away: running.away + period.away };
    // Only the last period may end with a side ahead: regulation and every earlier overtime end level.
    if (i >= 3 && i < periods.length - 1) expect(running.home).toBe(running.away);
  }
  expect(running).toEqual(timeline.final);
  expect(events.at(-1)?.score).toEqual({ home: game.homeLine.score, away: game.awayLine.score });
}

describe('basketball timelines of every NBA 2023-24 game', () => {
  it('add up to the real quarter scores, overtime and final score', () => {
    expect(games.length).toBe(1319);
    for (const game of games) checkConsistent(game, timelineOf(game));
    expect(games.filter((g) => g.homeLine.overtime + g.awayLine.overtime > 0).length).toBeGreaterThan(40);
  });

  it('are deterministic for a seed; another seed moves the baskets, never the scores', () => {
    let moved = 0;
    for (const game of games) {
      const a = timelineOf(game, 'a');
      expect(timelineOf(game, 'a')).toEqual(a);
      const b = timelineOf(game, 'b');
      expect(b.final).toEqual(a.final);
      if (JSON.stringify(a.events) !== JSON.stringify(b.events)) moved += 1;
    }
    expect(moved).toBe(games.length);
  });

  it('hold for any seed (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, i) => {
        const game = games[i % games.length];
        if (game) checkConsistent(game, basketballTimeline(game, seed));
      }),
      { numRuns: 300 },
    );
  });
});

describe('overtime and baskets', () => {
  it('infers one overtime unless the points need more', () => {
    expect(overtimePeriods(0, 0)).toBe(0);
    expect(overtimePeriods(12, 9)).toBe(1);
    expect(overtimePeriods(17, 13)).toBe(1);
    expect(overtimePeriods(21, 17)).toBe(2);
    expect(overtimePeriods(33, 30)).toBe(3);
  });

  it('splits any number of points into threes, twos and free throws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.string(), (points, seed) => {
        expect(basketsFor(createRng(seed), points).reduce((a: number, b) => a + b, 0)).toBe(points);
      }),
    );
  });
});

const ORDER = (phase: BasketballPhase, period = 0) => (phase === 'scheduled' ? -1 : phase === 'finished' ? 1000 : period * 2 + (phase === 'break' || phase === 'half_time' ? 1 : 0));

describe('basketball state over time', () => {
  const tipoff = new Date('2026-11-21T11:30:00Z');

  it('moves forward, reveals only played quarters, and ends at the real score', () => {
    for (const game of games.filter((_, i) => i % 11 === 0)) {
      const timeline = timelineOf(game);
      let previous = basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() - 1000), 3);
      expect(previous.periods).toEqual([]);
      for (let s = 0; s < 4 * 3600; s += 61) {
        const state = basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + (s * 1000) / 3), 3);
        expect(ORDER(state.phase, state.period)).toBeGreaterThanOrEqual(ORDER(previous.phase, previous.period));
        expect(state.events.length).toBeGreaterThanOrEqual(previous.events.length);
        const played = state.periods.slice(0, -1);
        for (const [i, p] of played.entries()) expect(p).toEqual({ home: timeline.periods[i]?.home, away: timeline.periods[i]?.away });
        previous = state;
      }
      expect(previous.phase).toBe('finished');
      expect(previous.score).toEqual(timeline.final);
      expect(previous.periods.length).toBe(timeline.periods.length);
    }
  });

  it('runs each period at the game\'s pace, with 2:30 breaks, a 15-minute half-time and overtime after a break', () => {
    const game = games.find((g) => g.homeLine.overtime > 0);
    if (!game) throw new Error('no overtime game');
    const timeline = timelineOf(game);
    const [q1, q2, q3, q4] = timeline.pace.map((p) => p.real / 60);
    if (q1 === undefined || q2 === undefined || q3 === undefined || q4 === undefined) throw new Error('four quarters');
    const at = (minutes: number) => basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + minutes * 60_000));
    expect(at(0.01)).toMatchObject({ phase: 'q1', period: 1, clock: '12:00' });
    expect(at(q1 - 0.01).phase).toBe('q1');
    expect(at(q1 + 0.01)).toMatchObject({ phase: 'break', period: 1, clock: '00:00' });
    expect(at(q1 + 2.5 + 0.01).phase).toBe('q2');
    expect(at(q1 + q2 + 2.5 + 1).phase).toBe('half_time');
    expect(at(q1 + q2 + 2.5 + 15 + 0.01).phase).toBe('q3');
    expect(at(q1 + q2 + q3 + q4 + 2 * 2.5 + 15 + 1).phase).toBe('break');
    expect(at(q1 + q2 + q3 + q4 + 3 * 2.5 + 15 + 0.01)).toMatchObject({ phase: 'ot1', period: 5 });
    expect(formatClock(425)).toBe('07:05');
  });
});
