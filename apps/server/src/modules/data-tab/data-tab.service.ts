import type { Calls, DataCompetition, Locale, ReplyOf } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { toGame, toPastGame, toResult as toGameResult, toTeam } from '../basketball/basketball.mapper.ts';
import { conferenceTable, teamSplit } from '../basketball/basketball-records.ts';
import { conferenceOf } from '../basketball/nba-conferences.ts';
import * as nbaRepo from '../basketball/basketball.repo.ts';
import { allCompetitions, findTeam, type Competition } from '../feed/catalog/index.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import type { WorldClock } from '../feed/live/world-clock.ts';
import type { PlayedRow } from '../football/history.repo.ts';
import { BoundedCache } from '../football/bounded-cache.ts';
import { toPastMatch, toResult, toStandingRow } from '../football/history.mapper.ts';
import { toFootballRow } from '../football/match-row.mapper.ts';
import { computeStandings, type Standing } from '../football/standings.ts';
import { competitionColour } from './competition-colours.ts';
import { FoundCache } from './found-cache.ts';
import * as repo from './data-tab.repo.ts';

/**
 * The data tab: competitions and their tables, results and fixtures. A replayed league shows the
 * season it is replaying, dated by the world clock (`feed/live/world-clock.ts`): its results are
 * the matches played by now, its fixtures the rest of the loop, the same cut as the team pages.
 */

/** No real cut-off: a season's every row (the world clock cuts them). */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
const LEAGUE_ORDER = ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league', 'nba'] as const;
const TOURNAMENT_LIMIT = 16;
const FIXTURE_LIMIT = 30;
const NBA_LIST_LIMIT = 20;
const TEAM_UPCOMING_LIMIT = 5;
const TABLE_CACHE_SIZE = 128;

/** Which season a competition's page shows, as of which instant (null: the whole season). */
export interface SeasonScope {
  competitionId: string;
  season: string | null;
  clock: WorldClock | null;
}

type NbaTables = { scope: SeasonScope; rows: readonly nbaRepo.NbaResultRow[]; conferences: ReplyOf<Calls['dataNbaStandings']>['conferences'] };

export class DataTabService {
  // The imported history does not change while the server runs; a table is computed once per cut-off.
  private readonly tables = new BoundedCache<string, Standing[]>(TABLE_CACHE_SIZE);
  private readonly seasonRows = new BoundedCache<string, PlayedRow[]>(TABLE_CACHE_SIZE);
  private readonly nbaRows = new BoundedCache<string, nbaRepo.NbaResultRow[]>(8);
  private tournaments: Promise<repo.TournamentActivity[]> | undefined;
  // A competition's latest season never changes while the server runs: the competitions list
  // would otherwise make ~20 lookups a request.
  private readonly latestSeasons = new FoundCache<string>(256);

  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
    private readonly world: WorldCalendar,
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
      competition: toCompetition(competition, scope, matchesIn(table), locale),
      asOf: asOf(scope),
      standings: table.map((s) => toStandingRow(s, locale)),
      fixtures: this.upcoming(scope).map((f) => toFootballRow(f, locale)),
    };
  }

  async footballResults(competitionId: string, page: number, pageSize: number, locale: Locale): Promise<ReplyOf<Calls['dataFootballResults']>> {
    const scope = await this.footballScope(requireFootballCompetition(competitionId));
    const empty = { competitionId, season: scope.season, page, pageSize };
    if (!scope.season) return { ...empty, total: 0, items: [] };
    const past = await this.pastResults(scope);
    const newestFirst = [...past].sort((a, b) => b.played_at.getTime() - a.played_at.getTime() || (a.id < b.id ? -1 : 1));
    const items = newestFirst.slice((page - 1) * pageSize, page * pageSize);
    return { ...empty, total: past.length, items: items.map((r) => toPastMatch(r, locale)) };
  }

  async nbaStandings(locale: Locale): Promise<ReplyOf<Calls['dataNbaStandings']>> {
    const nba = requireCompetition('nba');
    const tables = await this.nbaTables(locale);
    const games = this.board.fixtures('basketball').filter((f) => f.competitionId === 'nba');
    return {
      competition: toCompetition(nba, tables.scope, tables.rows.length, locale),
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
    const live = this.board.fixtures('basketball').filter((f) => (f.homeTeamId === teamId || f.awayTeamId === teamId) && (f.status === 'live' || f.status === 'break'));
    const next = tables.scope.clock?.upcoming('nba', TEAM_UPCOMING_LIMIT, { teamId, board: (id) => this.board.fixture(id) }) ?? [];
    const upcoming = [...live, ...next.filter((f) => f.status === 'scheduled')].slice(0, TEAM_UPCOMING_LIMIT);
    return {
      team: toTeam(teamId, locale),
      season: tables.scope.season,
      replayed: tables.scope.clock !== null,
      asOf: asOf(tables.scope),
      standing: conference?.rows.find((r) => r.team.id === teamId) ?? null,
      splits: { all: teamSplit(results, teamId), atHome: teamSplit(results, teamId, 'home'), onRoad: teamSplit(results, teamId, 'away') },
      games: [...played].reverse().map((r) => toPastGame(r, locale)),
      upcoming: upcoming.map((f) => toGame(f, locale)),
    };
  }

  private async footballEntry(competition: Competition, locale: Locale): Promise<DataCompetition> {
    const scope = await this.footballScope(competition);
    return toCompetition(competition, scope, matchesIn(await this.table(scope)), locale);
  }

  private async nbaEntry(locale: Locale): Promise<DataCompetition> {
    const tables = await this.nbaTables(locale);
    return toCompetition(requireCompetition('nba'), tables.scope, tables.rows.length, locale);
  }

  private async nbaTables(locale: Locale): Promise<NbaTables> {
    const scope = await this.boardScope('basketball', 'nba');
    if (!scope.season) return { scope, rows: [], conferences: [] };
    const all = await this.nbaRows.get(scope.season, () => nbaRepo.seasonResultsBefore(this.db, scope.season ?? '', END_OF_TIME));
    const rows = datedNba(all, scope.clock);
    const regular = rows.filter((r) => r.stage === null || r.stage === 'regular').map(toGameResult);
    const conferences = (['east', 'west'] as const).map((conference) => ({
      conference,
      rows: conferenceTable(regular, conference).map(({ teamId, ...rest }) => ({ ...rest, team: toTeam(teamId, locale) })),
    }));
    return { scope, rows, conferences };
  }

  /** A season's table from its results by the scope's clock; computed once per number of results. */
  private async table(scope: SeasonScope): Promise<Standing[]> {
    if (!scope.season) return [];
    const past = await this.pastResults(scope);
    return this.tables.get(`${scope.competitionId}|${scope.season}|${past.length}`, async () => computeStandings(past.map(toResult)));
  }

  /** A season's results by the scope's clock, dated; the season's rows are read once. */
  private async pastResults(scope: SeasonScope): Promise<PlayedRow[]> {
    const { competitionId, season, clock } = scope;
    if (!season) return [];
    const all = await this.seasonRows.get(`${competitionId}|${season}`, () => repo.seasonResults(this.db, competitionId, season, END_OF_TIME));
    return clock ? clock.past(all) : all;
  }

  private footballScope(competition: Competition): Promise<SeasonScope> {
    return competition.kind === 'league' ? this.boardScope('football', competition.id) : this.latestScope(competition.id);
  }

  /**
   * A replayed competition shows the season it is replaying as of now (the world clock's cut);
   * one not replayed (nothing imported yet, a tournament) its latest season in full.
   */
  private async boardScope(_sport: BoardFixture['sport'], competitionId: string): Promise<SeasonScope> {
    const clock = await this.world.at();
    const season = clock.seasonOf(competitionId);
    if (!season) return this.latestScope(competitionId);
    return { competitionId, season, clock };
  }

  private async latestScope(competitionId: string): Promise<SeasonScope> {
    const season = await this.latestSeasons.get(competitionId, () => repo.latestSeason(this.db, competitionId));
    return { competitionId, season: season ?? null, clock: null };
  }

  /** Live matches first, then the rest of the replayed season from now, in kick-off order. */
  private upcoming(scope: SeasonScope): BoardFixture[] {
    const { competitionId, clock } = scope;
    const live = this.board.fixtures('football').filter((f) => f.competitionId === competitionId && (f.status === 'live' || f.status === 'break'));
    const next = clock?.upcoming(competitionId, FIXTURE_LIMIT, { board: (id) => this.board.fixture(id) }) ?? [];
    return [...live, ...next.filter((f) => f.status === 'scheduled')].slice(0, FIXTURE_LIMIT);
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

/** A competition's data-tab entry; `replayed` when its season comes from the replay (a clock scope). */
function toCompetition(c: Competition, scope: SeasonScope, matches: number, locale: Locale): DataCompetition {
  const { season, clock } = scope;
  return { id: c.id, sport: c.sport, kind: c.kind, name: c.names[locale], shortName: c.shortNames[locale], colour: competitionColour(c.id), season, matches, replayed: clock !== null };
}

/** Every match is two table rows' `played`. */
function matchesIn(table: readonly Standing[]): number {
  return table.reduce((sum, s) => sum + s.played, 0) / 2;
}

function asOf(scope: SeasonScope): number | null {
  return scope.clock ? scope.clock.cutoffOf(scope.competitionId).getTime() : null;
}

/** NBA rows dated on the replayed calendar and cut at now (all of them without a clock). */
function datedNba(rows: readonly nbaRepo.NbaResultRow[], clock: WorldClock | null): nbaRepo.NbaResultRow[] {
  if (!clock) return [...rows];
  return clock.past(rows.map((r) => ({ ...r, competition_id: 'nba' }))).sort((a, b) => a.played_at.getTime() - b.played_at.getTime() || (a.id < b.id ? -1 : 1));
}
