import { z } from 'zod';
import { access } from './access.ts';
import {
  basketballGame,
  basketballGameId,
  basketballOddsMarket,
  basketballPastGame,
  basketballDate,
  basketballDayListPayload,
  basketballPageInfo,
  basketballPoints,
  moneylinePrice,
  basketballStandingRow,
  basketballBoxScore,
  basketballTeamSplit,
  basketballWinLoss,
} from './basketball-shapes.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';

export * from './basketball-shapes.ts';

const byId = z.object({ id: basketballGameId });

/** History is as of the real game being replayed: only games played before it count. */
const historyNote = 'History (analysis, statistics) counts only real games played before the replayed game.';

export const basketballCalls = {
  liveBasketballGames: defineCall({
    module: 'MobileLan',
    name: 'getLanGameNow',
    summary:
      'NBA games around now: `live` (in play or in a break), `upcoming` (tip-off within the next 12 hours) and `finished` ' +
      '(tip-off within the last 12 hours), each by tip-off, at most 60 per group. `stale` is true when the feed is behind.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({
      stale: z.boolean(),
      refreshedAt: epochMs,
      live: z.array(basketballGame),
      upcoming: z.array(basketballGame),
      finished: z.array(basketballGame),
    }),
  }),
  basketballGamesOnDate: defineCall({
    module: 'MobileLan',
    name: 'getLanGameDate',
    summary:
      'The NBA games tipping off on a Beijing date, by tip-off (at most 60). Dates more than 60 days from today are refused. ' +
      'Outside the days the live board holds, a past date lists its replayed results (final score, no quarters or lottery number) ' +
      'and a later date its replayed fixtures (no score); `covered` is false only when neither answers.',
    access: access.public,
    payload: z.object({ date: basketballDate }),
    reply: z.object({ date: basketballDate, covered: z.boolean(), games: z.array(basketballGame) }),
  }),
  basketballGameDetail: defineCall({
    module: 'MobileLan',
    name: 'getLanGameDetail',
    summary:
      'One game: teams, status, clock, score, points per period (quarters then each overtime), half-time score and the ' +
      'number of overtime periods played so far.',
    access: access.public,
    payload: byId,
    reply: z.object({
      game: basketballGame,
      halfTime: basketballPoints.nullable(),
      overtimePeriods: z.number().int(),
      stale: z.boolean(),
    }),
  }),
  basketballLiveText: defineCall({
    module: 'MobileLan',
    name: 'getLanGameZb',
    summary:
      'Live text of one game (scoring plays and period ends) in the caller\'s language, oldest first: the lines after ' +
      '`afterSeq` (all when absent), at most `limit` (default 100, max 200); `hasMore` says more follow.',
    access: access.public,
    payload: z.object({
      id: basketballGameId,
      afterSeq: z.number().int().min(0).optional(),
      limit: z.number().int().min(1).max(200).default(100),
    }),
    reply: z.object({
      id: z.string(),
      status: z.string(),
      lines: z.array(
        z.object({
          seq: z.number().int(),
          /** `Q3 05:12`, `OT1 00:30`. */
          minute: z.string(),
          kind: z.string(),
          side: z.enum(['home', 'away']).nullable(),
          score: basketballPoints,
          text: z.string(),
        }),
      ),
      hasMore: z.boolean(),
    }),
  }),
  basketballAnalysis: defineCall({
    module: 'MobileLan',
    name: 'getLanGameFx',
    summary:
      'Pre-game analysis: the last `limit` (default 10, max 20) head-to-head games and each team\'s last `limit` games, ' +
      'each team\'s season home/away record, and the standings of both teams\' conferences (regular season, computed ' +
      `from results, with league rank). ${historyNote}`,
    access: access.public,
    payload: z.object({ id: basketballGameId, limit: z.number().int().min(1).max(20).default(10) }),
    reply: z.object({
      id: z.string(),
      season: z.string(),
      headToHead: z.object({ games: z.array(basketballPastGame), homeWins: z.number().int(), awayWins: z.number().int() }),
      recent: z.object({ home: z.array(basketballPastGame), away: z.array(basketballPastGame) }),
      homeRecord: z.object({ atHome: basketballWinLoss, onRoad: basketballWinLoss }),
      awayRecord: z.object({ atHome: basketballWinLoss, onRoad: basketballWinLoss }),
      standings: z.object({
        home: basketballStandingRow.nullable(),
        away: basketballStandingRow.nullable(),
        conferences: z.array(z.object({ conference: z.enum(['east', 'west']), rows: z.array(basketballStandingRow) })),
        /** 1–30 over the whole league by win percentage; null before the team's first game. */
        leagueRank: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
      }),
    }),
  }),
  basketballBoxScore: defineCall({
    module: 'MobileLan',
    name: 'getLanGameTj',
    summary:
      'Team box scores (NBA.com) of a game. `available` says what there is: `box_score` (finished, both teams), ' +
      '`live` (in play or at a break: each team\'s box so far, growing to the final one; its points are the score), ' +
      '`periods_only` (no box score, as for playoff games: only the score by period, `home`/`away` null), ' +
      '`not_started`.',
    access: access.public,
    payload: byId,
    reply: z.object({
      id: z.string(),
      available: z.enum(['box_score', 'live', 'periods_only', 'not_started']),
      home: basketballBoxScore.nullable(),
      away: basketballBoxScore.nullable(),
      periods: z.object({ home: z.array(z.number().int()), away: z.array(z.number().int()) }).nullable(),
    }),
  }),
  basketballOdds: defineCall({
    module: 'MobileLan',
    name: 'getLanGameZs',
    summary:
      'Odds of one game per company and market (spread = home handicap line, total line, moneyline [home, away] in ' +
      'decimal odds): opening quote, the quote in force now (closing once tipped off) and the movement up to now. The NBA ' +
      'data has one quote per game, so its paths are flat (opening = closing).',
    access: access.public,
    payload: byId,
    reply: z.object({ id: z.string(), markets: z.array(basketballOddsMarket) }),
  }),
  basketballSeasonStats: defineCall({
    module: 'MobileLan',
    name: 'getLanTongJi',
    summary:
      'Season statistics of the two teams in the game\'s season (all stages): games, wins, losses, average points for and ' +
      'against, against-the-spread record and over/under record, overall, at home and on the road. ' + historyNote,
    access: access.public,
    payload: byId,
    reply: z.object({
      id: z.string(),
      season: z.string(),
      home: z.object({ all: basketballTeamSplit, atHome: basketballTeamSplit, onRoad: basketballTeamSplit }),
      away: z.object({ all: basketballTeamSplit, atHome: basketballTeamSplit, onRoad: basketballTeamSplit }),
    }),
  }),
  basketballTotalsList: defineCall({
    module: 'MobileLan',
    name: 'getGameDxfList',
    summary:
      'The day\'s games (Beijing date) with points over/under: the bookmaker total line, the lottery 大小分 line (the ' +
      'bookmaker line moved to .5) with 大/小 prices derived from it by the basketball model at the lottery return rate, ' +
      'and once finished the total points and both results. Paged by tip-off.',
    access: access.public,
    payload: basketballDayListPayload,
    reply: z.object({
      ...basketballPageInfo,
      items: z.array(
        z.object({
          game: basketballGame,
          line: z.number().nullable(),
          lottery: z.object({ line: z.number(), over: z.number(), under: z.number() }).nullable(),
          result: z
            .object({
              totalPoints: z.number().int(),
              /** Against the bookmaker line; null without a line. */
              bookmaker: z.enum(['over', 'under', 'push']).nullable(),
              lottery: z.enum(['over', 'under']).nullable(),
            })
            .nullable(),
        }),
      ),
    }),
  }),
  basketballMoneylineList: defineCall({
    module: 'MobileLan',
    name: 'getGameDuoList',
    summary:
      'The day\'s games with the 独赢 moneyline: each side\'s price as decimal and American odds with the implied ' +
      'probability. `source` is `bookmaker` when the NBA data quotes a moneyline, `model` when it is derived from the ' +
      'spread (the data stops quoting moneylines in January 2023) at the data\'s median bookmaker margin, null without ' +
      'either. Once finished, the winner. Paged by tip-off.',
    access: access.public,
    payload: basketballDayListPayload,
    reply: z.object({
      ...basketballPageInfo,
      items: z.array(
        z.object({
          game: basketballGame,
          source: z.enum(['bookmaker', 'model']).nullable(),
          home: moneylinePrice.nullable(),
          away: moneylinePrice.nullable(),
          /** Sum of both implied probabilities (1.04 = 4 % margin). */
          overround: z.number().nullable(),
          winner: z.enum(['home', 'away']).nullable(),
        }),
      ),
    }),
  }),
  basketballSpreadList: defineCall({
    module: 'MobileLan',
    name: 'getGameRfList',
    summary:
      'The day\'s games with the spread: the bookmaker home handicap, the lottery 让分 handicap (moved to .5) with home/away ' +
      'prices derived by the basketball model at the lottery return rate, and once finished the margin, who covered the ' +
      'bookmaker spread (`push` on an exact line) and the lottery result. Paged by tip-off.',
    access: access.public,
    payload: basketballDayListPayload,
    reply: z.object({
      ...basketballPageInfo,
      items: z.array(
        z.object({
          game: basketballGame,
          line: z.number().nullable(),
          lottery: z.object({ handicap: z.number(), home: z.number(), away: z.number() }).nullable(),
          result: z
            .object({
              margin: z.number().int(),
              cover: z.enum(['home', 'away', 'push']).nullable(),
              lottery: z.enum(['home', 'away']).nullable(),
            })
            .nullable(),
        }),
      ),
    }),
  }),
} as const;
