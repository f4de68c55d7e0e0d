import type { IsoDate } from '../source/index.ts';
import type { LocalClock, ReplayZone } from './time-zones.ts';
import { dayOfIsoDate, fromLocalClock, isoDateOfDay, toLocalClock, weekdayOfDay } from './time-zones.ts';

/**
 * Maps a real past season onto the calendar around today.
 *
 * - **Whole weeks.** A source match moves by a whole number of weeks, so it keeps its weekday:
 *   a Saturday match is replayed on a Saturday.
 * - **Looping.** A season is a cycle of `weeks` weeks, from the Monday of its first match's week
 *   to the end of its last match's week. Cycles follow one another from `REPLAY_EPOCH_MONDAY`,
 *   forwards and backwards, so every instant lies in some cycle and there are always recent,
 *   current and upcoming matches. Summer and winter breaks disappear; breaks inside the season
 *   (international windows, the NBA All-Star break) stay.
 * - **Beijing clock.** A kick-off is replayed at the same wall-clock time in Beijing (UTC+8) as it
 *   had in its league's own zone: a 20:00 Premier League match is replayed at 20:00 Beijing time,
 *   an NBA 19:30 Eastern tip-off at 19:30 Beijing time. This is a product decision: Chinese
 *   users get European football and the NBA live at once on most evenings, instead of at 03:00.
 *   The date is the league-local date, so "Saturday 20:00" stays "Saturday 20:00".
 * - **Clock shift.** A schedule may run its whole calendar `shiftMinutes` earlier (negative) or
 *   later than that Beijing wall clock (see `feed/live/replay-clock.ts`: the demo anchors the
 *   evening's prime time at the first start, so a fresh install shows live football and NBA at
 *   any hour). Every match keeps its place relative to every other.
 */

/** The fixed Monday cycles are counted from (any Monday works; changing it shifts every replay). */
export const REPLAY_EPOCH_MONDAY: IsoDate = '2024-01-01';

/** The zone replayed kick-offs are shown in. */
export const REPLAY_ZONE: ReplayZone = 'beijing';

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 1440;
const BEIJING_OFFSET_MINUTES = 480;

/** A source season as the calendar sees it: the league's zone, its first Monday, its length. */
export interface SeasonSpan {
  zone: ReplayZone;
  /** Monday of the week of the season's first match, league-local. */
  startMonday: IsoDate;
  /** Weeks in one cycle: from `startMonday` to the end of the last match's week. */
  weeks: number;
  /** Minutes the replay runs behind (negative) or ahead of the Beijing wall clock; default 0. */
  shiftMinutes?: number;
}

/** Where a replay instant falls: which cycle, and which source wall-clock time it stands for. */
export interface ReplayPosition {
  cycle: number;
  /** Source league-local date and time. */
  source: LocalClock;
}

/**
 * The span of a season from its kick-off instants. The cycle is exactly the weeks the season
 * touches: a spare empty week would leave a fortnight without matches at each loop.
 *
 * @example
 * seasonSpanOf([new Date('2024-08-16T19:00:00Z'), new Date('2025-05-25T15:00:00Z')], 'uk')
 * // { zone: 'uk', startMonday: '2024-08-12', weeks: 41 }
 */
export function seasonSpanOf(kickoffs: readonly Date[], zone: ReplayZone, shiftMinutes = 0): SeasonSpan {
  if (kickoffs.length === 0) throw new Error('seasonSpanOf: a season needs at least one match');
  const days = kickoffs.map((k) => dayOfIsoDate(toLocalClock(k, zone).date));
  const first = Math.min(...days);
  const startDay = first - weekdayOfDay(first);
  const weeks = Math.floor((Math.max(...days) - startDay) / 7) + 1;
  return { zone, startMonday: isoDateOfDay(startDay), weeks, ...(shiftMinutes === 0 ? {} : { shiftMinutes }) };
}

/**
 * When a source kick-off is replayed in a given cycle (cycle 0 starts on `REPLAY_EPOCH_MONDAY`).
 *
 * @example
 * replayKickoffInCycle(new Date('2024-08-16T19:00:00Z'), { zone: 'uk', startMonday: '2024-08-12', weeks: 41 }, 0)
 * // 2024-01-05T12:00:00.000Z: Friday 20:00 Beijing, as the match was Friday 20:00 in London
 */
export function replayKickoffInCycle(sourceKickoff: Date, season: SeasonSpan, cycle: number): Date {
  const local = toLocalClock(sourceKickoff, season.zone);
  const dayInCycle = dayOfIsoDate(local.date) - dayOfIsoDate(season.startMonday);
  const day = cycleStartDay(season, cycle) + dayInCycle;
  return new Date(fromLocalClock({ date: isoDateOfDay(day), minutes: local.minutes }, REPLAY_ZONE).getTime() - shiftMsOf(season));
}

/**
 * The replay of a source kick-off nearest to `now` (earlier one on a tie): at most half a cycle
 * away, so a match is either recently played or coming up.
 *
 * @example
 * replayKickoff(new Date('2024-08-16T19:00:00Z'), span, new Date('2026-11-22T03:00:00Z'))
 */
export function replayKickoff(sourceKickoff: Date, season: SeasonSpan, now: Date): Date {
  const { cycle } = replayPositionOf(now, season);
  const candidates = [cycle - 1, cycle, cycle + 1].map((c) => replayKickoffInCycle(sourceKickoff, season, c));
  const distance = (d: Date) => Math.abs(d.getTime() - now.getTime());
  return candidates.reduce((best, d) => (distance(d) < distance(best) ? d : best));
}

/**
 * The inverse mapping: which cycle a replay instant is in, and the source wall-clock time it
 * stands for.
 *
 * @example
 * replayPositionOf(new Date('2024-01-05T12:00:00Z'), { zone: 'uk', startMonday: '2024-08-12', weeks: 41 })
 * // { cycle: 0, source: { date: '2024-08-16', minutes: 1200 } }
 */
export function replayPositionOf(instant: Date, season: SeasonSpan): ReplayPosition {
  const beijing = toLocalClock(new Date(instant.getTime() + shiftMsOf(season)), REPLAY_ZONE);
  const sinceEpoch = dayOfIsoDate(beijing.date) - dayOfIsoDate(REPLAY_EPOCH_MONDAY);
  const cycleDays = season.weeks * 7;
  const cycle = Math.floor(sinceEpoch / cycleDays);
  const dayInCycle = sinceEpoch - cycle * cycleDays;
  const date = isoDateOfDay(dayOfIsoDate(season.startMonday) + dayInCycle);
  return { cycle, source: { date, minutes: beijing.minutes } };
}

/**
 * The source instant a replay instant stands for (the inverse of `replayKickoffInCycle`).
 *
 * @example
 * sourceInstantOf(new Date('2024-01-05T12:00:00Z'), span).toISOString() // '2024-08-16T19:00:00.000Z'
 */
export function sourceInstantOf(instant: Date, season: SeasonSpan): Date {
  return fromLocalClock(replayPositionOf(instant, season).source, season.zone);
}

/** A source match, with the id that seeds its replay and its real kick-off instant. */
export interface SourceFixture<T> {
  id: string;
  kickoff: Date;
  record: T;
}

/** A source fixture with its place in the cycle: minutes from the cycle's first Monday 00:00. */
interface CycleEntry<T> {
  fixture: SourceFixture<T>;
  cycleMinute: number;
}

/** A season ready to be placed on the calendar: its span and its fixtures in cycle order. */
export interface ReplaySchedule<T> {
  span: SeasonSpan;
  entries: readonly CycleEntry<T>[];
}

/** A source match placed on the replay calendar. */
export interface ReplayFixture<T> extends SourceFixture<T> {
  cycle: number;
  replayKickoff: Date;
}

/**
 * The id of one replay of a source match: the source id and the cycle. Seed a replay with it
 * (`matchSeed(REPLAY_SEED, replayMatchId(f), 'timeline')`) so each loop of the season plays its
 * matches with fresh minutes while scores stay real; seed with the bare source id to make every
 * loop identical.
 *
 * @example
 * replayMatchId({ id: 'E0:2024-25:Arsenal:Chelsea', cycle: 3 }) // 'E0:2024-25:Arsenal:Chelsea@3'
 */
export function replayMatchId(fixture: { id: string; cycle: number }): string {
  return `${fixture.id}@${fixture.cycle}`;
}

/**
 * Prepares a season for calendar look-ups: computes its span and each match's place in the
 * cycle once, so listing a window is a binary search per cycle.
 *
 * @example
 * const schedule = buildSchedule(matches.flatMap((m) => footballFixture(m) ?? []), 'uk');
 * schedule.span.weeks // 41
 */
export function buildSchedule<T>(fixtures: readonly SourceFixture<T>[], zone: ReplayZone, shiftMinutes = 0): ReplaySchedule<T> {
  const span = seasonSpanOf(fixtures.map((f) => f.kickoff), zone, shiftMinutes);
  const startDay = dayOfIsoDate(span.startMonday);
  const entries = fixtures
    .map((fixture) => {
      const local = toLocalClock(fixture.kickoff, zone);
      return { fixture, cycleMinute: (dayOfIsoDate(local.date) - startDay) * MINUTES_PER_DAY + local.minutes };
    })
    .sort((a, b) => a.cycleMinute - b.cycleMinute || a.fixture.id.localeCompare(b.fixture.id));
  return { span, entries };
}

/**
 * The source matches whose replay kick-off falls in [from, to), in kick-off order (then id).
 *
 * @example
 * fixturesInWindow(schedule, new Date('2026-11-21T16:00:00Z'), new Date('2026-11-22T16:00:00Z'))
 * // the matches of Sunday 22 November, Beijing day
 */
export function fixturesInWindow<T>(schedule: ReplaySchedule<T>, from: Date, to: Date): ReplayFixture<T>[] {
  const { span, entries } = schedule;
  const found: ReplayFixture<T>[] = [];
  const last = cycleOf(to, span);
  for (let cycle = cycleOf(from, span) - 1; cycle <= last; cycle += 1) {
    const base = cycleBaseMs(span, cycle);
    const startAt = firstIndexAtOrAfter(entries, (from.getTime() - base) / MINUTE_MS);
    for (let i = startAt; i < entries.length; i += 1) {
      const entry = entries[i];
      if (!entry) break;
      const at = base + entry.cycleMinute * MINUTE_MS;
      if (at >= to.getTime()) break;
      found.push({ ...entry.fixture, cycle, replayKickoff: new Date(at) });
    }
  }
  return found;
}

/**
 * How many fixtures kick off in [from, to): `fixturesInWindow(…).length` without building them,
 * by two binary searches per cycle. The demo clock weighs over a thousand candidate moments at
 * a first start, each with several windows.
 */
export function countFixturesInWindow<T>(schedule: ReplaySchedule<T>, from: Date, to: Date): number {
  const { span, entries } = schedule;
  let count = 0;
  const last = cycleOf(to, span);
  for (let cycle = cycleOf(from, span) - 1; cycle <= last; cycle += 1) {
    const base = cycleBaseMs(span, cycle);
    const first = firstIndexAtOrAfter(entries, (from.getTime() - base) / MINUTE_MS);
    count += Math.max(0, firstIndexAtOrAfter(entries, (to.getTime() - base) / MINUTE_MS) - first);
  }
  return count;
}

/**
 * Which match a replay instant shows: the fixtures kicking off in that minute (usually one, or
 * a few simultaneous ones).
 *
 * @example
 * fixturesAt(schedule, new Date('2024-01-05T12:00:00Z'))[0]?.id // 'E0:2024-25:Man United:Fulham'
 */
export function fixturesAt<T>(schedule: ReplaySchedule<T>, instant: Date): ReplayFixture<T>[] {
  return fixturesInWindow(schedule, instant, new Date(instant.getTime() + MINUTE_MS));
}

function firstIndexAtOrAfter<T>(entries: readonly CycleEntry<T>[], cycleMinute: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((entries[mid]?.cycleMinute ?? Infinity) < cycleMinute) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The instant of the cycle's first Monday 00:00 on the Beijing clock (Beijing has no summer time). */
function cycleBaseMs(span: SeasonSpan, cycle: number): number {
  return (cycleStartDay(span, cycle) * MINUTES_PER_DAY - BEIJING_OFFSET_MINUTES) * MINUTE_MS - shiftMsOf(span);
}

/**
 * `replayPositionOf(instant, span).cycle` by arithmetic alone (Beijing keeps one offset all
 * year), for the window look-ups and counts, which ask it thousands of times.
 */
export function cycleOf(instant: Date, span: SeasonSpan): number {
  const beijingDay = Math.floor((instant.getTime() + shiftMsOf(span) + BEIJING_OFFSET_MINUTES * MINUTE_MS) / (MINUTES_PER_DAY * MINUTE_MS));
  return Math.floor((beijingDay - EPOCH_DAY) / (span.weeks * 7));
}

const EPOCH_DAY = dayOfIsoDate(REPLAY_EPOCH_MONDAY);

function shiftMsOf(span: SeasonSpan): number {
  return (span.shiftMinutes ?? 0) * MINUTE_MS;
}

function cycleStartDay(season: SeasonSpan, cycle: number): number {
  return dayOfIsoDate(REPLAY_EPOCH_MONDAY) + cycle * season.weeks * 7;
}
