import type { ReplayFixture, ReplaySchedule } from '../replay/index.ts';
import { fixturesInWindow, fromLocalClock, REPLAY_EPOCH_MONDAY, REPLAY_ZONE, replayKickoffInCycle, replayMatchId, replayPositionOf, toLocalClock } from '../replay/index.ts';
import type { BoardFixture } from './board.types.ts';
import { publicFixtureId } from './fixture-id.ts';
import type { MatchRecordRow } from './replay-records.repo.ts';
import { sourceKickoffOf } from './replay-schedules.ts';

/**
 * One instant's view of the replayed world: where every imported match sits on the replayed
 * calendar, and which of them are past. Built by `WorldCalendar.at(now)`; pure.
 *
 * - **One offset per competition.** A replayed competition's rows move by the whole weeks that
 *   put its replayed season on its *current loop* (see below), at the same Beijing wall clock
 *   the board uses (`replayKickoffInCycle`). Older seasons move by the same weeks, so they come
 *   before the loop in their real order, and a match the board shows has the board's date.
 * - **Current loop**: the cycle whose first match kicked off most recently. Between a loop's
 *   last match and the next loop's first (4 to 8 days, longer than the board's 3 days back),
 *   the finished loop is still the season; once the new loop kicks off it is. So every finished
 *   match the board shows is in the current loop, with its result.
 * - **Now cut.** A row is past when its replayed kick-off is before now and no board fixture of
 *   its competition kicked off earlier and is unfinished; everything else (the rest of the loop,
 *   a later real season) is not a result. Competitions that are not replayed (internationals)
 *   keep their real dates, all of which lie before today.
 */

/** What the clock needs of an imported row to date it. */
export interface DatedRow {
  id: string;
  competition_id: string;
  played_at: Date;
  home_team_id: string;
}

/** A replayed competition's season schedule, as `ReplayCalendar` loads it. */
export interface LoopSchedule {
  competitionId: string;
  sport: 'football' | 'basketball';
  schedule: ReplaySchedule<MatchRecordRow>;
}

interface Loop extends LoopSchedule {
  cycle: number;
  /** Replayed instant before which this competition's rows are results. */
  cutoff: Date;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export class WorldClock {
  private readonly loops: ReadonlyMap<string, Loop>;
  /** Imported row id → replay fixture id, for `boardIdOf` (built on first use). */
  private sourceIds: Map<string, string> | undefined;

  constructor(
    readonly now: Date,
    schedules: readonly LoopSchedule[],
    board: readonly BoardFixture[] = [],
  ) {
    this.loops = new Map(schedules.map((s) => [s.competitionId, { ...s, cycle: currentCycle(s.schedule, now), cutoff: cutoffOf(s.competitionId, board, now) }]));
  }

  /** Whether a competition is replayed (its rows move onto the replayed calendar). */
  isReplayed(competitionId: string): boolean {
    return this.loops.has(competitionId);
  }

  /**
   * The replayed kick-off of an imported row.
   *
   * @example
   * clock.dateOf(row).getTime() === boardFixture.kickoffAt // for the row the fixture replays
   */
  dateOf(row: DatedRow): Date {
    const loop = this.loops.get(row.competition_id);
    if (!loop) return row.played_at;
    const kickoff = sourceKickoffOf({ ...row, sport: loop.sport });
    return replayKickoffInCycle(kickoff, loop.schedule.span, loop.cycle);
  }

  /** The row with its replayed date in `played_at`: what every caller outside the clock sees. */
  dated<T extends DatedRow>(row: T): T {
    return { ...row, played_at: this.dateOf(row) };
  }

  /** The rows that are results by now (replayed before the cut, optionally before `before` too), dated. */
  past<T extends DatedRow>(rows: readonly T[], before?: Date): T[] {
    return rows.flatMap((row) => {
      const at = this.dateOf(row);
      const cut = Math.min(this.cutoffOf(row.competition_id).getTime(), before?.getTime() ?? Infinity);
      return at.getTime() < cut ? [{ ...row, played_at: at }] : [];
    });
  }

  /** Replayed instant before which a competition's rows are results. */
  cutoffOf(competitionId: string): Date {
    return this.loops.get(competitionId)?.cutoff ?? this.now;
  }

  /**
   * The real instant a replayed one stands for in a competition (the inverse of `dateOf`, for
   * database cuts): rows with `played_at` before it are dated before `instant`. NBA rows are
   * dated from their US day, so for them the bound is a day late and `past` decides.
   */
  sourceInstantOf(competitionId: string, instant: Date): Date {
    const loop = this.loops.get(competitionId);
    if (!loop) return instant;
    const { span } = loop.schedule;
    const beijing = toLocalClock(new Date(instant.getTime() + (span.shiftMinutes ?? 0) * MINUTE_MS), REPLAY_ZONE);
    const cycleStart = dayNumber(REPLAY_EPOCH_MONDAY) + loop.cycle * span.weeks * 7;
    const date = isoDateOf(dayNumber(span.startMonday) + dayNumber(beijing.date) - cycleStart);
    const source = fromLocalClock({ date, minutes: beijing.minutes }, span.zone);
    return loop.sport === 'basketball' ? new Date(source.getTime() + DAY_MS) : source;
  }

  /** The real instant before which a competition's rows are results (for a database cut). */
  sourceCutoffOf(competitionId: string, before?: Date): Date {
    const cut = Math.min(this.cutoffOf(competitionId).getTime(), before?.getTime() ?? Infinity);
    return this.sourceInstantOf(competitionId, new Date(cut));
  }

  /** The replayed competitions of a sport. */
  competitions(sport: 'football' | 'basketball'): string[] {
    return [...this.loops.values()].filter((l) => l.sport === sport).map((l) => l.competitionId);
  }

  /**
   * A replayed competition's occurrences kicking off in `[from, to)` that are not results yet (at
   * or after its cut), as plain scheduled fixtures: a day's fixtures beyond the board's window.
   */
  scheduledIn(competitionId: string, from: Date, to: Date): BoardFixture[] {
    const loop = this.loops.get(competitionId);
    if (!loop) return [];
    const start = new Date(Math.max(from.getTime(), loop.cutoff.getTime()));
    if (start >= to) return [];
    return fixturesInWindow(loop.schedule, start, to).map((f) => scheduledFixture(publicFixtureId(replayMatchId(f)), f));
  }

  /**
   * The public id the board gives an imported row's occurrence in its competition's current loop,
   * or undefined for a row of another season (no board ever held it on this calendar).
   */
  boardIdOf(row: { id: string; competition_id: string }): string | undefined {
    const loop = this.loops.get(row.competition_id);
    if (!loop) return undefined;
    this.sourceIds ??= new Map([...this.loops.values()].flatMap((l) => l.schedule.entries.map((e) => [e.fixture.record.id, e.fixture.id] as const)));
    const fixtureId = this.sourceIds.get(row.id);
    return fixtureId === undefined ? undefined : publicFixtureId(replayMatchId({ id: fixtureId, cycle: loop.cycle }));
  }

  /**
   * What a dated row depends on besides the database: each competition's loop, span and shift.
   * Answers cached across calls (past weekends) stay valid while this does not change.
   */
  signature(): string {
    return [...this.loops.values()].map((l) => `${l.competitionId}:${l.cycle}:${l.schedule.span.startMonday}:${l.schedule.span.weeks}:${l.schedule.span.shiftMinutes ?? 0}`).join('|');
  }

  /** The season a replayed competition is playing (its replayed season's label), if it is replayed. */
  seasonOf(competitionId: string): string | undefined {
    return this.loops.get(competitionId)?.schedule.entries[0]?.fixture.record.season;
  }

  /**
   * A competition's fixtures from now on: its replayed occurrences kicking off at or after now,
   * across a loop boundary, in kick-off order, with the public id the board gives each (the board's
   * own entry, with its lottery number, where it has one). Beyond the board's window they are
   * plain scheduled rows: no odds or live state exist for them yet.
   */
  upcoming(competitionId: string, limit: number, options: { teamId?: string; board?: (id: string) => BoardFixture | undefined } = {}): BoardFixture[] {
    const loop = this.loops.get(competitionId);
    if (!loop) return [];
    const { teamId, board } = options;
    const to = new Date(this.now.getTime() + loop.schedule.span.weeks * 7 * DAY_MS);
    const all = fixturesInWindow(loop.schedule, this.now, to);
    const own = teamId ? all.filter((f) => f.record.home_team_id === teamId || f.record.away_team_id === teamId) : all;
    return own.slice(0, limit).map((f) => {
      const id = publicFixtureId(replayMatchId(f));
      return board?.(id) ?? scheduledFixture(id, f);
    });
  }
}

/** A replayed occurrence not on the board yet, as a fixture that has not started. */
function scheduledFixture(id: string, f: ReplayFixture<MatchRecordRow>): BoardFixture {
  const row = f.record;
  return {
    id,
    sourceMatchId: row.id,
    sport: row.sport === 'basketball' ? 'basketball' : 'football',
    competitionId: row.competition_id,
    season: row.season,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    kickoffAt: f.replayKickoff.getTime(),
    status: 'scheduled',
    phase: 'scheduled',
    clock: null,
    period: null,
    score: null,
    halfTime: null,
    periods: null,
    liveStats: null,
    lottery: null,
    version: 0,
  };
}

/** The cycle whose first match kicked off most recently at `now`. */
function currentCycle(schedule: ReplaySchedule<MatchRecordRow>, now: Date): number {
  const { span, entries } = schedule;
  const cycle = replayPositionOf(now, span).cycle;
  const first = entries[0]?.fixture.kickoff;
  if (!first) return cycle;
  return replayKickoffInCycle(first, span, cycle).getTime() <= now.getTime() ? cycle : cycle - 1;
}

/** Now, or earlier: the kick-off of the competition's earliest started, unfinished board fixture. */
function cutoffOf(competitionId: string, board: readonly BoardFixture[], now: Date): Date {
  const pending = board.filter((f) => f.competitionId === competitionId && f.status !== 'finished' && f.kickoffAt <= now.getTime());
  return new Date(Math.min(now.getTime(), ...pending.map((f) => f.kickoffAt)));
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
