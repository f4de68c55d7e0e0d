import { MAX_FAVOURITES } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import * as repo from './favourites.repo.ts';
import { toFavouriteMatch } from './favourites.mapper.ts';

/**
 * Favourite matches of the calling account (visitor or user), per sport, at most
 * `MAX_FAVOURITES` each. A visitor's favourites carry over when it joins a phone account: a
 * visitor upgraded in place keeps its id; one merged into an existing account (`merged_into`)
 * keeps its rows, which the account reads as its own (see `favourites.repo.ts`).
 */
export class FavouritesService {
  private readonly db: ReturnType<typeof repo.favouritesDb>;

  constructor(
    db: Db,
    private readonly board: MatchBoard,
    private readonly now: () => number,
  ) {
    this.db = repo.favouritesDb(db);
  }

  /** Adds or removes; adding needs the match on the board, removing works for any id. */
  async setCollected(sport: repo.Sport, matchId: string, collect: boolean, ctx: CallContext) {
    const userId = callerId(ctx);
    if (collect) this.requireFixture(sport, matchId);
    const count = await this.db.transaction().execute(async (tx) => {
      await repo.lockOwner(tx, userId);
      const { count, has } = await repo.holding(tx, userId, sport, matchId);
      if (collect && !has) {
        if (count >= MAX_FAVOURITES) throw new AppError('conflict', 'favouritesFull', { limit: MAX_FAVOURITES });
        await repo.insertFavourite(tx, { userId, sport, matchId, createdAt: new Date(this.now()) });
        return count + 1;
      }
      if (!collect && has) {
        await repo.deleteFavourite(tx, userId, sport, matchId);
        return count - 1;
      }
      return count;
    });
    return { id: matchId, collected: collect, count };
  }

  /**
   * Favourite ids (the newest `MAX_FAVOURITES`: merged visitors can bring the account past the
   * cap), and a row for those the board still has.
   */
  async favourites(sport: repo.Sport, ctx: CallContext) {
    const held = await repo.listFavourites(this.db, callerId(ctx), sport, MAX_FAVOURITES);
    const items = held.flatMap((f) => {
      const fixture = this.board.fixture(f.matchId);
      return fixture && fixture.sport === sport ? [toFavouriteMatch(fixture, f.createdAt, ctx.locale)] : [];
    });
    return { ids: held.map((f) => f.matchId), items };
  }

  /** The favourite fixtures still on the board, by kick-off. */
  async fixtures(sport: repo.Sport, ctx: CallContext): Promise<BoardFixture[]> {
    const held = await repo.listFavourites(this.db, callerId(ctx), sport, MAX_FAVOURITES);
    return held
      .flatMap((f) => {
        const fixture = this.board.fixture(f.matchId);
        return fixture && fixture.sport === sport ? [fixture] : [];
      })
      .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id.localeCompare(b.id));
  }

  private requireFixture(sport: repo.Sport, matchId: string): void {
    const fixture = this.board.fixture(matchId);
    if (!fixture || fixture.sport !== sport) throw new AppError('notFound', 'matchNotFound', { id: matchId });
  }
}

function callerId(ctx: CallContext): number {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity.userId;
}

