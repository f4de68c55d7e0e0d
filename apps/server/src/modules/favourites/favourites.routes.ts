import type { FootballRow, Locale } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { HandlerMap } from '../../platform/context.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { FavouritesService } from './favourites.service.ts';

type FavouriteCalls = 'collectFootballMatch' | 'footballFavourites' | 'myFootballFavouriteList' | 'collectBasketballMatch' | 'basketballFavourites';

export interface FavouriteDeps {
  db: Db;
  board: MatchBoard;
  now: () => number;
  /** How a football match shows as a score row (the football module's mapper, passed in by the app). */
  footballRow: (fixture: BoardFixture, locale: Locale) => FootballRow;
}

export function favouriteHandlers({ db, board, now, footballRow }: FavouriteDeps): HandlerMap<FavouriteCalls> {
  const favourites = new FavouritesService(db, board, now);
  return {
    collectFootballMatch: (p, ctx) => favourites.setCollected('football', p.id, p.collect, ctx),
    footballFavourites: (_p, ctx) => favourites.favourites('football', ctx),
    myFootballFavouriteList: async (p, ctx) => {
      const fixtures = await favourites.fixtures('football', ctx);
      const start = (p.page - 1) * p.pageSize;
      const items = fixtures.slice(start, start + p.pageSize).map((f) => footballRow(f, ctx.locale));
      return { page: p.page, pageSize: p.pageSize, total: fixtures.length, stale: board.stale, items };
    },
    collectBasketballMatch: (p, ctx) => favourites.setCollected('basketball', p.id, p.collect, ctx),
    basketballFavourites: (_p, ctx) => favourites.favourites('basketball', ctx),
  };
}
