import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { epochMs } from './common.ts';
import { footballRow, footballMatchId, footballScore, footballSide } from './football-common.ts';

/** One football match: its detail, live text, statistics and odds history. */

const byMatch = z.object({ id: footballMatchId });

export const footballDetail = footballRow.extend({
  competitionName: z.string(),
  season: z.string(),
  liveStats: z
    .object({ corners: footballScore, yellowCards: footballScore, redCards: footballScore })
    .nullable()
    .describe('counts so far; null before kick-off, or when the source has no statistics for the match (CSL)'),
  version: z.number().int().describe('bumped on every change of the match'),
  stale: z.boolean(),
});

export const footballLiveTextLine = z.object({
  seq: z.number().int(),
  minute: z.string(),
  kind: z.string().describe('goal, yellow_card, red_card, corner, kick_off, half_time, full_time…'),
  side: footballSide.nullable(),
  score: footballScore,
  text: z.string().describe('in the caller\'s locale'),
});

const teamStats = z.object({
  shots: z.number().int().nullable(),
  shotsOnTarget: z.number().int().nullable(),
  fouls: z.number().int().nullable(),
  corners: z.number().int().nullable(),
  yellowCards: z.number().int().nullable(),
  redCards: z.number().int().nullable(),
});

export const footballOddsMarket = z.enum(['1x2', 'over_under', 'asian_handicap']);

export const footballMatchCalls = {
  footballMatchDetail: defineCall({
    module: 'MobileFoot',
    name: 'getGameDetail',
    summary: 'One football match as the board has it now: teams, competition, state, clock, scores, live counts.',
    access: access.public,
    payload: byMatch,
    reply: footballDetail,
  }),
  footballLiveText: defineCall({
    module: 'MobileFoot',
    name: 'getGameZhiBo',
    summary: 'A match\'s live text so far, oldest first, in the caller\'s locale; `afterSeq` returns only newer lines.',
    access: access.public,
    payload: byMatch.extend({ afterSeq: z.number().int().min(0, 'must be 0 or more').optional() }),
    reply: z.object({ id: z.string(), status: footballRow.shape.status, clock: z.string().nullable(), score: footballScore.nullable(), events: z.array(footballLiveTextLine) }),
  }),
  footballMatchStats: defineCall({
    module: 'MobileFoot',
    name: 'getFootStat',
    summary:
      'Match statistics: for a finished match the real statistics (shots, on target, fouls, corners, cards; `final`); for a live one the counts so far (corners, cards; `live`); before kick-off nothing (`none`). Unknown values are null. `available` is false when the source has no statistics for the match (the CSL file has none): show "no data", not zeros nor "after kick-off".',
    access: access.public,
    payload: byMatch,
    reply: z.object({
      id: z.string(),
      source: z.enum(['final', 'live', 'none']),
      available: z.boolean().describe('false: the source has no statistics for this match; every value is null'),
      home: teamStats,
      away: teamStats,
    }),
  }),
  footballOddsHistory: defineCall({
    module: 'MobileFoot',
    name: 'getGamePeiLv',
    summary:
      'Odds history for movement charts: per company and market the quotes in force since the market opened, oldest first, up to now. Optionally one market and/or one company.',
    access: access.public,
    payload: byMatch.extend({ market: footballOddsMarket.optional(), company: z.string().max(40).optional() }),
    reply: z.object({
      id: z.string(),
      paths: z.array(
        z.object({
          company: z.string(),
          companyName: z.string(),
          market: footballOddsMarket,
          steps: z.array(z.object({ at: epochMs, line: z.number().nullable(), prices: z.array(z.number()) })),
        }),
      ),
    }),
  }),
} as const;
