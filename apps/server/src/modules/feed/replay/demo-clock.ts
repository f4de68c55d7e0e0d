import type { ReplaySchedule } from './calendar.ts';
import { countFixturesInWindow } from './calendar.ts';

/**
 * The demo's replay clock: which moment of the replayed fortnight around now a fresh install opens on.
 *
 * Football and the NBA are both in play only on some evenings of the replayed calendar
 * (`calendar.ts` places each at its league-local wall-clock time). A replay run on the plain
 * Beijing clock would greet a fresh install at 10:00 with nothing live. So on its first start
 * the demo looks through the replayed days around now for the moment with the most matches of
 * both sports in play, and shifts the replay's clock so that moment is now. The shift is stored
 * and kept: every node and every restart agree, and that hour comes back each day.
 */

const MINUTE_MS = 60_000;
/** Shifts are whole quarters of an hour, so kick-offs stay on round wall-clock times (see kickoffPhaseOffsetMinutes for fast replays). */
const STEP_MINUTES = 15;
/**
 * How far around now to look: a week either way. The replayed calendar's longest wait for a
 * moment with both sports in play is six and a half days (the NBA's breaks before the Finals
 * and where its season loops, meeting a quiet football week).
 */
const REACH_MINUTES = 7 * 1440;
/**
 * A match counts as in play this long after kick-off (football with the break; an NBA game for as
 * long as the quickest replayed game lasts: each game's pace is its own, 1 h 55 min–2 h 40 min,
 * basketball-pace.ts), at REPLAY_SPEED 1; a faster replay plays each match in proportionally less time.
 */
const IN_PLAY_MINUTES = { football: 100, basketball: 115 } as const;
/**
 * How far ahead a moment should have matches of each sport still to kick off: the AI publishes its
 * predictions and plans this long before kick-off (ai-publish PUBLISH_LEAD_MS), so an install
 * opened where nothing is due in that time would show an empty AI tab and schedule.
 */
const UPCOMING_MINUTES = 12 * 60;

export interface SportSchedule {
  sport: 'football' | 'basketball';
  schedule: ReplaySchedule<unknown>;
}

/**
 * The clock shift in minutes (replayed clock = wall clock + shift) that puts `now` at the moment
 * of the surrounding replayed days with the most football and basketball in play at once:
 * first both sports in play, then the most sports with a match due within UPCOMING_MINUTES, then the
 * most matches in play, then the most of the rarer sport, then the smallest shift. With a
 * REPLAY_SPEED above 1 that is a moment just after kick-offs, as matches end within minutes.
 *
 * @example
 * demoClockShiftMinutes(schedules, new Date('2026-11-22T02:00:00Z')) // e.g. 645: Sunday 20:45
 */
export function demoClockShiftMinutes(schedules: readonly SportSchedule[], now: Date, speed = 1): number {
  const offset = kickoffPhaseOffsetMinutes(now, speed);
  let best: Candidate = { shift: 0, upcoming: -1, rarer: -1, total: -1 };
  for (let quarterHours = -REACH_MINUTES; quarterHours <= REACH_MINUTES; quarterHours += STEP_MINUTES) {
    const shift = quarterHours - offset;
    const at = now.getTime() + shift * MINUTE_MS;
    const football = inPlayAt(schedules, 'football', at, speed);
    const basketball = inPlayAt(schedules, 'basketball', at, speed);
    const upcoming = Number(dueWithin(schedules, 'football', at)) + Number(dueWithin(schedules, 'basketball', at));
    const candidate = { shift, upcoming, rarer: Math.min(football, basketball), total: football + basketball };
    if (isBetter(candidate, best)) best = candidate;
  }
  return best.shift;
}

/**
 * How many minutes to take off the quarter-hour shifts so that the moment lands just after a
 * quarter-hour kick-off: 0 when a match stays in play longer than a step (REPLAY_SPEED 1, where
 * any quarter hour lands early enough in it). Faster, a match is over within minutes, and the
 * shifts of whole quarter hours would all open the demo at the same minute past its kick-offs,
 * the minute of the hour the server started at: a start at 13:08 at 10× met every match at 80'.
 * So the moment is put a tenth of a match's time in play after the kick-off (at 10×, one minute:
 * the tenth minute of play), and kick-offs then show at other minutes than the quarters.
 *
 * @example
 * kickoffPhaseOffsetMinutes(new Date('2026-11-28T05:08:30Z'), 10) // 7: the moment is 1–2 minutes past a quarter
 * kickoffPhaseOffsetMinutes(new Date('2026-11-28T05:08:30Z'), 1)  // 0
 */
export function kickoffPhaseOffsetMinutes(now: Date, speed: number): number {
  const footballMinutes = inPlayMinutes('football', speed);
  if (footballMinutes >= STEP_MINUTES) return 0;
  const minutesIntoQuarter = Math.floor(now.getTime() / MINUTE_MS) % STEP_MINUTES;
  return minutesIntoQuarter - Math.floor(footballMinutes / 10);
}

interface Candidate {
  shift: number;
  /** How many sports (0–2) have a match kicking off within UPCOMING_MINUTES after the moment. */
  upcoming: number;
  rarer: number;
  total: number;
}

function isBetter(a: Candidate, b: Candidate): boolean {
  if (a.rarer > 0 !== b.rarer > 0) return a.rarer > 0;
  if (a.upcoming !== b.upcoming) return a.upcoming > b.upcoming;
  if (a.total !== b.total) return a.total > b.total;
  if (a.rarer !== b.rarer) return a.rarer > b.rarer;
  return Math.abs(a.shift) < Math.abs(b.shift);
}

function dueWithin(schedules: readonly SportSchedule[], sport: SportSchedule['sport'], at: number): boolean {
  const from = new Date(at + 1);
  const to = new Date(at + UPCOMING_MINUTES * MINUTE_MS);
  return schedules.some((s) => s.sport === sport && countFixturesInWindow(s.schedule, from, to) > 0);
}

function inPlayAt(schedules: readonly SportSchedule[], sport: SportSchedule['sport'], at: number, speed: number): number {
  const from = new Date(at - inPlayMinutes(sport, speed) * MINUTE_MS);
  return schedules
    .filter((s) => s.sport === sport)
    .reduce((sum, s) => sum + countFixturesInWindow(s.schedule, from, new Date(at + 1)), 0);
}

/** How long a match stays in play, in wall-clock minutes, at a replay speed. */
function inPlayMinutes(sport: SportSchedule['sport'], speed: number): number {
  return IN_PLAY_MINUTES[sport] / speed;
}
