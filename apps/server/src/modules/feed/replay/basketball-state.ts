import type { Pair } from '../source/index.ts';
import type { BasketballScore, BasketballTimeline } from './basketball-timeline.ts';

/**
 * Where a replayed NBA game stands at an instant. Real-time pacing, close to a televised game:
 * a game second takes 2.25 real seconds (a 12-minute quarter about 27 minutes, an overtime period
 * about 11), 2.5 minutes between quarters and before each overtime, 15 minutes at half-time:
 * about 2 h 10 min in all. `speed` (REPLAY_SPEED) multiplies the time since tip-off.
 */

/** `q1`…`q4`, `ot1`…, breaks between periods, half-time. */
export type BasketballPhase = 'scheduled' | `q${1 | 2 | 3 | 4}` | `ot${number}` | 'break' | 'half_time' | 'finished';

/** A game at one instant. */
export interface BasketballState {
  phase: BasketballPhase;
  /** The period being played or just finished (1-based); absent before tip-off. */
  period?: number;
  /** Game clock, time left in the period as `mm:ss`; absent before tip-off. */
  clock?: string;
  score: Pair<number>;
  /** Points per period so far: finished periods, then the one being played. */
  periods: Pair<number>[];
  events: BasketballScore[];
}

/** Real seconds per second of game clock. */
export const REAL_SECONDS_PER_GAME_SECOND = 2.25;
/** Real seconds between quarters, and before each overtime period. */
export const PERIOD_BREAK_SECONDS = 150;
/** Real seconds of half-time. */
export const HALF_TIME_SECONDS = 15 * 60;

/**
 * The game at `now`, tipped off at `tipoff` (from the calendar).
 *
 * @example
 * basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + 27 * 60_000 + 1000)).phase // 'break'
 * basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + 13.5 * 60_000)).clock     // '06:00' in Q1
 */
export function basketballStateAt(timeline: BasketballTimeline, tipoff: Date, now: Date, speed = 1): BasketballState {
  let left = ((now.getTime() - tipoff.getTime()) / 1000) * speed;
  if (left < 0) return { phase: 'scheduled', score: { home: 0, away: 0 }, periods: [], events: [] };
  const count = timeline.periods.length;
  for (const [i, period] of timeline.periods.entries()) {
    const real = period.length * REAL_SECONDS_PER_GAME_SECOND;
    if (left < real) return during(timeline, i + 1, left / REAL_SECONDS_PER_GAME_SECOND, periodPhase(i + 1));
    left -= real;
    const pause = i + 1 === count ? 0 : i + 1 === 2 ? HALF_TIME_SECONDS : PERIOD_BREAK_SECONDS;
    if (left < pause) return during(timeline, i + 1, period.length, i + 1 === 2 ? 'half_time' : 'break');
    left -= pause;
  }
  return during(timeline, count, timeline.periods.at(-1)?.length ?? 0, 'finished');
}

function periodPhase(period: number): BasketballPhase {
  // A template literal widens to string; period is 1–4 on this branch, so the cast is exact.
  return period <= 4 ? (`q${period}` as BasketballPhase) : `ot${period - 4}`;
}

function during(timeline: BasketballTimeline, period: number, elapsed: number, phase: BasketballPhase): BasketballState {
  const events = timeline.events.filter((e) => e.period < period || (e.period === period && e.elapsed <= elapsed));
  const length = timeline.periods[period - 1]?.length ?? 0;
  const periods = Array.from({ length: period }, (_, i) => pointsIn(events, i + 1));
  return {
    phase,
    period,
    clock: formatClock(length - Math.floor(elapsed)),
    score: events.at(-1)?.score ?? { home: 0, away: 0 },
    periods,
    events,
  };
}

function pointsIn(events: readonly BasketballScore[], period: number): Pair<number> {
  const total = { home: 0, away: 0 };
  for (const e of events) if (e.period === period) total[e.side] += e.points;
  return total;
}

/**
 * A game clock reading.
 *
 * @example
 * formatClock(425) // '07:05'
 */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
