import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';
import { footballCompanyQuotes, footballDayPage, footballDayQuery, footballRow, footballSide } from './football-common.ts';

/**
 * The football day lists: the live board, a day's matches, and the day lists with one market's
 * prices or one derived index per match (the spec's dateGame variants). Prices come from the
 * bookmakers' odds history: `opening` is the first quote, `current` the quote in force now
 * (the closing quote once the match has kicked off).
 */

const outcomeProbabilities = z.object({ home: z.number(), draw: z.number(), away: z.number() });

export const upsetRow = footballRow.extend({
  favourite: footballSide,
  favouritePrice: z.number().describe('the favourite\'s average closing win price'),
  state: z.enum(['losing', 'lost']),
});

export const handicapRow = footballRow.extend({
  companies: z.array(footballCompanyQuotes).describe('Asian handicap: line = home handicap, prices [home, away]'),
});

export const kellyRow = footballRow.extend({
  consensus: outcomeProbabilities.describe('average of the companies\' margin-free outcomeProbabilities'),
  companies: z.array(
    z.object({
      company: z.string(),
      companyName: z.string(),
      prices: z.array(z.number()).describe('current 1X2 [home, draw, away]'),
      kelly: z.array(z.number()).describe('price × consensus probability, [home, draw, away]'),
    }),
  ),
});

export const pinnacleRow = footballRow.extend({
  opening: z.array(z.number()).describe('1X2 [home, draw, away]'),
  current: z.array(z.number()),
});

export const oddsComparisonRow = footballRow.extend({
  companies: z.array(z.object({ company: z.string(), companyName: z.string(), prices: z.array(z.number()) })),
  average: z.array(z.number()).describe('per footballOutcome, over the companies listed'),
  max: z.array(z.number()),
});

export const bankerRow = footballRow.extend({
  favourite: footballSide,
  probability: z.number().describe('the favourite\'s consensus win probability, 0–1'),
  price: z.number().describe('the favourite\'s average current win price'),
});

export const overUnderRow = footballRow.extend({
  companies: z.array(footballCompanyQuotes).describe('over/under: line = goals, prices [over, under]'),
});

export const scoreTotalRow = footballRow.extend({
  line: z.number().nullable().describe('the most quoted current over/under line'),
  overPrice: z.number().nullable(),
  underPrice: z.number().nullable(),
  result: z.enum(['over', 'under', 'push']).nullable().describe('null until decided (finished, or live and already over)'),
});

const footballDayCall = <N extends string, R extends z.ZodType>(name: N, summary: string, row: R) =>
  defineCall({ module: 'MobileFoot', name, summary, access: access.public, payload: footballDayQuery, reply: footballDayPage(row) });

export const footballListCalls = {
  liveFootballMatches: defineCall({
    module: 'MobileFoot',
    name: 'gameNow',
    summary:
      'Football now: every live match, matches kicking off within the next 3 hours and matches that kicked off within the last 4 hours and have finished; by kick-off. Rebuilt at most once a minute or on a feed change.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ stale: z.boolean(), refreshedAt: epochMs, items: z.array(footballRow) }),
  }),
  footballMatchesByDate: footballDayCall(
    'dateGame',
    'The football matches kicking off on a Beijing day (default today; the board holds a few days back and a week ahead), optionally of some competitions, by kick-off, paged.',
    footballRow,
  ),
  footballUpsets: footballDayCall(
    'dateGameBaoLen',
    'The day\'s matches where the pre-match favourite (lower average closing win price among home and away) is losing (live) or lost (finished).',
    upsetRow,
  ),
  footballHandicapOdds: footballDayCall(
    'dateGameYaRang',
    'The day\'s matches with the Asian handicap line and prices of every company quoting it, opening and current. Matches without a footballQuote are left out.',
    handicapRow,
  ),
  footballKellyIndices: footballDayCall(
    'dateGameKaili',
    'The day\'s matches with Kelly indices per company: current 1X2 price × consensus probability, where the consensus is the average of the companies\' margin-free outcomeProbabilities (market max/average rows excluded). Above 1 means that company pays more than the market thinks fair.',
    kellyRow,
  ),
  footballPinnacleOdds: footballDayCall(
    'dateGamePin',
    'The day\'s matches Pinnacle quotes, with its 1X2 opening and current prices.',
    pinnacleRow,
  ),
  footballOddsComparison: footballDayCall(
    'dateGameDuo',
    'The day\'s matches with the current 1X2 prices of every company and, per footballOutcome, their average and maximum.',
    oddsComparisonRow,
  ),
  footballBankerCandidates: footballDayCall(
    'dateGameDingdan',
    'Banker candidates: the day\'s matches with 1X2 odds ranked by the favourite\'s consensus win probability, highest first.',
    bankerRow,
  ),
  footballOverUnderOdds: footballDayCall(
    'dataGameDxq',
    'The day\'s matches with the over/under (2.5 goals) line and prices of every company quoting it, opening and current.',
    overUnderRow,
  ),
  footballScoresWithTotals: defineCall({
    module: 'MobileFootNew',
    name: 'getBfdxqList',
    summary:
      'The day\'s matches with the score, the most quoted current over/under line with average prices, and the over/under result once decided.',
    access: access.public,
    payload: footballDayQuery,
    reply: footballDayPage(scoreTotalRow),
  }),
  featuredFootballMatches: defineCall({
    module: 'MobileFootNew',
    name: 'getYouxList',
    summary:
      'Featured matches of a Beijing day (default today): the top competitions first (Premier League, La Liga, Serie A, Bundesliga, Ligue 1, Chinese Super League), then by kick-off; at most 20.',
    access: access.public,
    payload: footballDayQuery.pick({ date: true }),
    reply: z.object({ date: z.string(), stale: z.boolean(), items: z.array(footballRow) }),
  }),
} as const;
