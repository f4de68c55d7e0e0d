import type { Pair } from '../source/index.ts';
import type { Rng } from './prng.ts';
import { randomInt } from './prng.ts';

/**
 * How fast a replayed NBA game's clock runs against real time. A televised game's 48 minutes take
 * about 2 h 15 min (2:00–2:40; each overtime period adds 15–20 minutes) because the clock stops:
 * the two mandatory TV time-outs of every quarter, the teams' own time-outs (more of them late in
 * the fourth), every trip to the free-throw line, video reviews, and the last two minutes of a
 * quarter, where the clock stops after made baskets and a close game turns into a fouling contest.
 *
 * Each game draws its own version of all that from its seed, so games tipping off together never
 * run the same clock; the points scored in each period are the timeline's, untouched: only when
 * they go in, in real time, depends on the pace.
 */

/** A stretch of one period: `game` seconds of game clock taking `real` seconds (`game` 0: clock stopped). */
export interface PaceSegment {
  game: number;
  real: number;
}

/** One period's pace: its segments in order; their `game` add up to the period's length. */
export interface PeriodPace {
  segments: readonly PaceSegment[];
  /** Real seconds from the period's start to its end (the sum of the segments' `real`). */
  real: number;
}

/** What the pace needs to know of a period. */
export interface PacedPeriod {
  length: number;
  /** Game seconds elapsed (0 … length) at each free throw made in the period. */
  freeThrows: readonly number[];
  /** The margin (home − away) when the period's last two minutes begin: close games foul. */
  marginAtCrunch: number;
}

/** Game seconds at the end of a period when the clock stops far more often. */
export const CRUNCH_SECONDS = 120;
/** A fourth quarter or overtime within this margin at two minutes to go is played out with fouls. */
const CLOSE_MARGIN = 10;
/** Mandatory time-outs: the first dead ball after 7:00 and after 3:00 left in each quarter. */
const MANDATORY_ELAPSED = [300, 540] as const;

/**
 * The pace of every period of a game. Same rng state → same pace.
 *
 * @example
 * basketballPace(rng, periods).map((p) => Math.round(p.real / 60)) // e.g. [29, 31, 28, 36]
 */
export function basketballPace(rng: Rng, periods: readonly PacedPeriod[]): PeriodPace[] {
  // How briskly this game flows between stoppages (pace of play, officiating): real seconds per game second.
  const flow = 1.24 + rng() * 0.2;
  const reviews = reviewsOf(rng, periods.length);
  return periods.map((period, i) => periodPace(rng, period, i + 1, flow * (0.95 + rng() * 0.1), reviews[i] ?? 0));
}

/** 0–3 video reviews a game (most games one or two), each in a drawn period. */
function reviewsOf(rng: Rng, count: number): number[] {
  const perPeriod = Array.from({ length: count }, () => 0);
  const total = [0, 1, 1, 2, 2, 3][randomInt(rng, 0, 5)] ?? 0;
  for (let r = 0; r < total; r += 1) {
    const i = randomInt(rng, 0, count - 1);
    perPeriod[i] = (perPeriod[i] ?? 0) + 1;
  }
  return perPeriod;
}

interface Stoppage {
  at: number;
  real: number;
}

function periodPace(rng: Rng, period: PacedPeriod, number: number, flow: number, reviews: number): PeriodPace {
  const final = number >= 4;
  const crunchStart = Math.max(0, period.length - CRUNCH_SECONDS);
  const close = final && (number > 4 || Math.abs(period.marginAtCrunch) <= CLOSE_MARGIN);
  // Last two minutes: baskets stop the clock; a close finish adds fouls and time-outs on top.
  const crunch = flow * (close ? 2.2 + rng() * 1.0 : 1.3 + rng() * 0.4);
  const stoppages: Stoppage[] = [
    ...(number <= 4 ? MANDATORY_ELAPSED.map((at) => ({ at: at + randomInt(rng, 0, 45), real: randomInt(rng, 140, 170) })) : []),
    ...teamTimeouts(rng, period.length, number, close),
    ...period.freeThrows.map((at) => ({ at, real: randomInt(rng, 16, 26) })),
    ...Array.from({ length: reviews }, () => ({ at: randomInt(rng, 1, period.length), real: randomInt(rng, 60, 150) })),
  ].sort((a, b) => a.at - b.at);
  return segmentsOf(period.length, crunchStart, flow, crunch, stoppages);
}

/** The coaches' own time-outs: a few a quarter, more in the fourth and overtime, late ones in the crunch when it is close. */
function teamTimeouts(rng: Rng, length: number, number: number, close: boolean): Stoppage[] {
  const count = number < 4 ? randomInt(rng, 0, 2) : number === 4 ? randomInt(rng, 1, 3) : randomInt(rng, 1, 2);
  const lateFrom = close ? length - CRUNCH_SECONDS : 1;
  return Array.from({ length: count }, () => ({ at: randomInt(rng, lateFrom, length), real: randomInt(rng, 75, 110) }));
}

function segmentsOf(length: number, crunchStart: number, flow: number, crunch: number, stoppages: readonly Stoppage[]): PeriodPace {
  const segments: PaceSegment[] = [];
  let clock = 0;
  const runTo = (to: number) => {
    // The rate changes at the crunch: split a stretch that crosses it.
    for (const [edge, rate] of [[Math.min(to, crunchStart), flow], [to, crunch]] as const) {
      if (edge > clock) segments.push({ game: edge - clock, real: (edge - clock) * rate });
      clock = Math.max(clock, edge);
    }
  };
  for (const stop of stoppages) {
    runTo(Math.min(stop.at, length));
    segments.push({ game: 0, real: stop.real });
  }
  runTo(length);
  return { segments, real: segments.reduce((sum, s) => sum + s.real, 0) };
}

/**
 * Game seconds played after `real` seconds of a period (the clock stands still in a stoppage).
 *
 * @example
 * gameSecondsAt(pace, 0) // 0
 */
export function gameSecondsAt(pace: PeriodPace, real: number): number {
  const length = pace.segments.reduce((sum, s) => sum + s.game, 0);
  // The segments' real seconds were summed in another order: the end is the end, whatever the rounding.
  if (real >= pace.real) return length;
  let left = real;
  let game = 0;
  for (const segment of pace.segments) {
    if (left < segment.real) return game + (segment.game * left) / segment.real;
    left -= segment.real;
    game += segment.game;
  }
  return length;
}

/** The margin (home − away) of a score. */
export function marginOf(score: Pair<number>): number {
  return score.home - score.away;
}
