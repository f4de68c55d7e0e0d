import type { Db } from '../../plugins/db/database.ts';
import type { HandlerMap } from '../../platform/context.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import { FootballHistoryService } from './football-history.service.ts';
import { FootballListService } from './football-lists.service.ts';
import { FootballMatchService } from './football-match.service.ts';
import { footballDayFromCalendar } from './football-day-history.ts';
import { toFootballRow } from './match-row.mapper.ts';
import * as rows from './odds-rows.ts';

type FootballCalls =
  | 'liveFootballMatches'
  | 'footballMatchesByDate'
  | 'footballUpsets'
  | 'footballHandicapOdds'
  | 'footballKellyIndices'
  | 'footballPinnacleOdds'
  | 'footballOddsComparison'
  | 'footballBankerCandidates'
  | 'footballOverUnderOdds'
  | 'footballScoresWithTotals'
  | 'featuredFootballMatches'
  | 'footballMatchDetail'
  | 'footballLiveText'
  | 'footballMatchStats'
  | 'footballOddsHistory'
  | 'footballAnalysis'
  | 'footballRecentForm'
  | 'footballTeamInfo'
  | 'footballTeamMatches';

export interface FootballDeps {
  db: Db;
  board: MatchBoard;
  now: () => number;
  /** Dates imported history on the replayed calendar. */
  world: WorldCalendar;
}

/** The football match calls: lists and one match from the board, history from the database. */
export function footballHandlers({ db, board, now, world }: FootballDeps): HandlerMap<FootballCalls> {
  const lists = new FootballListService(board, now, (day, competitionIds) => footballDayFromCalendar(db, world, day, competitionIds));
  const match = new FootballMatchService(db, board);
  const history = new FootballHistoryService(db, board, world);
  return {
    // Synchronous: the cached reply goes out without a promise turn (the most polled call).
    liveFootballMatches: (_p, ctx) => lists.liveNow(ctx.locale),
    footballMatchesByDate: (p, ctx) => lists.anyDayPage(p, ctx.locale, toFootballRow),
    footballUpsets: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.upsetRows(board)),
    footballHandicapOdds: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.handicapRows(board)),
    footballKellyIndices: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.kellyRows(board)),
    footballPinnacleOdds: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.pinnacleRows(board)),
    footballOddsComparison: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.comparisonRows(board)),
    footballBankerCandidates: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.bankerRows(board), rows.byBankerStrength),
    footballOverUnderOdds: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.overUnderRows(board)),
    footballScoresWithTotals: async (p, ctx) => lists.dayPage(p, ctx.locale, rows.scoreTotalRows(board)),
    featuredFootballMatches: async (p, ctx) => lists.featured(p.date, ctx.locale),
    footballMatchDetail: async (p, ctx) => match.detail(p.id, ctx.locale),
    footballLiveText: async (p, ctx) => match.liveText(p.id, p.afterSeq, ctx.locale),
    footballMatchStats: (p) => match.stats(p.id),
    footballOddsHistory: async (p, ctx) => match.oddsHistory(p.id, p, ctx.locale),
    footballAnalysis: (p, ctx) => history.analysis(p.id, p.limit, ctx.locale),
    footballRecentForm: (p, ctx) => history.recentForm(p.id, ctx.locale),
    footballTeamInfo: (p, ctx) => history.teamInfo(p.teamId, ctx.locale),
    footballTeamMatches: (p, ctx) => history.teamMatches(p.teamId, p.page, p.pageSize, ctx.locale),
  };
}
