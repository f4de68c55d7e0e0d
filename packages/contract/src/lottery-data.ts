import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';

/**
 * Lottery data for the day's matches (issue 3, "Lottery data"): official-style numbers
 * (周六001), jingcai football and beidan prices derived from the bookmaker odds (never invented),
 * and the weekend 14-match issues (胜负彩 / 任选9). Rules: lottery-rules.md; the calendar and
 * issue rules the rules file leaves open are in the server's `modules/lottery-data` README.
 *
 * Prices are decimal: jingcai odds with 2 decimals (stake included, at the play's return rate),
 * beidan SP with up to 6 decimals (an indicative pool share; the 65 % is applied to the prize).
 * A match's prices are those of the bookmaker quote in force when its sales close (or now, while
 * they are open); `prices` are null until a quote exists.
 */

/** A lottery business day, `YYYY-MM-DD` (it runs 12:00–12:00 Beijing and takes its start date). */
export const lotteryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real date');

/** A 14-match issue number: two-digit year + three-digit week of its Saturday (`26047`). */
export const lotteryIssueNumber = z.string().regex(/^\d{5}$/, 'must be a 5-digit issue number such as 26047');

const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a match id (letters, digits, _ or -, at most 40)');

/** The day lists' payload: a business day (default: the one in progress) and optionally one match. */
export const lotteryDayQuery = z.object({
  date: lotteryDay.optional(),
  matchId: matchId.optional().describe('only this match (not-found unless it is on that day\'s lottery list)'),
});
export type LotteryDayQuery = z.input<typeof lotteryDayQuery>;

const score = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });
const team = z.object({ id: z.string(), name: z.string().describe('short name in the caller\'s locale') });

/** A jingcai option: its code as in lottery-rules.md and its fixed price. */
export const jingcaiOption = z.object({ code: z.string(), odds: z.number().describe('decimal, 2 decimals, stake included') });
/** A beidan option: its code and indicative SP. */
export const beidanOption = z.object({ code: z.string(), sp: z.number().describe('decimal, up to 6 decimals') });

/** The bookmaker quote a match's prices were derived from. */
export const lotteryQuote = z.object({
  company: z.string(),
  oneXTwo: z.array(z.number()).length(3),
  overUnder25: z.array(z.number()).length(2).nullable().describe('null: the goal model used its no-O/U prior'),
  quotedAt: epochMs,
});

/** What every lottery day row shows. */
export const lotteryMatchBase = z.object({
  id: z.string(),
  number: z.string().describe('e.g. 周六001'),
  day: z.string(),
  competitionId: z.string(),
  competition: z.string(),
  home: team,
  away: team,
  kickoffAt: epochMs,
  saleCloseAt: epochMs.describe('kick-off within sales hours (09:00–22:00, weekends 23:00 Beijing), else the end of the last session before it'),
  status: z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']),
  score: score.nullable(),
  halfTime: score.nullable(),
  quote: lotteryQuote.nullable(),
});
export type LotteryMatchBase = z.infer<typeof lotteryMatchBase>;

function lotteryDayReply<T extends z.ZodType>(row: T) {
  return z.object({
    day: z.string(),
    weekday: z.string().describe('周一 … 周日'),
    stale: z.boolean(),
    matches: z.array(row).max(300),
  });
}

export const spfRow = lotteryMatchBase.extend({
  spf: z.array(jingcaiOption).length(3).nullable().describe('胜平负 3/1/0 at the 0.89 return rate, from the de-margined 1X2'),
  rqspf: z
    .object({ handicap: z.number().int(), options: z.array(jingcaiOption).length(3) })
    .nullable()
    .describe('让球胜平负 at the integer home handicap (−1: home gives one goal), from the goal model'),
  result: z.object({ spf: z.string(), rqspf: z.string().nullable() }).nullable().describe('winning codes once finished'),
});
export const bifenRow = lotteryMatchBase.extend({
  bf: z.array(jingcaiOption).length(31).nullable().describe('比分, 31 options in rule order, from the goal model at 0.72'),
  result: z.string().nullable().describe('the winning BF option once finished (e.g. 2:1, 胜其他)'),
});
export const bqcRow = lotteryMatchBase.extend({
  bqc: z.array(jingcaiOption).length(9).nullable().describe('半全场 33 31 30 13 11 10 03 01 00 at 0.75'),
  result: z.string().nullable().describe('the winning BQC option once finished; null without a half-time score'),
});
export const qiuRow = lotteryMatchBase.extend({
  zjq: z.array(jingcaiOption).length(8).nullable().describe('总进球 0 … 6, 7+ at 0.78'),
  result: z.string().nullable(),
});
export const sxdsRow = lotteryMatchBase.extend({
  sxds: z.array(beidanOption).length(4).nullable().describe('beidan 上下单双 上单 上双 下单 下双 (上: 3+ goals; 单: odd total)'),
  result: z.string().nullable(),
});
export const fanboOption = z.object({
  code: z.string().describe('a jingcai BF option'),
  notProbability: z.number().describe('P(the final score is NOT this option), from the goal model'),
  odds: z.number().nullable().describe('0.95 / notProbability, 4 decimals; null when that is not above 1'),
});
export const fanboRow = lotteryMatchBase.extend({
  fanbo: z.array(fanboOption).length(31).nullable(),
  result: z.string().nullable().describe('the BF option of the final score: the only 反波胆 option that loses'),
});

/** A 14-match issue in a list. */
export const lotteryIssueSummary = z.object({
  number: z.string(),
  saturday: z.string().describe('the weekend\'s Saturday'),
  status: z.enum(['selling', 'closed', 'drawn']),
  salesCloseAt: epochMs.describe('the first kick-off of the 14'),
  lastKickoffAt: epochMs,
  settled: z.number().int().min(0).max(14),
  result: z.string().nullable().describe('14 characters of 3/1/0 (* = void, counts as every answer) once all are settled'),
});
export type LotteryIssueSummary = z.infer<typeof lotteryIssueSummary>;

export const lotteryIssueMatch = z.object({
  position: z.number().int().min(1).max(14),
  id: z.string(),
  number: z.string().nullable().describe('the jingcai number of the same match'),
  competitionId: z.string(),
  competition: z.string(),
  home: team,
  away: team,
  kickoffAt: epochMs,
  status: z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']),
  score: score.nullable(),
  halfTime: score.nullable(),
  spf: z.array(jingcaiOption).length(3).nullable().describe('reference prices: the jingcai SPF of the match'),
  result: z.enum(['3', '1', '0', '*']).nullable(),
});

const issuePayload = z.object({ issue: lotteryIssueNumber });

export const lotteryDataCalls = {
  lotterySpfPrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameSpf',
    summary: 'The day\'s jingcai football matches (by number) with 胜平负 and 让球胜平负 prices and, once finished, the winning codes.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(spfRow),
  }),
  lotteryScorePrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameBifen',
    summary: 'The day\'s jingcai football matches with 比分 (correct score, 31 options) prices and the winning option once finished.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(bifenRow),
  }),
  lotteryHalfFullPrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameBqc',
    summary: 'The day\'s jingcai football matches with 半全场 (half-time/full-time, 9 options) prices and the winning option once finished.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(bqcRow),
  }),
  lotteryTotalGoalsPrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameQiu',
    summary: 'The day\'s jingcai football matches with 总进球 (total goals 0–6, 7+) prices and the winning option once finished.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(qiuRow),
  }),
  lotteryOddEvenPrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameSxds',
    summary: 'The day\'s lottery football matches with beidan 上下单双 indicative SP (上 = 3+ goals, 下 = 0–2; 单/双 = odd/even total) and the winning option once finished.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(sxdsRow),
  }),
  lotteryReverseScorePrices: defineCall({
    module: 'MobileFoot',
    name: 'dateGameFanbo',
    summary:
      'The day\'s lottery football matches with 反波胆 (reverse correct score): for each of the 31 jingcai BF options, the probability that the final score (90 minutes) is NOT that option, from the goal model fitted to the bookmaker odds, and its price 0.95 / that probability (4 decimals; null when not above 1). Not a lottery play: an odds-site market shown beside BF.',
    access: access.public,
    payload: lotteryDayQuery,
    reply: lotteryDayReply(fanboRow),
  }),
  lotteryIssues: defineCall({
    module: 'MobileFoot',
    name: 'getChangMuList',
    summary: '14-match issues (胜负彩 / 任选9): those on sale or awaiting results first, then the drawn ones (older weekends rebuilt from the replayed seasons, up to a year back), newest first; at most 10.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ stale: z.boolean(), issues: z.array(lotteryIssueSummary).max(10) }),
  }),
  lotteryIssueDetail: defineCall({
    module: 'MobileFoot',
    name: 'getChangQiDetail',
    summary: 'One 14-match issue: its 14 matches in issue order with reference SPF prices and results (3/1/0, * void). Unknown issue: not found.',
    access: access.public,
    payload: issuePayload,
    reply: lotteryIssueSummary.extend({ matches: z.array(lotteryIssueMatch).length(14) }),
  }),
  lotteryIssueNumbers: defineCall({
    module: 'MobileFoot',
    name: 'getQiList',
    summary: 'Issue numbers, newest first: the weekends on the board and up to a year of weekends before it; paged (at most 50 a page).',
    access: access.public,
    payload: z.object({
      page: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(1),
      pageSize: z.number().int().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(20),
    }),
    reply: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int().nonnegative(),
      issues: z.array(lotteryIssueSummary.pick({ number: true, saturday: true, status: true, salesCloseAt: true, settled: true, result: true })),
    }),
  }),
  lotteryIssueStatistics: defineCall({
    module: 'MobileFoot',
    name: 'getQiTonJi',
    summary:
      'Statistics of an issue\'s settled results: counts of 3/1/0 and void, sum, breaks (changes between neighbours), and hits by price rank of the reference SPF prices (favourite = lowest price; upsets = won by the longest price). Unknown issue: not found.',
    access: access.public,
    payload: issuePayload,
    reply: z.object({
      number: z.string(),
      status: z.enum(['selling', 'closed', 'drawn']),
      settled: z.number().int(),
      count3: z.number().int(),
      count1: z.number().int(),
      count0: z.number().int(),
      voided: z.number().int(),
      sum: z.number().int(),
      breaks: z.number().int(),
      favouriteHits: z.number().int(),
      secondHits: z.number().int(),
      thirdHits: z.number().int(),
      upsets: z.array(z.number().int().min(1).max(14)).describe('positions won by the longest price'),
    }),
  }),
} as const;
