import type { Calls, DataCompetition, Locale, ReplyOf } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { toGame, toPastGame, toResult as toGameResult, toTeam } from '../basketball/basketball.mapper.ts';
import { conferenceTable, teamSplit } from '../basketball/basketball-records.ts';
import { conferenceOf } from '../basketball/nba-conferences.ts';
import * as nbaRepo from '../basketball/basketball.repo.ts';
import { allCompetitions, findTeam, type Competition } from '../feed/catalog/index.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { BoundedCache } from '../football/bounded-cache.ts';
import { toPastMatch, toResult, toStandingRow } from '../football/history.mapper.ts';
import { toFootballRow } from '../football/match-row.mapper.ts';
import { computeStandings, type Standing } from '../football/standings.ts';
import { competitionColour } from './competition-colours.ts';
import { FoundCache } from './found-cache.ts';
import * as repo from './data-tab.repo.ts';

/**
 * The data tab: competitions and their tables, results and fixtures. A league is shown as of its
 * replayed round (results before its latest finished board match, else before its next one), the
 * same cut-off as the team pages, so a table never gives a replayed result away.
 */

/** No cut-off: every result of the season counts. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
const LEAGUE_ORDER = ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league', 'nba'] as const;
const TOURNAMENT_LIMIT = 16;
const FIXTURE_LIMIT = 30;
const NBA_LIST_LIMIT = 20;
const TEAM_UPCOMING_LIMIT = 5;
const TABLE_CACHE_SIZE = 128;

/** Which season a competition's page shows and which results count. */
export interface SeasonScope {
  competitionId: string;
  season: string | null;
  before: Date;
}

type NbaTables = { scope: SeasonScope; rows: readonly nbaRepo.NbaResultRow[]; conferences: ReplyOf<Calls['dataNbaStandings']>['conferences'] };

export class DataTabService {
  // The imported history does not change while the server runs; a table is computed once per cut-off.
  private readonly tables = new BoundedCache<string, Standing[]>(TABLE_CACHE_SIZE);
  private readonly nbaRows = new BoundedCache<string, nbaRepo.NbaResultRow[]>(8);
  private tournaments: Promise<repo.TournamentActivity[]> | undefined;
  // A replayed match's real date and a competition's latest season never change while the server
  // runs: the competitions list would otherwise make ~20 lookups a request.
  private readonly playedAt = new FoundCache<Date>(1024);
  private readonly latestSeasons = new FoundCache<string>(256);

  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
  ) {}

  async competitions(locale: Locale): Promise<ReplyOf<Calls['dataCompetitions']>> {
    const leagues = LEAGUE_ORDER.map((id) => requireCompetition(id));
    const leagueRows = await Promise.all(leagues.map((c) => (c.sport === 'basketball' ? this.nbaEntry(locale) : this.footballEntry(c, locale))));
    const tournaments = await this.recentTournaments();
    const tournamentRows = await Promise.all(
      tournaments.flatMap((t) => {
        const competition = findCompetition(t.competition_id);
        return competition ? [this.footballEntry(competition, locale)] : [];
      }),
    );
    return { competitions: [...leagueRows, ...tournamentRows] };
  }

  async footballCompetition(competitionId: string, locale: Locale): Promise<ReplyOf<Calls['dataFootballCompetition']>> {
    const competition = requireFootballCompetition(competitionId);
    const scope = await this.footballScope(competition);
    const table = await this.table(scope);
    return {
      competition: toCompetition(competition, scope.season, matchesIn(table), locale),
      asOf: asOf(scope),
      standings: table.map((s) => toStandingRow(s, locale)),
      fixtures: this.upcoming(competitionId).map((f) => toFootballRow(f, locale)),
    };
  }

  async footballResults(competitionId: string, page: number, pageSize: number, locale: Locale): Promise<ReplyOf<Calls['dataFootballResults']>> {
    const scope = await this.footballScope(requireFootballCompetition(competitionId));
    const empty = { competitionId, season: scope.season, page, pageSize };
    if (!scope.season) return { ...empty, total: 0, items: [] };
    const seasonScope = { competitionId, season: scope.season, before: scope.before };
    const [table, rows] = await Promise.all([this.table(scope), repo.seasonResultsPage(this.db, seasonScope, { limit: pageSize, offset: (page - 1) * pageSize })]);
    return { ...empty, total: matchesIn(table), items: rows.map((r) => toPastMatch(r, locale)) };
  }

  async nbaStandings(locale: Locale): Promise<ReplyOf<Calls['dataNbaStandings']>> {
    const nba = requireCompetition('nba');
    const tables = await this.nbaTables(locale);
    const games = this.board.fixtures('basketball').filter((f) => f.competitionId === 'nba');
    return {
      competition: toCompetition(nba, tables.scope.season, tables.rows.length, locale),
      asOf: asOf(tables.scope),
      conferences: tables.conferences,
      results: games.filter((f) => f.status === 'finished').slice(-NBA_LIST_LIMIT).reverse().map((f) => toGame(f, locale)),
      fixtures: games.filter((f) => f.status !== 'finished' && f.status !== 'postponed').slice(0, NBA_LIST_LIMIT).map((f) => toGame(f, locale)),
    };
  }

  async nbaTeam(teamId: string, locale: Locale): Promise<ReplyOf<Calls['dataNbaTeam']>> {
    if (findTeam(teamId)?.sport !== 'basketball') throw new AppError('notFound', 'teamNotFound', { id: teamId });
    const tables = await this.nbaTables(locale);
    const played = tables.rows.filter((r) => r.home_team_id === teamId || r.away_team_id === teamId);
    const results = played.map(toGameResult);
    const conference = tables.conferences.find((c) => c.conference === conferenceOf(teamId));
    const upcoming = this.board
      .fixtures('basketball')
      .filter((f) => (f.homeTeamId === teamId || f.awayTeamId === teamId) && f.status !== 'finished' && f.status !== 'postponed')
      .slice(0, TEAM_UPCOMING_LIMIT);
    return {
      team: toTeam(teamId, locale),
      season: tables.scope.season,
      asOf: asOf(tables.scope),
      standing: conference?.rows.find((r) => r.team.id === teamId) ?? null,
      splits: { all: teamSplit(results, teamId), atHome: teamSplit(results, teamId, 'home'), onRoad: teamSplit(results, teamId, 'away') },
      games: [...played].reverse().map((r) => toPastGame(r, locale)),
      upcoming: upcoming.map((f) => toGame(f, locale)),
    };
  }

  private async footballEntry(competition: Competition, locale: Locale): Promise<DataCompetition> {
    const scope = await this.footballScope(competition);
    return toCompetition(competition, scope.season, matchesIn(await this.table(scope)), locale);
  }

  private async nbaEntry(locale: Locale): Promise<DataCompetition> {
    const tables = await this.nbaTables(locale);
    return toCompetition(requireCompetition('nba'), tables.scope.season, tables.rows.length, locale);
  }

  private async nbaTables(locale: Locale): Promise<NbaTables> {
    const scope = await this.boardScope('basketball', 'nba');
    if (!scope.season) return { scope, rows: [], conferences: [] };
    const rows = await this.nbaRows.get(`${scope.season}|${scope.before.getTime()}`, () => nbaRepo.seasonResultsBefore(this.db, scope.season ?? '', scope.before));
    const regular = rows.filter((r) => r.stage === null || r.stage === 'regular').map(toGameResult);
    const conferences = (['east', 'west'] as const).map((conference) => ({
      conference,
      rows: conferenceTable(regular, conference).map(({ teamId, ...rest }) => ({ ...rest, team: toTeam(teamId, locale) })),
    }));
    return { scope, rows, conferences };
  }

  private table(scope: SeasonScope): Promise<Standing[]> {
    const { competitionId, season, before } = scope;
    if (!season) return Promise.resolve([]);
    return this.tables.get(`${competitionId}|${season}|${before.getTime()}`, async () =>
      computeStandings((await repo.seasonResults(this.db, competitionId, season, before)).map(toResult)),
    );
  }

  private footballScope(competition: Competition): Promise<SeasonScope> {
    return competition.kind === 'league' ? this.boardScope('football', competition.id) : this.latestScope(competition.id);
  }

  /**
   * Where a competition is in its replayed season: after its latest finished board match, else
   * before its next one; with none on the board, its latest season in full.
   */
  private async boardScope(sport: BoardFixture['sport'], competitionId: string): Promise<SeasonScope> {
    const fixtures = this.board.fixtures(sport).filter((f) => f.competitionId === competitionId);
    const lastPlayed = fixtures.filter((f) => f.status === 'finished').at(-1);
    const anchor = lastPlayed ?? fixtures[0];
    if (!anchor) return this.latestScope(competitionId);
    const playedAt = await this.playedAt.get(anchor.sourceMatchId, () => repo.sourcePlayedAt(this.db, anchor.sourceMatchId));
    const before = playedAt ? new Date(playedAt.getTime() + (lastPlayed ? 1 : 0)) : END_OF_TIME;
    return { competitionId, season: anchor.season, before };
  }

  private async latestScope(competitionId: string): Promise<SeasonScope> {
    const season = await this.latestSeasons.get(competitionId, () => repo.latestSeason(this.db, competitionId));
    return { competitionId, season: season ?? null, before: END_OF_TIME };
  }

  /** Live matches first, then the next kick-offs. */
  private upcoming(competitionId: string): BoardFixture[] {
    const open = this.board.fixtures('football').filter((f) => f.competitionId === competitionId && f.status !== 'finished' && f.status !== 'postponed');
    const live = open.filter((f) => f.status !== 'scheduled');
    return [...live, ...open.filter((f) => f.status === 'scheduled')].slice(0, FIXTURE_LIMIT);
  }

  private recentTournaments(): Promise<repo.TournamentActivity[]> {
    if (!this.tournaments) {
      const pending = repo.recentTournaments(this.db, TOURNAMENT_LIMIT);
      // A failed read, or an empty one while a first start's import runs, must not stay cached.
      pending.then(
        (rows) => rows.length === 0 && (this.tournaments = undefined),
        () => (this.tournaments = undefined),
      );
      this.tournaments = pending;
    }
    return this.tournaments;
  }
}

function findCompetition(id: string): Competition | undefined {
  return allCompetitions().find((c) => c.id === id);
}

function requireCompetition(id: string): Competition {
  const competition = findCompetition(id);
  if (!competition) throw new AppError('notFound', 'competitionNotFound', { id });
  return competition;
}

function requireFootballCompetition(id: string): Competition {
  const competition = findCompetition(id);
  if (competition?.sport !== 'football') throw new AppError('notFound', 'competitionNotFound', { id });
  return competition;
}

function toCompetition(c: Competition, season: string | null, matches: number, locale: Locale): DataCompetition {
  return { id: c.id, sport: c.sport, kind: c.kind, name: c.names[locale], shortName: c.shortNames[locale], colour: competitionColour(c.id), season, matches };
}

/** Every match is two table rows' `played`. */
function matchesIn(table: readonly Standing[]): number {
  return table.reduce((sum, s) => sum + s.played, 0) / 2;
}

function asOf(scope: SeasonScope): number | null {
  return scope.before.getTime() === END_OF_TIME.getTime() ? null : scope.before.getTime();
}
