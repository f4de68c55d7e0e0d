import type { MatchBoard } from './board.types.ts';
import type { ReplayCalendar } from './replay-calendar.ts';
import type { CompetitionSchedule } from './replay-schedules.ts';
import { WorldClock, type LoopSchedule } from './world-clock.ts';

/**
 * The one seam between imported history (real dates) and what the product shows (the replayed
 * calendar). Every module that reads `matches` for display or for a "before now" cut asks it for
 * a `WorldClock` and dates its rows through it, so a match has the board's date everywhere and
 * nothing after now has a result. See `world-clock.ts` for the rules.
 */
export class WorldCalendar {
  constructor(
    private readonly calendar: ReplayCalendar,
    private readonly board: MatchBoard,
    private readonly now: () => number,
  ) {}

  /** The world as of now (or `at`): cheap once the schedules are loaded. */
  async at(at = this.now()): Promise<WorldClock> {
    const loops = loopSchedulesOf(await this.calendar.schedules());
    return new WorldClock(new Date(at), loops, [...this.board.fixtures('football'), ...this.board.fixtures('basketball')]);
  }
}

/** The calendar's schedules as the clock takes them (for a clock without a board, e.g. in tests). */
export function loopSchedulesOf(schedules: readonly CompetitionSchedule[]): LoopSchedule[] {
  return schedules.map((s) => ({ competitionId: s.competitionId, sport: s.code === 'NBA' ? ('basketball' as const) : ('football' as const), schedule: s.schedule }));
}
