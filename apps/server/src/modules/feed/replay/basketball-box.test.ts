import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NbaBoxScore, NbaGame, NbaTeamBox, Pair } from '../source/index.ts';
import { FEED_FILES, nbaBoxScoresTable, readFeedTable, resolveFeedDataDir } from '../source/index.ts';
import type { BasketballTeamBox } from './basketball-box.ts';
import { basketsByPeriod, countUpTo, TEAM_BOX_KEYS } from './basketball-box.ts';
import { basketballStateAt, gameRealSeconds } from './basketball-state.ts';
import { basketballTimeline } from './basketball-timeline.ts';
import { createRng, matchSeed } from './prng.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { nbaFixture } from './replay-sources.ts';

let games: Array<{ game: NbaGame; box: Pair<BasketballTeamBox> }>;
let playoffs: NbaGame[];
beforeAll(async () => {
  const nba = (await loadReplayData()).nba;
  const boxes = (await readFeedTable(join(resolveFeedDataDir(), FEED_FILES.nbaBoxScores), nbaBoxScoresTable())).records;
  const key = (date: string, home: string, away: string) => `${date}|${home}|${away}`;
  const byGame = new Map(boxes.map((b: NbaBoxScore) => [key(b.date, b.home.kaggleCode, b.away.kaggleCode), b]));
  const teamBox = ({ code: _c, kaggleCode: _k, plusMinus: _p, ...box }: NbaTeamBox): BasketballTeamBox => box;
  games = nba.flatMap((game) => {
    const b = byGame.get(key(game.date, game.home, game.away));
    return b ? [{ game, box: { home: teamBox(b.home), away: teamBox(b.away) } }] : [];
  });
  playoffs = nba.filter((g) => !byGame.has(key(g.date, g.home, g.away)));
}, 60_000);

const timelineOf = (game: NbaGame, box?: Pair<BasketballTeamBox>) => basketballTimeline(game, matchSeed('42', nbaFixture(game).id, 'timeline'), box);
const tipoff = new Date('2026-11-21T11:30:00Z');

describe('the team box score replayed over every 2023-24 regular-season game', () => {
  it('covers the regular season; playoff games have no box score and replay without one', () => {
    expect(games.length).toBeGreaterThanOrEqual(1225);
    expect(playoffs.length).toBeGreaterThan(0);
    expect(playoffs.filter((g) => g.stage === 'regular')).toEqual([]);
    for (const g of playoffs.slice(0, 20)) expect(basketballStateAt(timelineOf(g), tipoff, new Date(tipoff.getTime() + 3600_000)).box).toBeNull();
  });

  it('grows monotonically, matches the score at every moment, and equals the real box at the end', () => {
    for (const [n, { game, box }] of games.entries()) {
      const timeline = timelineOf(game, box);
      expect(timeline.box, `${game.date} ${game.away}@${game.home}`).not.toBeNull();
      const end = gameRealSeconds(timeline);
      // Every game at the end; one game in seven also along the way.
      const steps = n % 7 === 0 ? 40 : 1;
      let previous: Pair<BasketballTeamBox> | null = null;
      for (let i = 1; i <= steps; i += 1) {
        const state = basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + ((end * i) / steps) * 1000 + (i === steps ? 1000 : 0)));
        const now = state.box;
        if (!now) throw new Error('box expected once tipped off');
        expect(now.home.points).toBe(state.score.home);
        expect(now.away.points).toBe(state.score.away);
        for (const side of ['home', 'away'] as const) {
          const b = now[side];
          expect(b.fieldGoalsMade).toBeLessThanOrEqual(b.fieldGoalsAttempted);
          expect(b.threesMade).toBeLessThanOrEqual(b.threesAttempted);
          expect(b.freeThrowsMade).toBeLessThanOrEqual(b.freeThrowsAttempted);
          if (previous) for (const key of TEAM_BOX_KEYS) expect(b[key]).toBeGreaterThanOrEqual(previous[side][key]);
        }
        previous = now;
      }
      expect(previous).toEqual(box);
    }
  });

  it('keeps the real quarter scores when the baskets come from the box', () => {
    for (const { game, box } of games) {
      const timeline = timelineOf(game, box);
      expect(timeline.periods.slice(0, 4).map((p) => p.home)).toEqual(game.homeLine.quarters);
      for (const [i, period] of timeline.periods.entries()) {
        for (const side of ['home', 'away'] as const) {
          expect(timeline.events.filter((e) => e.period === i + 1 && e.side === side).reduce((a, e) => a + e.points, 0)).toBe(period[side]);
        }
      }
    }
  });
});

describe('dealing made shots over periods', () => {
  it('always adds up when it answers, and answers for any consistent split (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ threes: fc.nat(6), twos: fc.nat(12), ones: fc.nat(8) }), { minLength: 4, maxLength: 6 }), fc.string(), (real, seed) => {
        const points = real.map((p) => 3 * p.threes + 2 * p.twos + p.ones);
        const made = real.reduce((a, p) => ({ threes: a.threes + p.threes, twos: a.twos + p.twos, ones: a.ones + p.ones }), { threes: 0, twos: 0, ones: 0 });
        const dealt = basketsByPeriod(createRng(seed), points, made);
        expect(dealt).toBeDefined();
        expect(dealt?.map((p) => 3 * p.threes + 2 * p.twos + p.ones)).toEqual(points);
        expect(dealt?.reduce((a, p) => a + p.threes, 0)).toBe(made.threes);
      }),
      { numRuns: 300 },
    );
  });

  it('counts sorted moments up to an instant', () => {
    expect(countUpTo([], 5)).toBe(0);
    expect(countUpTo([1, 3, 3, 9], 3)).toBe(3);
    expect(countUpTo([1, 3, 3, 9], 0.5)).toBe(0);
    expect(countUpTo([1, 3, 3, 9], 9)).toBe(4);
  });
});
