import type { BasketballStandingRow, Calls, Locale, ReplyOf } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import type { WorldClock } from '../feed/live/world-clock.ts';
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
 * season statistics. History is dated on the replayed calendar by the world clock
 * (`feed/live/world-clock.ts`) and cut before the game's replayed tip-off and before now, so a
 * replayed game's analysis is what fans saw before that game, with the dates the board shows.
 */
/** Seasons kept in memory (a season is ~1,300 rows). */
const SEASON_CACHE_MAX = 8;
/** Extra rows read past a limit: a few near the cut may be dropped once dated. */
const MARGIN = 3;
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

export class BasketballHistoryService {
  /**
   * A season's every result, by season: the imported history does not change while the server
   * runs, so the analysis and statistics pages read ~1,300 rows once and cut them in memory.
   */
  private readonly seasonCache = new Map<string, Promise<repo.NbaResultRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly games: BasketballBoardService,
    private readonly world: WorldCalendar,
  ) {}

  /** A season's results before `before` and now, dated on the replayed calendar. */
  private async seasonBefore(clock: WorldClock, season: string, before: Date, sourceBefore: Date): Promise<repo.NbaResultRow[]> {
    const rows = (await this.season(season)).filter((r) => r.played_at < sourceBefore);
    return clock.past(nbaRows(rows), before);
  }

  private season(season: string): Promise<repo.NbaResultRow[]> {
    const key = season;
    let rows = this.seasonCache.get(key);
    if (!rows) {
      if (this.seasonCache.size >= SEASON_CACHE_MAX) this.seasonCache.delete(this.seasonCache.keys().next().value ?? '');
      rows = repo.seasonResultsBefore(this.db, season, END_OF_TIME);
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
    const { fixture, match } = await this.source(id);
    const { home_team_id: home, away_team_id: away } = match;
    const clock = await this.world.at();
    const before = new Date(fixture.kickoffAt);
    // Before the real game too, so a replay never gives its own result away.
    const sourceBefore = new Date(Math.min(clock.sourceCutoffOf('nba', before).getTime(), match.played_at.getTime()));
    const dated = (rows: readonly repo.NbaResultRow[]) => clock.past(nbaRows(rows), before).slice(0, limit);
    const [meetings, homeRecent, awayRecent, seasonRows] = await Promise.all([
      repo.meetingsBefore(this.db, home, away, sourceBefore, limit + MARGIN).then(dated),
      repo.teamResultsBefore(this.db, home, sourceBefore, limit + MARGIN).then(dated),
      repo.teamResultsBefore(this.db, away, sourceBefore, limit + MARGIN).then(dated),
      this.seasonBefore(clock, match.season, before, match.played_at),
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
    const { fixture, match } = await this.source(id);
    const clock = await this.world.at();
    const season = (await this.seasonBefore(clock, match.season, new Date(fixture.kickoffAt), match.played_at)).map(toResult);
    const splits = (team: string) => ({
      all: teamSplit(season, team),
      atHome: teamSplit(season, team, 'home'),
      onRoad: teamSplit(season, team, 'away'),
    });
    return { id, season: match.season, home: splits(match.home_team_id), away: splits(match.away_team_id) };
  }
}

/** NBA rows as the world clock dates them (their competition is the NBA). */
function nbaRows(rows: readonly repo.NbaResultRow[]) {
  return rows.map((r) => ({ ...r, competition_id: 'nba' }));
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
