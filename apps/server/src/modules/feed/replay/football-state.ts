import type { Pair } from '../source/index.ts';
import type { FootballEvent, FootballTimeline, MatchMinute } from './football-timeline.ts';
import { minuteOf } from './football-timeline.ts';

/**
 * Where a replayed football match stands at an instant. Real-time pacing: each half lasts
 * 45 minutes plus its stoppage time, half-time 15 minutes. `speed` (REPLAY_SPEED) multiplies the
 * time elapsed since kick-off, so kick-offs stay where the calendar put them and a match at
 * speed 10 is over in about 11 minutes.
 */

/** The phase of a match. */
export type FootballPhase = 'scheduled' | 'first_half' | 'half_time' | 'second_half' | 'finished' | 'postponed' | 'awarded';

/** A match at one instant. */
export interface FootballState {
  phase: FootballPhase;
  /** The minute being played; at half-time `45+s`, once finished `90+s`; absent before kick-off. */
  minute?: MatchMinute;
  score: Pair<number>;
  /** Once half-time is reached: the score at half-time. */
  halfTimeScore?: Pair<number>;
  yellowCards: Pair<number>;
  redCards: Pair<number>;
  corners: Pair<number>;
  /** Events that have happened, oldest first. */
  events: FootballEvent[];
}

/** Real seconds of the half-time break. */
export const HALF_TIME_BREAK_SECONDS = 15 * 60;

/**
 * The match at `now`, kicked off at `kickoff` (from the calendar).
 *
 * @example
 * footballStateAt(timeline, kickoff, new Date(kickoff.getTime() + 30 * 60_000)).minute // { minute: 31, stoppage: 0 }
 * footballStateAt(timeline, kickoff, new Date(kickoff.getTime() + 3 * 60_000), 10).minute // { minute: 31, stoppage: 0 }
 */
export function footballStateAt(timeline: FootballTimeline, kickoff: Date, now: Date, speed = 1): FootballState {
  const elapsed = ((now.getTime() - kickoff.getTime()) / 1000) * speed;
  if (timeline.status === 'postponed') return summary(timeline, 'postponed', []);
  if (elapsed < 0) return summary(timeline, 'scheduled', []);
  if (timeline.status === 'awarded') return { ...summary(timeline, 'awarded', []), score: timeline.fullTime };
  const { phase, half, clock } = clockAt(timeline, elapsed);
  const events = timeline.events.filter((e) => e.half < half || (e.half === half && e.clock <= clock));
  return { ...summary(timeline, phase, events), minute: shownMinute(timeline, phase, half, clock) };
}

/** The phase and match clock (seconds) `elapsed` real seconds after kick-off (already sped up). */
function clockAt(timeline: FootballTimeline, elapsed: number): { phase: FootballPhase; half: 1 | 2; clock: number } {
  const firstHalf = (45 + timeline.stoppage.first) * 60;
  const secondHalf = (45 + timeline.stoppage.second) * 60;
  if (elapsed < firstHalf) return { phase: 'first_half', half: 1, clock: elapsed };
  if (elapsed < firstHalf + HALF_TIME_BREAK_SECONDS) return { phase: 'half_time', half: 1, clock: firstHalf };
  const intoSecond = elapsed - firstHalf - HALF_TIME_BREAK_SECONDS;
  if (intoSecond < secondHalf) return { phase: 'second_half', half: 2, clock: 45 * 60 + intoSecond };
  return { phase: 'finished', half: 2, clock: (90 + timeline.stoppage.second) * 60 };
}

function shownMinute(timeline: FootballTimeline, phase: FootballPhase, half: 1 | 2, clock: number): MatchMinute {
  if (phase === 'half_time') return { minute: 45, stoppage: timeline.stoppage.first };
  if (phase === 'finished') return { minute: 90, stoppage: timeline.stoppage.second };
  const last = half === 1 ? 45 + timeline.stoppage.first : 90 + timeline.stoppage.second;
  return minuteOf(half, Math.min(Math.floor(clock / 60) + 1, last));
}

function summary(timeline: FootballTimeline, phase: FootballPhase, events: FootballEvent[]): FootballState {
  const last = events.at(-1);
  const state: FootballState = {
    phase,
    score: last ? { ...last.score } : { home: 0, away: 0 },
    yellowCards: countBySide(events, 'yellow_card'),
    redCards: countBySide(events, 'red_card'),
    corners: countBySide(events, 'corner'),
    events,
  };
  const halfTime = events.find((e) => e.kind === 'half_time');
  if (halfTime) state.halfTimeScore = halfTime.score;
  return state;
}

function countBySide(events: readonly FootballEvent[], kind: FootballEvent['kind']): Pair<number> {
  const ofKind = events.filter((e) => e.kind === kind);
  return { home: ofKind.filter((e) => e.side === 'home').length, away: ofKind.filter((e) => e.side === 'away').length };
}
