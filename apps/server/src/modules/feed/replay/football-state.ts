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
  /** While a half is being played: how its clock runs, so a client can tick the minute itself. */
  running?: RunningHalf;
}

/**
 * The clock of the half in play. The minute `t` real ms after `startedAt` is
 * `fromMinute + floor(t · speed / 60 000) + 1`, written `toMinute+n` past `toMinute` and stopping
 * at `toMinute + stoppage` (the half then ends).
 */
export interface RunningHalf {
  /** Real instant the half kicked off (the kick-off, or the restart after half-time). */
  startedAt: Date;
  /** Minutes on the clock when it kicked off: 0, then 45. */
  fromMinute: number;
  /** Its regular end: 45, then 90; minutes past it are stoppage time (`45+2`). */
  toMinute: number;
  /** Minutes of stoppage time played at its end. */
  stoppage: number;
  /** Match seconds per real second (REPLAY_SPEED). */
  speed: number;
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
  const state: FootballState = { ...summary(timeline, phase, events), minute: shownMinute(timeline, phase, half, clock) };
  if (phase === 'first_half' || phase === 'second_half') state.running = runningHalf(timeline, kickoff, half, speed);
  return state;
}

/** When half `half` kicked off and how its clock runs (`footballStateAt`'s pacing, backwards). */
function runningHalf(timeline: FootballTimeline, kickoff: Date, half: 1 | 2, speed: number): RunningHalf {
  const { first, second } = timeline.stoppage;
  const intoMatch = half === 1 ? 0 : (45 + first) * 60 + HALF_TIME_BREAK_SECONDS;
  const startedAt = new Date(kickoff.getTime() + Math.round((intoMatch * 1000) / speed));
  return half === 1
    ? { startedAt, fromMinute: 0, toMinute: 45, stoppage: first, speed }
    : { startedAt, fromMinute: 45, toMinute: 90, stoppage: second, speed };
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
