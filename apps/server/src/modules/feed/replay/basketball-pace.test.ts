import { beforeAll, describe, expect, it } from 'vitest';
import type { NbaGame } from '../source/index.ts';
import { basketballStateAt, gameRealSeconds, PERIOD_BREAK_SECONDS } from './basketball-state.ts';
import { basketballTimeline, overtimePeriods } from './basketball-timeline.ts';
import { gameSecondsAt } from './basketball-pace.ts';
import { matchSeed } from './prng.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { nbaFixture } from './replay-sources.ts';

let games: NbaGame[];
beforeAll(async () => {
  games = (await loadReplayData()).nba;
}, 60_000);

const timelineOf = (game: NbaGame, seed = '42') => basketballTimeline(game, matchSeed(seed, nbaFixture(game).id, 'timeline'));
const minutesOf = (game: NbaGame, seed?: string) => gameRealSeconds(timelineOf(game, seed)) / 60;
const overtimesOf = (game: NbaGame) => overtimePeriods(game.homeLine.overtime, game.awayLine.overtime);

describe('basketball pace over the whole 2023-24 season', () => {
  it('plays regulation games in 2:00–2:40 (a rare quick one from 1:55), about 2:15 on average, with a real spread', () => {
    for (const seed of ['42', 'other']) {
      const regulation = games.filter((g) => overtimesOf(g) === 0).map((g) => minutesOf(g, seed));
      const mean = regulation.reduce((a, b) => a + b, 0) / regulation.length;
      const sd = Math.sqrt(regulation.reduce((a, b) => a + (b - mean) ** 2, 0) / regulation.length);
      expect(Math.min(...regulation)).toBeGreaterThanOrEqual(115);
      expect(Math.max(...regulation)).toBeLessThanOrEqual(160);
      expect(regulation.filter((m) => m >= 120).length / regulation.length).toBeGreaterThan(0.99);
      expect(mean).toBeGreaterThan(130);
      expect(mean).toBeLessThan(140);
      expect(sd).toBeGreaterThan(4);
    }
  });

  it('adds 15–20 minutes a period of overtime (its break included), on average; never under 12 or over 25', () => {
    const overtime = games.filter((g) => overtimesOf(g) > 0);
    const perPeriod = overtime.map((g) => {
      const timeline = timelineOf(g);
      return timeline.pace.slice(4).reduce((sum, p) => sum + p.real + PERIOD_BREAK_SECONDS, 0) / 60 / overtimesOf(g);
    });
    const mean = perPeriod.reduce((a, b) => a + b, 0) / perPeriod.length;
    expect(mean).toBeGreaterThanOrEqual(15);
    expect(mean).toBeLessThanOrEqual(20);
    expect(Math.min(...perPeriod)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...perPeriod)).toBeLessThanOrEqual(25);
  });

  it('is the same for a seed and differs by seed and by game', () => {
    for (const game of games.slice(0, 50)) {
      expect(timelineOf(game, 'a').pace).toEqual(timelineOf(game, 'a').pace);
      expect(minutesOf(game, 'a')).not.toBe(minutesOf(game, 'b'));
    }
  });

  it('runs each period clock from 0 to its length, never backwards', () => {
    for (const game of games.filter((_, i) => i % 13 === 0)) {
      const timeline = timelineOf(game);
      for (const [i, pace] of timeline.pace.entries()) {
        let previous = 0;
        expect(gameSecondsAt(pace, 0)).toBe(0);
        for (let real = 0; real < pace.real; real += 7) {
          const game = gameSecondsAt(pace, real);
          expect(game).toBeGreaterThanOrEqual(previous);
          previous = game;
        }
        expect(gameSecondsAt(pace, pace.real)).toBe(timeline.periods[i]?.length);
        expect(pace.segments.reduce((sum, s) => sum + s.game, 0)).toBe(timeline.periods[i]?.length);
      }
    }
  });
});

describe('games tipping off together', () => {
  it('show different clocks after some minutes, whatever the replay speed', () => {
    const tipoff = new Date('2026-11-21T11:30:00Z');
    const [first, second, third] = games.slice(100, 103).map((g) => timelineOf(g));
    if (!first || !second || !third) throw new Error('too few games');
    for (const speed of [1, 4]) {
      for (const minutes of [10, 20, 45, 95, 115]) {
        const at = new Date(tipoff.getTime() + (minutes * 60_000) / speed);
        const clocks = [first, second, third].map((t) => basketballStateAt(t, tipoff, at, speed)).map((s) => `${s.phase} ${s.clock}`);
        expect(new Set(clocks).size, `${minutes} min at ${speed}×: ${clocks.join(' | ')}`).toBeGreaterThan(1);
      }
    }
  });

  it('spread out over the season: 200 games tipped off together stand at many different clocks after 50 minutes', () => {
    const tipoff = new Date('2026-11-21T11:30:00Z');
    const at = new Date(tipoff.getTime() + 50 * 60_000);
    const states = games.slice(0, 200).map((g) => basketballStateAt(timelineOf(g), tipoff, at));
    expect(new Set(states.map((s) => `${s.phase} ${s.clock}`)).size).toBeGreaterThan(120);
    // With the old fixed 2.25 s per game second every one of them read q2 02:54.
    expect(new Set(states.map((s) => s.phase)).size).toBeGreaterThan(1);
  });
});
