import { calls, MAX_FOOTBALL_PAGE_SIZE } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { fromFavourite, fromFootballRow } from '../model/from-contract.ts';
import { allPages, type ScoreList } from './score-list.ts';

/** MobileFoot/gameNow: live, about to start and just finished. */
export async function fetchFootballLive(): Promise<ScoreList> {
  const reply = await api.callApi(calls.liveFootballMatches, {});
  return { rows: reply.items.map(fromFootballRow), stale: reply.stale };
}

/** MobileFoot/dateGame: a Beijing day's matches, every page. */
export async function fetchFootballDay(date: string): Promise<ScoreList> {
  let stale = false;
  const items = await allPages(async (page) => {
    const reply = await api.callApi(calls.footballMatchesByDate, { date, page, pageSize: MAX_FOOTBALL_PAGE_SIZE });
    stale ||= reply.stale;
    return reply;
  });
  return { rows: items.map(fromFootballRow), stale };
}

/** MobileFoot/dateGameBaoLen: the day's matches where the favourite is losing or lost (追击). */
export async function fetchFootballChase(date: string): Promise<ScoreList> {
  let stale = false;
  const items = await allPages(async (page) => {
    const reply = await api.callApi(calls.footballUpsets, { date, page, pageSize: MAX_FOOTBALL_PAGE_SIZE });
    stale ||= reply.stale;
    return reply;
  });
  return { rows: items.map(fromFootballRow), stale };
}

/** MobileFoot/getCollectGames: every followed id, and rows for those still on the board. */
export async function fetchFootballFavourites(): Promise<ScoreList> {
  // Silent: a lapsed session shows an empty star list, not a toast over the scores.
  const reply = await api.callApi(calls.footballFavourites, {}, { silent: true });
  return { rows: reply.items.map((item) => fromFavourite(item, 'football')), stale: false, ids: reply.ids };
}
