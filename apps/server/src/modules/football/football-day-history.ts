import type { BoardFixture } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import type { WorldClock } from '../feed/live/world-clock.ts';
import { beijingDayRange } from './beijing-day.ts';
import { playedInRanges, type Executor, type PlayedRow } from './history.repo.ts';

/**
 * A Beijing day's football beyond the board's window, from the calendar seam: the imported
 * results dated on that day (with their scores), then the replayed occurrences not played yet
 * (no score). Rows the board alone has (odds, lottery numbers) are absent: a day the replay has
 * no match on stays empty, a day it has matches on lists them.
 */

const DAY_MS = 86_400_000;

export async function footballDayFromCalendar(db: Executor, world: WorldCalendar, day: string, competitionIds?: readonly string[]): Promise<BoardFixture[]> {
  const clock = await world.at();
  const { from, to } = beijingDayRange(day);
  const only = competitionIds?.length ? new Set(competitionIds) : undefined;
  const competitions = clock.competitions('football').filter((c) => !only || only.has(c));
  const results = await footballResultsFromCalendar(db, clock, from, to, competitions);
  const fixtures = competitions.flatMap((c) => clock.scheduledIn(c, new Date(from), new Date(to)));
  return [...results, ...fixtures].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
}

/**
 * The imported results the clock dates in `[from, to)` (replayed instants), as finished fixtures
 * with the imported match's id, by the clock's date. The day list above and the past 14-match
 * issues (`lottery-data/lottery-history.ts`) both read a span of the past through it.
 */
export async function footballResultsFromCalendar(db: Executor, clock: WorldClock, from: number, to: number, competitions = clock.competitions('football')): Promise<BoardFixture[]> {
  // Real ranges a day wide either side: the inverse is exact, the margin only covers zones.
  const ranges = competitions.map((competitionId) => ({
    competitionId,
    from: new Date(clock.sourceInstantOf(competitionId, new Date(from)).getTime() - DAY_MS),
    to: new Date(clock.sourceInstantOf(competitionId, new Date(to)).getTime() + DAY_MS),
  }));
  const results = clock.past(await playedInRanges(db, ranges), new Date(to)).filter((r) => r.played_at.getTime() >= from);
  return results.map(finishedFixture).sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
}

/** An imported result, dated, as a finished fixture (the id is the imported match's, as on team pages). */
function finishedFixture(row: PlayedRow): BoardFixture {
  const score = { home: row.ft_home, away: row.ft_away };
  return {
    id: row.id,
    sourceMatchId: row.id,
    sport: 'football',
    competitionId: row.competition_id,
    season: row.season,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    kickoffAt: row.played_at.getTime(),
    status: 'finished',
    phase: 'finished',
    clock: null,
    period: null,
    score,
    halfTime: row.ht_home === null || row.ht_away === null ? null : { home: row.ht_home, away: row.ht_away },
    periods: null,
    liveStats: null,
    lottery: null,
    version: 0,
  };
}
