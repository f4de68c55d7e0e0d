import type { Locale } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { findCompetition, findTeam } from '../feed/catalog/index.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import type { WorldClock } from '../feed/live/world-clock.ts';
import { BoundedCache } from './bounded-cache.ts';
import * as repo from './history.repo.ts';
import { toPastMatch, toResult, toStandingRow, toTeamPastMatch } from './history.mapper.ts';
import { competitionLabel, teamLabel, toFootballRow } from './match-row.mapper.ts';
import { computeStandings, recordOf, type MatchResult, type Standing } from './standings.ts';

/**
 * Analysis, form, standings and team pages from the imported history, dated on the replayed
 * calendar by the world clock (`feed/live/world-clock.ts`): a match shows the board's date, and
 * a fixture's history is what was played before its replayed kick-off and before now.
 */

/** A season's every row, before any cut. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
export const RECENT_COUNT = 5;
const UPCOMING_LIMIT = 5;
/** Extra rows read past a limit: a few near the cut may be dropped once dated. */
const MARGIN = 5;
/** Season row sets kept (every imported season of every competition fits). */
const SEASON_CACHE_SIZE = 256;

/** A fixture's history cut: before its replayed kick-off, and before a real instant. */
interface Cut {
  before: Date;
  sourceBefore: Date;
}

interface Context {
  competitionId: string | null;
  season: string | null;
}

export class FootballHistoryService {
  // The imported history does not change while the server runs; a season is read once and cut in memory.
  private readonly seasons = new BoundedCache<string, repo.PlayedRow[]>(SEASON_CACHE_SIZE);
  private readonly tables = new BoundedCache<string, Standing[]>(SEASON_CACHE_SIZE);

  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
    private readonly world: WorldCalendar,
  ) {}

  async analysis(id: string, limit: number, locale: Locale) {
    const fixture = footballFixture(this.board, id);
    const clock = await this.world.at();
    const before = new Date(fixture.kickoffAt);
    const sourceBefore = await this.sourceBefore(clock, fixture, before);
    const teams: [string, string] = [fixture.homeTeamId, fixture.awayTeamId];
    const [meetingRows, homeForm, awayForm, table] = await Promise.all([
      repo.headToHead(this.db, teams, sourceBefore, limit + MARGIN),
      this.form(clock, fixture.homeTeamId, { before, sourceBefore }, limit, locale),
      this.form(clock, fixture.awayTeamId, { before, sourceBefore }, limit, locale),
      this.table(clock, fixture.competitionId, fixture.season, { before, sourceBefore }),
    ]);
    const meetings = clock.past(meetingRows, before).slice(0, limit);
    const h2h = recordOf(meetings.map(toResult), fixture.homeTeamId);
    return {
      id,
      before: Math.min(before.getTime(), clock.cutoffOf(fixture.competitionId).getTime()),
      headToHead: { matches: meetings.map((m) => toPastMatch(m, locale)), homeWins: h2h.won, draws: h2h.drawn, awayWins: h2h.lost },
      form: { home: homeForm, away: awayForm },
      standings: {
        competitionId: fixture.competitionId,
        season: fixture.season,
        // Board competitions all come from the catalog; one that did not would have no table we know of.
        kind: findCompetition(fixture.competitionId)?.kind ?? 'international',
        teams: table.length,
        rows: table.filter((s) => teams.includes(s.teamId)).map((s) => toStandingRow(s, locale)),
      },
    };
  }

  async recentForm(id: string, locale: Locale) {
    const fixture = footballFixture(this.board, id);
    const clock = await this.world.at();
    const before = new Date(fixture.kickoffAt);
    const cut = { before, sourceBefore: await this.sourceBefore(clock, fixture, before) };
    const recent = async (teamId: string) => (await this.recent(clock, teamId, cut, RECENT_COUNT)).map((r) => toTeamPastMatch(r, teamId, locale));
    const [home, away] = await Promise.all([recent(fixture.homeTeamId), recent(fixture.awayTeamId)]);
    return { id, home, away };
  }

  async teamInfo(teamId: string, locale: Locale) {
    requireFootballTeam(teamId);
    const clock = await this.world.at();
    const context = await this.teamContext(clock, teamId);
    const table = context.competitionId && context.season ? await this.table(clock, context.competitionId, context.season) : [];
    const standing = table.find((s) => s.teamId === teamId);
    const recent = await this.recent(clock, teamId, undefined, RECENT_COUNT);
    const upcoming = context.competitionId ? clock.upcoming(context.competitionId, UPCOMING_LIMIT, { teamId, board: (id) => this.board.fixture(id) }) : [];
    return {
      team: teamLabel(teamId, locale),
      competitionId: context.competitionId,
      competition: context.competitionId ? competitionLabel(context.competitionId, locale, 'full') : null,
      season: context.season,
      replayed: context.competitionId !== null && clock.isReplayed(context.competitionId),
      standing: standing ? toStandingRow(standing, locale) : null,
      teams: table.length,
      recent: recent.map((r) => toTeamPastMatch(r, teamId, locale)),
      upcoming: upcoming.filter((f) => f.status === 'scheduled').map((f) => toFootballRow(f, locale)),
    };
  }

  async teamMatches(teamId: string, page: number, pageSize: number, locale: Locale) {
    requireFootballTeam(teamId);
    const clock = await this.world.at();
    const { competitionId } = await this.teamContext(clock, teamId);
    // The team's league bounds the real rows; rows of other competitions are dated on their own.
    const before = competitionId ? clock.sourceCutoffOf(competitionId) : clock.now;
    const [total, rows] = await Promise.all([
      repo.countTeamMatches(this.db, teamId, before),
      repo.teamMatches(this.db, teamId, before, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    return { teamId, page, pageSize, total, items: rows.map((r) => toTeamPastMatch(clock.dated(r), teamId, locale)) };
  }

  /**
   * Where a fixture's history stops in real time: before its replayed kick-off and now, and
   * before the real match it replays, so a replay never gives its own result away (a next loop's
   * opener included, whose real match was played in the current loop).
   */
  private async sourceBefore(clock: WorldClock, fixture: BoardFixture, before: Date): Promise<Date> {
    const bound = clock.sourceCutoffOf(fixture.competitionId, before);
    const source = await repo.findSourceMatch(this.db, fixture.sourceMatchId);
    return source && source.played_at < bound ? source.played_at : bound;
  }

  /** A team's last `limit` results before the cut (and before a fixture's), dated, newest first. */
  private async recent(clock: WorldClock, teamId: string, cut: Cut | undefined, limit: number): Promise<repo.PlayedRow[]> {
    const competitionId = await this.leagueOf(clock, teamId);
    const sourceBefore = cut?.sourceBefore ?? (competitionId ? clock.sourceCutoffOf(competitionId) : clock.now);
    const rows = await repo.teamMatches(this.db, teamId, sourceBefore, { limit: limit + MARGIN, offset: 0 });
    return clock.past(rows, cut?.before).slice(0, limit);
  }

  private async form(clock: WorldClock, teamId: string, cut: Cut, limit: number, locale: Locale) {
    const rows = await this.recent(clock, teamId, cut, limit);
    const results = rows.map(toResult);
    const at = (venue: 'home' | 'away'): MatchResult[] => results.filter((r) => (venue === 'home' ? r.homeTeamId : r.awayTeamId) === teamId);
    return {
      matches: rows.map((r) => toTeamPastMatch(r, teamId, locale)),
      overall: recordOf(results, teamId),
      home: recordOf(at('home'), teamId),
      away: recordOf(at('away'), teamId),
    };
  }

  /** A season's table from its results by now (and before a fixture's cut); computed once per number of results. */
  private async table(clock: WorldClock, competitionId: string, season: string, cut?: Cut): Promise<Standing[]> {
    const key = `${competitionId}|${season}`;
    const all = await this.seasons.get(key, () => repo.seasonResults(this.db, competitionId, season, END_OF_TIME));
    const sourceBefore = cut?.sourceBefore.getTime() ?? Infinity;
    const past = clock.past(all.filter((r) => r.played_at.getTime() < sourceBefore), cut?.before);
    return this.tables.get(`${key}|${past.length}`, async () => computeStandings(past.map(toResult)));
  }

  /** The replayed league a team plays in, from the board or its latest league match. */
  private async leagueOf(clock: WorldClock, teamId: string): Promise<string | null> {
    return (await this.teamContext(clock, teamId)).competitionId;
  }

  /**
   * A team's competition and season: its board fixture's, else its latest league's; a replayed
   * league shows the season it is replaying (a later real season is its future, not its past).
   */
  private async teamContext(clock: WorldClock, teamId: string): Promise<Context> {
    const anchor = this.board.fixtures('football').find((f) => f.homeTeamId === teamId || f.awayTeamId === teamId);
    const latest = anchor ? { competition_id: anchor.competitionId, season: anchor.season } : await repo.latestLeagueMatch(this.db, teamId);
    if (!latest) return { competitionId: null, season: null };
    return { competitionId: latest.competition_id, season: clock.seasonOf(latest.competition_id) ?? latest.season };
  }
}

/** A football fixture on the board, or not-found. */
export function footballFixture(board: MatchBoard, id: string): BoardFixture {
  const fixture = board.fixture(id);
  if (!fixture || fixture.sport !== 'football') throw new AppError('notFound', 'matchNotFound', { id });
  return fixture;
}

function requireFootballTeam(teamId: string): void {
  if (findTeam(teamId)?.sport !== 'football') throw new AppError('notFound', 'teamNotFound', { id: teamId });
}
