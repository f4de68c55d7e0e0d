import type { BoardFixture } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import { resultsBetween, type Executor, type NbaResultRow } from './basketball.repo.ts';

/**
 * A Beijing day's games beyond the board's window, from the calendar seam: the imported results
 * dated on that day (final scores; quarter scores and lines are the board's alone), then the
 * replayed games not played yet (no score). A day without games stays empty.
 */

const DAY_MS = 86_400_000;

export async function basketballDayFromCalendar(db: Executor, world: WorldCalendar, range: { from: number; to: number }): Promise<BoardFixture[]> {
  const clock = await world.at();
  const [from, to] = [new Date(range.from), new Date(range.to)];
  const competitions = clock.competitions('basketball');
  const played = await Promise.all(
    competitions.map((c) => resultsBetween(db, new Date(clock.sourceInstantOf(c, from).getTime() - DAY_MS), new Date(clock.sourceInstantOf(c, to).getTime() + DAY_MS))),
  );
  const own = played.flat().filter((r) => competitions.includes(r.competition_id));
  const results = clock.past(own, to).filter((r) => r.played_at >= from);
  const fixtures = competitions.flatMap((c) => clock.scheduledIn(c, from, to));
  return [...results.map(finishedGame), ...fixtures].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
}

/** An imported result, dated, as a finished game (the id is the imported game's, as on team pages). */
function finishedGame(row: NbaResultRow & { competition_id: string }): BoardFixture {
  return {
    id: row.id,
    sourceMatchId: row.id,
    sport: 'basketball',
    competitionId: row.competition_id,
    season: row.season,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    kickoffAt: row.played_at.getTime(),
    status: 'finished',
    phase: 'finished',
    clock: null,
    period: null,
    score: { home: row.ft_home, away: row.ft_away },
    halfTime: null,
    periods: null,
    liveStats: null,
    lottery: null,
    version: 0,
  };
}
