import type { Pair } from '../source/index.ts';
import type { BasketballScore, BasketballTimeline } from './basketball-timeline.ts';
import { gameSecondsAt } from './basketball-pace.ts';
import type { BasketballTeamBox } from './basketball-box.ts';
import { boxAt } from './basketball-box.ts';
import { gameSecondOf } from './basketball-timeline.ts';

/**
 * Where a replayed NBA game stands at an instant. Real-time pacing, as a televised game: each
 * period's clock runs at the game's own drawn pace (`basketball-pace.ts`: time-outs, free throws,
 * reviews, the last two minutes), 2.5 minutes between quarters and before each overtime, 15
 * minutes at half-time: 2 h–2 h 40 min a game, overtime adding 15–20 minutes a period. `speed`
 * (REPLAY_SPEED) multiplies the time since tip-off.
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
  /** Each side's team box score so far (the final NBA.com one at the end); null before tip-off or without one. */
  box: Pair<BasketballTeamBox> | null;
}

/** Real seconds between quarters, and before each overtime period. */
export const PERIOD_BREAK_SECONDS = 150;
/** Real seconds of half-time. */
export const HALF_TIME_SECONDS = 15 * 60;

/**
 * The game at `now`, tipped off at `tipoff` (from the calendar).
 *
 * @example
 * basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + 40 * 60_000)).phase // 'break' or 'q2', as the game's pace has it
 * basketballStateAt(timeline, tipoff, new Date(tipoff.getTime() + 10 * 60_000)).clock // e.g. '07:41' in Q1
 */
export function basketballStateAt(timeline: BasketballTimeline, tipoff: Date, now: Date, speed = 1): BasketballState {
  let left = ((now.getTime() - tipoff.getTime()) / 1000) * speed;
  if (left < 0) return { phase: 'scheduled', score: { home: 0, away: 0 }, periods: [], events: [], box: null };
  const count = timeline.periods.length;
  for (const [i, period] of timeline.periods.entries()) {
    const pace = timeline.pace[i];
    const real = pace?.real ?? 0;
    if (pace && left < real) return during(timeline, i + 1, gameSecondsAt(pace, left), periodPhase(i + 1));
    left -= real;
    const pause = breakAfter(i + 1, count);
    if (left < pause) return during(timeline, i + 1, period.length, i + 1 === 2 ? 'half_time' : 'break');
    left -= pause;
  }
  return during(timeline, count, timeline.periods.at(-1)?.length ?? 0, 'finished');
}

/** Real seconds of the break after a period: half-time after the second, none after the last. */
function breakAfter(period: number, count: number): number {
  if (period === count) return 0;
  return period === 2 ? HALF_TIME_SECONDS : PERIOD_BREAK_SECONDS;
}

/**
 * Real seconds from tip-off to the final buzzer at REPLAY_SPEED 1.
 *
 * @example
 * gameRealSeconds(timeline) / 60 // e.g. 134.6
 */
export function gameRealSeconds(timeline: BasketballTimeline): number {
  const count = timeline.periods.length;
  return timeline.pace.reduce((sum, pace, i) => sum + pace.real + breakAfter(i + 1, count), 0);
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
    box: boxSoFar(timeline, events, gameSecondOf(timeline.periods, period, elapsed)),
  };
}

function boxSoFar(timeline: BasketballTimeline, events: readonly BasketballScore[], at: number): Pair<BasketballTeamBox> | null {
  if (!timeline.box) return null;
  const made = (side: 'home' | 'away') => {
    const own = events.filter((e) => e.side === side);
    return { threes: own.filter((e) => e.points === 3).length, twos: own.filter((e) => e.points === 2).length, ones: own.filter((e) => e.points === 1).length };
  };
  return { home: boxAt(made('home'), timeline.box.home, at), away: boxAt(made('away'), timeline.box.away, at) };
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
