import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';
import { footballLiveClock } from './football-clock.ts';
import { footballDayPage, footballStatus, footballRow, footballMatchId, footballPaging, footballScore, footballTeamLabel } from './football-common.ts';

/**
 * Favourite matches (收藏), football and basketball. They belong to the signed-in account,
 * visitor or user; a visitor's favourites carry over when it joins a phone account.
 */

export const MAX_FAVOURITES = 200;

const collectPayload = z.object({
  id: footballMatchId,
  collect: z.boolean().describe('true adds the match, false removes it (explicit, so a retry is harmless)'),
});
const collectReply = z.object({ id: z.string(), collected: z.boolean(), count: z.number().int() });

/** A favourite as listed for either sport: enough to show a row and a star. */
export const favouriteMatch = z.object({
  id: z.string(),
  collectedAt: epochMs,
  competitionId: z.string(),
  competition: z.string(),
  kickoffAt: epochMs,
  status: footballStatus,
  clock: z.string().nullable(),
  liveClock: footballLiveClock.nullable().describe('football, while a half is played: how its minute runs; null otherwise'),
  home: footballTeamLabel,
  away: footballTeamLabel,
  score: footballScore.nullable(),
});

const favouritesReply = z.object({
  ids: z.array(z.string()).describe(`the newest ${MAX_FAVOURITES} favourites of the sport, newest first, including matches no longer on the board`),
  items: z.array(favouriteMatch).describe('those still on the board'),
});

export const favouriteCalls = {
  collectFootballMatch: defineCall({
    module: 'MobileFoot',
    name: 'collect',
    summary: `Adds (collect: true) or removes (collect: false) a football match from the caller's favourites; at most ${MAX_FAVOURITES} per sport.`,
    access: access.visitor,
    payload: collectPayload,
    reply: collectReply,
  }),
  footballFavourites: defineCall({
    module: 'MobileFoot',
    name: 'getCollectGames',
    summary: 'The caller\'s favourite football matches: every id (to mark stars in lists), and a row for those on the board.',
    access: access.visitor,
    payload: emptyPayload,
    reply: favouritesReply,
  }),
  myFootballFavouriteList: defineCall({
    module: 'MobileFoot',
    name: 'getMyCollectFootList',
    summary: 'The "my favourites" page: the caller\'s favourite football matches still on the board as score rows, by kick-off, paged.',
    access: access.visitor,
    payload: z.object(footballPaging),
    reply: footballDayPage(footballRow).omit({ date: true }),
  }),
  collectBasketballMatch: defineCall({
    module: 'MobileLan',
    name: 'collect',
    summary: `Adds (collect: true) or removes (collect: false) a basketball match from the caller's favourites; at most ${MAX_FAVOURITES} per sport.`,
    access: access.visitor,
    payload: collectPayload,
    reply: collectReply,
  }),
  basketballFavourites: defineCall({
    module: 'MobileLan',
    name: 'getCollectGames',
    summary: 'The caller\'s favourite basketball matches: every id, and a row for those on the board.',
    access: access.visitor,
    payload: emptyPayload,
    reply: favouritesReply,
  }),
} as const;
