import type { NbaGame, Pair } from '../source/index.ts';
import type { Rng } from './prng.ts';
import { createRng, randomInt, shuffled, sortedInts } from './prng.ts';
import type { Side } from './football-timeline.ts';
import type { PeriodPace } from './basketball-pace.ts';
import { basketballPace, CRUNCH_SECONDS, marginOf } from './basketball-pace.ts';
import type { BasketballTeamBox, BoxMoments, PeriodBaskets } from './basketball-box.ts';
import { basketsByPeriod, boxFits, boxMoments } from './basketball-box.ts';

/**
 * An NBA game replayed basket by basket, consistent with the real line score: four 12-minute
 * quarters and 5-minute overtime periods; each side's scoring events in a period add up to its
 * real points in that period, so quarters, overtime and the final score all add up.
 *
 * Overtime: the file gives only the total of all overtime periods. The number of periods is
 * `overtimePeriods(home, away)`: one, unless the two sides together scored more than 30 points in
 * overtime (a single 5-minute period almost never produces that), then one more per 30 points
 * begun. Every overtime period but the last ends level, as it must for another to follow: both
 * sides score the same in it, and the last carries the difference.
 */

/** One period as played: its length in game seconds and the points each side scored in it. */
export interface BasketballPeriod extends Pair<number> {
  /** 720 for a quarter, 300 for an overtime period. */
  length: number;
}

/** A scoring play: a three, a two or one free throw. */
export interface BasketballScore {
  side: Side;
  points: 1 | 2 | 3;
  /** 1–4 quarters, 5 onwards overtime periods. */
  period: number;
  /** Game seconds played in the period when the points went in (0 … length). */
  elapsed: number;
  /** The score once these points are in. */
  score: Pair<number>;
}

/** The whole replay of one game. */
export interface BasketballTimeline {
  periods: readonly BasketballPeriod[];
  events: readonly BasketballScore[];
  final: Pair<number>;
  /** How each period's clock runs in real time (basketball-pace.ts), drawn from its own stream. */
  pace: readonly PeriodPace[];
  /** When each side's non-scoring box counts go up (basketball-box.ts); null without a box score (playoffs). */
  box: Pair<BoxMoments> | null;
}

/** Game seconds of a quarter. */
export const QUARTER_SECONDS = 12 * 60;
/** Game seconds of an overtime period. */
export const OVERTIME_SECONDS = 5 * 60;

const POINTS_PER_OVERTIME = 30;

/**
 * How many overtime periods the total overtime points stand for (see the module comment).
 *
 * @example
 * overtimePeriods(0, 0)   // 0
 * overtimePeriods(12, 9)  // 1
 * overtimePeriods(21, 17) // 2
 */
export function overtimePeriods(homePoints: number, awayPoints: number): number {
  const total = homePoints + awayPoints;
  if (total === 0) return 0;
  return Math.max(1, Math.ceil(total / POINTS_PER_OVERTIME));
}

/**
 * Builds a game's replay. Same game and seed → the same timeline.
 *
 * @example
 * const timeline = basketballTimeline(game, matchSeed('42', fixture.id, 'timeline'));
 * timeline.periods.map((p) => p.home) // [...game.homeLine.quarters, ...overtime split]
 */
export function basketballTimeline(game: NbaGame, seed: string, box?: Pair<BasketballTeamBox>): BasketballTimeline {
  const rng = createRng(seed);
  const periods = [...quarters(game), ...overtimes(rng, game)];
  // With a box score, the baskets are its made threes, twos and free throws, dealt over the periods.
  const made = box && boxFits(box.home, periods.map((p) => p.home)) && boxFits(box.away, periods.map((p) => p.away))
    ? { home: basketsByPeriod(rng, periods.map((p) => p.home), madeOf(box.home)), away: basketsByPeriod(rng, periods.map((p) => p.away), madeOf(box.away)) }
    : undefined;
  const drafts = periods.flatMap((period, i) => [
    ...periodDrafts(rng, 'home', made?.home?.[i] ?? period.home, i + 1, period.length),
    ...periodDrafts(rng, 'away', made?.away?.[i] ?? period.away, i + 1, period.length),
  ]);
  drafts.sort((a, b) => a.period - b.period || a.elapsed - b.elapsed || a.side.localeCompare(b.side));
  const events = withScores(drafts);
  // Streams of their own, so the pace and the box never move a basket, nor each other's draws.
  const pace = basketballPace(createRng(`${seed}|pace`), pacedPeriods(periods, events));
  const moments = box && made?.home && made.away ? momentsOf(createRng(`${seed}|box`), box, periods, events) : null;
  return { periods, events, final: { home: game.homeLine.score, away: game.awayLine.score }, pace, box: moments };
}

function madeOf(box: BasketballTeamBox): PeriodBaskets {
  return { threes: box.threesMade, twos: box.fieldGoalsMade - box.threesMade, ones: box.freeThrowsMade };
}

/**
 * Game seconds from tip-off (periods end to end) of a moment of a period.
 *
 * @example
 * gameSecondOf(periods, 2, 60) // 780
 */
export function gameSecondOf(periods: readonly BasketballPeriod[], period: number, elapsed: number): number {
  return periods.slice(0, period - 1).reduce((sum, p) => sum + p.length, 0) + elapsed;
}

function momentsOf(rng: Rng, box: Pair<BasketballTeamBox>, periods: readonly BasketballPeriod[], events: readonly BasketballScore[]): Pair<BoxMoments> {
  const total = periods.reduce((sum, p) => sum + p.length, 0);
  const side = (s: Side) => {
    const at = (points: (p: number) => boolean) => events.filter((e) => e.side === s && points(e.points)).map((e) => gameSecondOf(periods, e.period, e.elapsed));
    return boxMoments(rng, box[s], total, at((p) => p > 1), at((p) => p === 1));
  };
  return { home: side('home'), away: side('away') };
}

function pacedPeriods(periods: readonly BasketballPeriod[], events: readonly BasketballScore[]) {
  let score: Pair<number> = { home: 0, away: 0 };
  return periods.map((period, i) => {
    const inPeriod = events.filter((e) => e.period === i + 1);
    for (const e of inPeriod) if (e.elapsed <= period.length - CRUNCH_SECONDS) score = e.score;
    const marginAtCrunch = marginOf(score);
    score = inPeriod.at(-1)?.score ?? score;
    return { length: period.length, freeThrows: inPeriod.filter((e) => e.points === 1).map((e) => e.elapsed), marginAtCrunch };
  });
}

function quarters(game: NbaGame): BasketballPeriod[] {
  return game.homeLine.quarters.map((home, i) => ({ home, away: game.awayLine.quarters[i] ?? 0, length: QUARTER_SECONDS }));
}

function overtimes(rng: Rng, game: NbaGame): BasketballPeriod[] {
  const home = game.homeLine.overtime;
  const away = game.awayLine.overtime;
  const count = overtimePeriods(home, away);
  if (count === 0) return [];
  const level = splitPoints(rng, Math.min(home, away), count);
  const tied = level.slice(0, -1);
  const shared = tied.reduce((a, b) => a + b, 0);
  return [
    ...tied.map((points) => ({ home: points, away: points, length: OVERTIME_SECONDS })),
    { home: home - shared, away: away - shared, length: OVERTIME_SECONDS },
  ];
}

/** Deals `points` into `parts` piles, each point to a drawn pile. */
function splitPoints(rng: Rng, points: number, parts: number): number[] {
  const piles = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < points; i += 1) {
    const pile = randomInt(rng, 0, parts - 1);
    piles[pile] = (piles[pile] ?? 0) + 1;
  }
  return piles;
}

type Draft = Omit<BasketballScore, 'score'>;

/** A period's plays: the given made shots, or (a number of points) a drawn split of them. */
function periodDrafts(rng: Rng, side: Side, points: number | PeriodBaskets, period: number, length: number): Draft[] {
  const baskets = typeof points === 'number' ? basketsFor(rng, points) : basketsOf(points);
  const plays = shuffled(rng, baskets);
  const times = sortedInts(rng, plays.length, 1, length);
  return plays.map((value, i) => ({ side, points: value, period, elapsed: times[i] ?? length }));
}

/**
 * Splits a period's points into threes, twos and free throws, with about a quarter of the
 * points from free throws and up to about 40 % from threes.
 *
 * @example
 * basketsFor(createRng('x'), 7).reduce((a, b) => a + b, 0) // 7
 */
export function basketsFor(rng: Rng, points: number): Array<1 | 2 | 3> {
  let freeThrows = randomInt(rng, 0, Math.round(points * 0.3));
  const fromField = points - freeThrows;
  const threes = Math.min(Math.floor(fromField / 3), randomInt(rng, 0, Math.ceil((fromField * 0.4) / 3)));
  let rest = fromField - threes * 3;
  if (rest % 2 === 1) {
    freeThrows += 1;
    rest -= 1;
  }
  return [
    ...Array.from({ length: threes }, () => 3 as const),
    ...Array.from({ length: rest / 2 }, () => 2 as const),
    ...Array.from({ length: freeThrows }, () => 1 as const),
  ];
}

function basketsOf(made: PeriodBaskets): Array<1 | 2 | 3> {
  return [...Array.from({ length: made.threes }, () => 3 as const), ...Array.from({ length: made.twos }, () => 2 as const), ...Array.from({ length: made.ones }, () => 1 as const)];
}

function withScores(sorted: readonly Draft[]): BasketballScore[] {
  let score = { home: 0, away: 0 };
  return sorted.map((draft) => {
    score = { ...score, [draft.side]: score[draft.side] + draft.points };
    return { ...draft, score };
  });
}
