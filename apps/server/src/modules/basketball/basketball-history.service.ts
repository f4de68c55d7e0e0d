import type { BasketballStandingRow, Calls, Locale, ReplyOf } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import type { BasketballBoardService } from './basketball-board.service.ts';
import { toBoxScore, toPastGame, toResult, toTeam } from './basketball.mapper.ts';
import {
  conferenceTable,
  headToHeadWins,
  leagueRank,
  teamSplit,
  type GameResult,
  type RankedStanding,
} from './basketball-records.ts';
import * as repo from './basketball.repo.ts';
import { conferenceOf, type Conference } from './nba-conferences.ts';

/**
 * The basketball calls that read history from the imported tables: analysis, box score and
 * season statistics. History is as of the real game being replayed (its real tip-off), so a
 * replayed game's analysis is what fans saw before that game.
 */
/** Distinct tip-off instants kept; a week of games has well under this many. */
const SEASON_CACHE_MAX = 64;

export class BasketballHistoryService {
  /**
   * A season's results before an instant, by `season|instant`: the imported history does not
   * change while the server runs, and a day's games share a handful of instants, so the
   * analysis and statistics pages of one game day read ~1,300 rows once, not per request.
   */
  private readonly seasonCache = new Map<string, Promise<repo.NbaResultRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly games: BasketballBoardService,
  ) {}

  private seasonBefore(season: string, before: Date): Promise<repo.NbaResultRow[]> {
    const key = `${season}|${before.getTime()}`;
    let rows = this.seasonCache.get(key);
    if (!rows) {
      if (this.seasonCache.size >= SEASON_CACHE_MAX) this.seasonCache.delete(this.seasonCache.keys().next().value ?? '');
      rows = repo.seasonResultsBefore(this.db, season, before);
      // A failed read must not stay cached.
      rows.catch(() => this.seasonCache.delete(key));
      this.seasonCache.set(key, rows);
    }
    return rows;
  }

  /** The fixture and the real match behind it; not-found for either. */
  private async source(id: string): Promise<{ fixture: BoardFixture; match: repo.NbaMatchRow }> {
    const fixture = this.games.requireGame(id);
    const match = await repo.findNbaMatch(this.db, fixture.sourceMatchId);
    if (!match) throw new AppError('notFound', 'basketballGameNotFound', { id });
    return { fixture, match };
  }

  async analysis(id: string, limit: number, locale: Locale): Promise<ReplyOf<Calls['basketballAnalysis']>> {
    const { match } = await this.source(id);
    const { home_team_id: home, away_team_id: away, played_at: before } = match;
    const [meetings, homeRecent, awayRecent, seasonRows] = await Promise.all([
      repo.meetingsBefore(this.db, home, away, before, limit),
      repo.teamResultsBefore(this.db, home, before, limit),
      repo.teamResultsBefore(this.db, away, before, limit),
      this.seasonBefore(match.season, before),
    ]);
    const wins = headToHeadWins(meetings.map(toResult), home, away);
    const regular = seasonRows.filter((r) => r.stage === null || r.stage === 'regular').map(toResult);
    const season = seasonRows.map(toResult);
    return {
      id,
      season: match.season,
      headToHead: { games: meetings.map((r) => toPastGame(r, locale)), homeWins: wins.first, awayWins: wins.second },
      recent: { home: homeRecent.map((r) => toPastGame(r, locale)), away: awayRecent.map((r) => toPastGame(r, locale)) },
      homeRecord: venueRecord(season, home),
      awayRecord: venueRecord(season, away),
      standings: standingsFor(regular, home, away, locale),
    };
  }

  async boxScore(id: string): Promise<ReplyOf<Calls['basketballBoxScore']>> {
    const fixture = this.games.requireGame(id);
    const periods = fixture.periods ? { home: [...fixture.periods.home], away: [...fixture.periods.away] } : null;
    if (fixture.status === 'scheduled' || fixture.status === 'postponed') {
      return { id, available: 'not_started', home: null, away: null, periods: null };
    }
    // In play, the box as the replay has it so far (the real final box spread over the game): the
    // real box itself would give the result away.
    if (fixture.status !== 'finished') {
      const live = fixture.teamBox;
      if (!live) return { id, available: 'periods_only', home: null, away: null, periods };
      return { id, available: 'live', home: toBoxScore(live.home), away: toBoxScore(live.away), periods };
    }
    const boxes = await repo.boxScoresOf(this.db, fixture.sourceMatchId);
    const home = boxes.find((b) => b.side === 'home');
    const away = boxes.find((b) => b.side === 'away');
    if (!home || !away) return { id, available: 'periods_only', home: null, away: null, periods };
    return { id, available: 'box_score', home: toBoxScore(home.stats), away: toBoxScore(away.stats), periods };
  }

  async seasonStats(id: string): Promise<ReplyOf<Calls['basketballSeasonStats']>> {
    const { match } = await this.source(id);
    const season = (await this.seasonBefore(match.season, match.played_at)).map(toResult);
    const splits = (team: string) => ({
      all: teamSplit(season, team),
      atHome: teamSplit(season, team, 'home'),
      onRoad: teamSplit(season, team, 'away'),
    });
    return { id, season: match.season, home: splits(match.home_team_id), away: splits(match.away_team_id) };
  }
}

function venueRecord(games: readonly GameResult[], team: string) {
  const home = teamSplit(games, team, 'home');
  const away = teamSplit(games, team, 'away');
  return { atHome: { wins: home.wins, losses: home.losses }, onRoad: { wins: away.wins, losses: away.losses } };
}

function toStandingRow(row: RankedStanding, locale: Locale): BasketballStandingRow {
  const { teamId, ...rest } = row;
  return { ...rest, team: toTeam(teamId, locale) };
}

function standingsFor(games: readonly GameResult[], home: string, away: string, locale: Locale) {
  const conferences = [...new Set([conferenceOf(home), conferenceOf(away)].filter((c): c is Conference => c !== undefined))];
  const tables = conferences.map((conference) => ({
    conference,
    rows: conferenceTable(games, conference).map((r) => toStandingRow(r, locale)),
  }));
  const rowOf = (team: string) => tables.flatMap((t) => t.rows).find((r) => r.team.id === team) ?? null;
  return {
    home: rowOf(home),
    away: rowOf(away),
    conferences: tables,
    leagueRank: { home: leagueRank(games, home), away: leagueRank(games, away) },
  };
}
