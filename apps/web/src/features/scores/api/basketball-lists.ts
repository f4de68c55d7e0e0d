import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { fromBasketballGame, fromFavourite } from '../model/from-contract.ts';
import type { ScoreList } from './score-list.ts';

/** MobileLan/getLanGameNow: in play first, then about to tip off, then just finished. */
export async function fetchBasketballLive(): Promise<ScoreList> {
  const reply = await api.callApi(calls.liveBasketballGames, {});
  return { rows: [...reply.live, ...reply.upcoming, ...reply.finished].map(fromBasketballGame), stale: reply.stale };
}

/** MobileLan/getLanGameDate: a Beijing day's games. */
export async function fetchBasketballDay(date: string): Promise<ScoreList> {
  const reply = await api.callApi(calls.basketballGamesOnDate, { date });
  return { rows: reply.games.map(fromBasketballGame), stale: false };
}

export async function fetchBasketballFavourites(): Promise<ScoreList> {
  const reply = await api.callApi(calls.basketballFavourites, {}, { silent: true });
  return { rows: reply.items.map((item) => fromFavourite(item, 'basketball')), stale: false, ids: reply.ids };
}
