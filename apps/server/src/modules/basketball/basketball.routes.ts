import type { HandlerMap } from '../../platform/context.ts';
import type { Db } from '../../plugins/db/database.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import { BasketballBoardService } from './basketball-board.service.ts';
import { basketballDayFromCalendar } from './basketball-day-history.ts';
import { BasketballHistoryService } from './basketball-history.service.ts';
import { BasketballListsService } from './basketball-lists.service.ts';

type BasketballCalls =
  | 'liveBasketballGames'
  | 'basketballGamesOnDate'
  | 'basketballGameDetail'
  | 'basketballLiveText'
  | 'basketballAnalysis'
  | 'basketballBoxScore'
  | 'basketballOdds'
  | 'basketballSeasonStats'
  | 'basketballTotalsList'
  | 'basketballMoneylineList'
  | 'basketballSpreadList';

export interface BasketballDeps {
  db: Db;
  board: MatchBoard;
  now: () => number;
  /** Dates imported history on the replayed calendar. */
  world: WorldCalendar;
}

/** The MobileLan match calls (favourites excepted: the favourites module serves collect). */
export function basketballHandlers(deps: BasketballDeps): HandlerMap<BasketballCalls> {
  const games = new BasketballBoardService(deps.board, deps.now);
  const history = new BasketballHistoryService(deps.db, games, deps.world);
  const lists = new BasketballListsService(deps.db, deps.board, games);
  return {
    // Synchronous: the cached reply goes out without a promise turn (the most polled call).
    liveBasketballGames: (_p, ctx) => games.liveGames(ctx.locale),
    basketballGamesOnDate: (p, ctx) => games.gamesOnAnyDate(p.date, ctx.locale, (range) => basketballDayFromCalendar(deps.db, deps.world, range)),
    basketballGameDetail: async (p, ctx) => games.detail(p.id, ctx.locale),
    basketballLiveText: async (p, ctx) => games.liveText(p.id, p.afterSeq, p.limit, ctx.locale),
    basketballAnalysis: async (p, ctx) => history.analysis(p.id, p.limit, ctx.locale),
    basketballBoxScore: async (p) => history.boxScore(p.id),
    basketballOdds: async (p, ctx) => games.odds(p.id, ctx.locale),
    basketballSeasonStats: async (p) => history.seasonStats(p.id),
    basketballTotalsList: async (p, ctx) => lists.totals(p, ctx.locale),
    basketballMoneylineList: async (p, ctx) => lists.moneylines(p, ctx.locale),
    basketballSpreadList: async (p, ctx) => lists.spreads(p, ctx.locale),
  };
}
