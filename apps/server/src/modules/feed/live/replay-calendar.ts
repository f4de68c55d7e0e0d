import type { Db } from '../../../plugins/db/database.ts';
import { demoClockShiftMinutes } from '../replay/index.ts';
import { anchoredClockShift } from './replay-clock.repo.ts';
import { replayedMatches } from './replay-records.repo.ts';
import { buildSchedules, replayedSeasons, type CompetitionSchedule } from './replay-schedules.ts';

/**
 * REPLAY_CLOCK: `demo` opens a fresh install on the replayed week's busiest moment of football
 * and NBA in play together (`replay/demo-clock.ts`), stored at the first start; `calendar` keeps
 * every kick-off at its league-local wall-clock time in Beijing, unshifted.
 */
export const REPLAY_CLOCK_MODES = ['demo', 'calendar'] as const;
export type ReplayClockMode = (typeof REPLAY_CLOCK_MODES)[number];

/**
 * The replayed seasons placed on this deployment's calendar, loaded once and shared by
 * everything that places replayed matches in time (the feed, the lottery issue history).
 */
export class ReplayCalendar {
  private loaded: Promise<CompetitionSchedule[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { mode: ReplayClockMode; now: () => number; speed?: number },
  ) {}

  /** The schedules; an empty list (nothing imported yet) or a failure is looked up again next time. */
  schedules(): Promise<CompetitionSchedule[]> {
    this.loaded ??= this.load().then((schedules) => {
      if (schedules.length === 0) this.loaded = undefined;
      return schedules;
    });
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  private async load(): Promise<CompetitionSchedule[]> {
    const rows = await replayedMatches(this.db, replayedSeasons());
    const plain = buildSchedules(rows);
    if (plain.length === 0 || this.options.mode === 'calendar') return plain;
    const now = new Date(this.options.now());
    const bySport = plain.map((s) => ({ sport: s.code === 'NBA' ? ('basketball' as const) : ('football' as const), schedule: s.schedule }));
    const shift = await anchoredClockShift(this.db, () => demoClockShiftMinutes(bySport, now, this.options.speed), now);
    return shift === 0 ? plain : buildSchedules(rows, shift);
  }
}
