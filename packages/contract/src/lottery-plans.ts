import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';
import { lotteryIssueMatch, lotteryIssueNumber, lotteryIssueSummary } from './lottery-data.ts';
import {
  basketballCalculatorMatch,
  beidanCalculatorMatch,
  calculatorMatchesQuery,
  calculatorMatchesReply,
  footballCalculatorMatch,
} from './lottery-plans-matches.ts';
import {
  MAX_SAVED_PLANS,
  planId,
  planInput,
  planListQuery,
  planListReply,
  planRecord,
  planShareId,
  type PlanKind,
} from './lottery-plans-records.ts';

export * from './lottery-plans-matches.ts';
export * from './lottery-plans-records.ts';

/**
 * The lottery calculators' calls (MobileJin): the matches on sale with every play's prices, the
 * 14-match issues, and saved plans (add / list / detail / delete per family, plus a public read
 * by share code). Scoreline sells no tickets: a plan is taken to a lottery shop.
 */

/** The spec's record families and their pinyin stems: `add{Stem}Record`, `get{Stem}RecordList`, … */
const STEMS: Record<PlanKind, { stem: string; label: string }> = {
  football: { stem: 'JingZu', label: 'jingcai football' },
  basketball: { stem: 'LanQiu', label: 'jingcai basketball' },
  beidan: { stem: 'BeiDan', label: 'beidan' },
  pool: { stem: 'Sfc', label: '14-match (胜负彩) and pick-9 (任选9)' },
};

function recordCalls(kind: PlanKind) {
  const { stem, label } = STEMS[kind];
  return {
    save: defineCall({
      module: 'MobileJin',
      name: `add${stem}Record`,
      summary: `Saves a ${label} plan of the caller. The server recomputes bets and cost (and the optimisation or filters) and refuses a plan whose claimed numbers disagree, a match not on sale, or more than ${MAX_SAVED_PLANS} plans.`,
      access: access.user,
      payload: planInput,
      reply: planRecord,
    }),
    list: defineCall({
      module: 'MobileJin',
      name: `get${stem}RecordList`,
      summary: `The caller's saved ${label} plans, newest first, with the settled prize once their matches finished.`,
      access: access.user,
      payload: planListQuery,
      reply: planListReply,
    }),
    detail: defineCall({
      module: 'MobileJin',
      name: `get${stem}RecordDetail`,
      summary: `One saved ${label} plan of the caller with its odds as saved, the matches' results and, once all finished, its settlement. Someone else's plan: not found.`,
      access: access.user,
      payload: planId,
      reply: planRecord,
    }),
    remove: defineCall({
      module: 'MobileJin',
      name: `del${stem}Record`,
      summary: `Deletes one saved ${label} plan of the caller (its share link stops working).`,
      access: access.user,
      payload: planId,
      reply: z.object({ id: z.string(), deleted: z.literal(true) }),
    }),
    share: defineCall({
      module: 'MobileJin',
      name: `get${stem}RecordShare`,
      summary: `A shared ${label} plan by its share code, for anyone (no login): the odds it was made with, results and settlement.`,
      access: access.public,
      payload: planShareId,
      reply: planRecord,
    }),
  };
}

const football = recordCalls('football');
const basketball = recordCalls('basketball');
const beidan = recordCalls('beidan');
const pool = recordCalls('pool');

export const lotteryPlanCalls = {
  calculatorFootballMatches: defineCall({
    module: 'MobileJin',
    name: 'getJinList',
    summary: 'Jingcai football matches on sale (or of one business day) with SPF, RQSPF (and its handicap), BF, ZJQ and BQC prices and single (单关) flags, by number.',
    access: access.public,
    payload: calculatorMatchesQuery,
    reply: calculatorMatchesReply(footballCalculatorMatch),
  }),
  calculatorBasketballMatches: defineCall({
    module: 'MobileJin',
    name: 'getLanJinList',
    summary: 'Jingcai basketball matches on sale (or of one business day) with SF, RFSF (handicap), SFC and DXF (line) prices, by number.',
    access: access.public,
    payload: calculatorMatchesQuery,
    reply: calculatorMatchesReply(basketballCalculatorMatch),
  }),
  calculatorBeidanMatches: defineCall({
    module: 'MobileJin',
    name: 'getBeiDanWei',
    summary: 'Beidan matches on sale (or of one business day) with indicative SP for SPF (integer handicap), ZJQ, SXDS, BF (25) and BQC.',
    access: access.public,
    payload: calculatorMatchesQuery,
    reply: calculatorMatchesReply(beidanCalculatorMatch),
  }),
  poolIssues: defineCall({
    module: 'MobileJin',
    name: 'getGame14MuLu',
    summary: '14-match issues for the sfc / rjiu calculators: on sale or awaiting results first, then drawn ones; at most 10.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ stale: z.boolean(), issues: z.array(lotteryIssueSummary).max(10) }),
  }),
  poolIssue: defineCall({
    module: 'MobileJin',
    name: 'getGame14Detail',
    summary: 'One 14-match issue (default: the one on sale, else the latest) with its matches in issue order, reference SPF prices and results.',
    access: access.public,
    payload: z.object({ issue: lotteryIssueNumber.optional() }),
    reply: lotteryIssueSummary.extend({ matches: z.array(lotteryIssueMatch).length(14) }),
  }),
  calculatorSaveTips: defineCall({
    module: 'MobileJin',
    name: 'getJsqSaveTips',
    summary: 'What the save page tells the user: limits, and how many plans of each family the caller has (0 without a login).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({
      maxSavedPlans: z.number().int(),
      maxPlanMultiple: z.number().int(),
      maxOptimisedRows: z.number().int(),
      saved: z.object({ football: z.number().int(), basketball: z.number().int(), beidan: z.number().int(), pool: z.number().int() }).nullable(),
      sellsTickets: z.literal(false).describe('Scoreline sells no tickets: a plan is for reference, bought at a lottery shop'),
    }),
  }),
  saveFootballPlan: football.save,
  footballPlans: football.list,
  footballPlan: football.detail,
  deleteFootballPlan: football.remove,
  sharedFootballPlan: football.share,
  saveBasketballPlan: basketball.save,
  basketballPlans: basketball.list,
  basketballPlan: basketball.detail,
  deleteBasketballPlan: basketball.remove,
  sharedBasketballPlan: basketball.share,
  saveBeidanPlan: beidan.save,
  beidanPlans: beidan.list,
  beidanPlan: beidan.detail,
  deleteBeidanPlan: beidan.remove,
  sharedBeidanPlan: beidan.share,
  savePoolPlan: pool.save,
  poolPlans: pool.list,
  poolPlan: pool.detail,
  deletePoolPlan: pool.remove,
  sharedPoolPlan: pool.share,
} as const;

/** The record calls of each family, for code that works on any of them. */
export const planCallsByKind = {
  football: { save: football.save, list: football.list, detail: football.detail, remove: football.remove, share: football.share },
  basketball: { save: basketball.save, list: basketball.list, detail: basketball.detail, remove: basketball.remove, share: basketball.share },
  beidan: { save: beidan.save, list: beidan.list, detail: beidan.detail, remove: beidan.remove, share: beidan.share },
  pool: { save: pool.save, list: pool.list, detail: pool.detail, remove: pool.remove, share: pool.share },
} as const;

