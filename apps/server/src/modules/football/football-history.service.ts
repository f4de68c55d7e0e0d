import type { Locale } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { findCompetition, findTeam } from '../feed/catalog/index.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { BoundedCache } from './bounded-cache.ts';
import * as repo from './history.repo.ts';
import { toPastMatch, toResult, toStandingRow, toTeamPastMatch } from './history.mapper.ts';
import { competitionLabel, teamLabel, toFootballRow } from './match-row.mapper.ts';
import { computeStandings, recordOf, type MatchResult, type Standing } from './standings.ts';

/**
 * Analysis, form, standings and team pages from the imported history. A replayed fixture's
 * history is everything played before the real match it replays.
 */

/** When a fixture's real match is not in the database: all history counts. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
export const RECENT_COUNT = 5;
const UPCOMING_LIMIT = 5;
/** Tables kept: one per competition season and cut-off, i.e. per replayed match day in use. */
const TABLE_CACHE_SIZE = 256;

interface Context {
  competitionId: string | null;
  season: string | null;
  before: Date;
}

export class FootballHistoryService {
  // The imported history does not change while the server runs; a table is read once.
  private readonly tables = new BoundedCache<string, Standing[]>(TABLE_CACHE_SIZE);

  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
  ) {}

  async analysis(id: string, limit: number, locale: Locale) {
    const fixture = footballFixture(this.board, id);
    const before = await this.sourceInstant(fixture);
    const teams: [string, string] = [fixture.homeTeamId, fixture.awayTeamId];
    const [meetings, homeForm, awayForm, table] = await Promise.all([
      repo.headToHead(this.db, teams, before, limit),
      this.form(fixture.homeTeamId, before, limit, locale),
      this.form(fixture.awayTeamId, before, limit, locale),
      this.table(fixture.competitionId, fixture.season, before),
    ]);
    const h2h = recordOf(meetings.map(toResult), fixture.homeTeamId);
    return {
      id,
      before: before.getTime(),
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
    const before = await this.sourceInstant(fixture);
    const recent = (teamId: string) => repo.teamMatches(this.db, teamId, before, { limit: RECENT_COUNT, offset: 0 }).then((rows) => rows.map((r) => toTeamPastMatch(r, teamId, locale)));
    const [home, away] = await Promise.all([recent(fixture.homeTeamId), recent(fixture.awayTeamId)]);
    return { id, home, away };
  }

  async teamInfo(teamId: string, locale: Locale) {
    requireFootballTeam(teamId);
    const context = await this.teamContext(teamId);
    const table = context.competitionId && context.season ? await this.table(context.competitionId, context.season, context.before) : [];
    const standing = table.find((s) => s.teamId === teamId);
    const recent = await repo.teamMatches(this.db, teamId, context.before, { limit: RECENT_COUNT, offset: 0 });
    const upcoming = this.teamFixtures(teamId).filter((f) => f.status === 'scheduled').slice(0, UPCOMING_LIMIT);
    return {
      team: teamLabel(teamId, locale),
      competitionId: context.competitionId,
      competition: context.competitionId ? competitionLabel(context.competitionId, locale, 'full') : null,
      season: context.season,
      standing: standing ? toStandingRow(standing, locale) : null,
      teams: table.length,
      recent: recent.map((r) => toTeamPastMatch(r, teamId, locale)),
      upcoming: upcoming.map((f) => toFootballRow(f, locale)),
    };
  }

  async teamMatches(teamId: string, page: number, pageSize: number, locale: Locale) {
    requireFootballTeam(teamId);
    const { before } = await this.teamContext(teamId);
    const [total, rows] = await Promise.all([
      repo.countTeamMatches(this.db, teamId, before),
      repo.teamMatches(this.db, teamId, before, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    return { teamId, page, pageSize, total, items: rows.map((r) => toTeamPastMatch(r, teamId, locale)) };
  }

  private async form(teamId: string, before: Date, limit: number, locale: Locale) {
    const rows = await repo.teamMatches(this.db, teamId, before, { limit, offset: 0 });
    const results = rows.map(toResult);
    const at = (venue: 'home' | 'away'): MatchResult[] => results.filter((r) => (venue === 'home' ? r.homeTeamId : r.awayTeamId) === teamId);
    return {
      matches: rows.map((r) => toTeamPastMatch(r, teamId, locale)),
      overall: recordOf(results, teamId),
      home: recordOf(at('home'), teamId),
      away: recordOf(at('away'), teamId),
    };
  }

  private table(competitionId: string, season: string, before: Date): Promise<Standing[]> {
    return this.tables.get(`${competitionId}|${season}|${before.getTime()}`, async () =>
      computeStandings((await repo.seasonResults(this.db, competitionId, season, before)).map(toResult)),
    );
  }

  private async sourceInstant(fixture: BoardFixture): Promise<Date> {
    return (await repo.findSourceMatch(this.db, fixture.sourceMatchId))?.played_at ?? END_OF_TIME;
  }

  private teamFixtures(teamId: string): BoardFixture[] {
    return this.board.fixtures('football').filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId);
  }

  /**
   * Where a team is in its replayed season: after its latest finished board match, else before
   * its next one; a team with no board match is shown over its latest league season.
   */
  private async teamContext(teamId: string): Promise<Context> {
    const fixtures = this.teamFixtures(teamId);
    const lastPlayed = fixtures.filter((f) => f.status === 'finished').at(-1);
    const anchor = lastPlayed ?? fixtures[0];
    if (anchor) {
      const source = await repo.findSourceMatch(this.db, anchor.sourceMatchId);
      const before = source ? new Date(source.played_at.getTime() + (lastPlayed ? 1 : 0)) : END_OF_TIME;
      return { competitionId: anchor.competitionId, season: anchor.season, before };
    }
    const latest = await repo.latestLeagueMatch(this.db, teamId);
    return { competitionId: latest?.competition_id ?? null, season: latest?.season ?? null, before: END_OF_TIME };
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
