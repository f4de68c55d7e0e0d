import { z } from 'zod';
import { access } from './access.ts';
import { aiMatchLabel, aiPick, aiPlan, aiPlanType, aiRecords, aiSport } from './ai-shapes.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';

/**
 * Chase plans (追击, zuiji) and AI plan notifications (MobileFoot, MobileIndex, MobileAi).
 *
 * A chase plan follows one AI plan line (e.g. football 胜平负 singles) step by step with a stake
 * progression and a stop-loss the user must set. The server computes every step from the
 * published plans and their settlements; nothing is ever placed anywhere. The lines' records are
 * free; the chase plans themselves need the zuiji subscription (MobileCoin/payZuiji).
 */

/** Every stake is a whole number of 2-yuan lottery tickets (注). */
export const CHASE_TICKET_YUAN = 2;
export const CHASE_LIMITS = {
  baseStake: { min: 2, max: 10_000 },
  stopLoss: { min: 2, max: 1_000_000 },
  takeProfit: { min: 2, max: 1_000_000 },
  maxSteps: { min: 1, max: 50 },
  ratio: { min: 1.1, max: 3 },
  maxRaises: { min: 1, max: 8 },
  cycleProfit: { min: 2, max: 100_000 },
  /** Chase plans a user may keep running at once. */
  running: 10,
} as const;

const L = CHASE_LIMITS;
const yuan = (field: keyof typeof L & ('baseStake' | 'stopLoss' | 'takeProfit' | 'cycleProfit')) =>
  z
    .number({ error: (i) => (i.input === undefined ? 'is required' : 'must be a number of yuan') })
    .int('must be whole yuan')
    .min(L[field].min, `must be at least ${L[field].min}`)
    .max(L[field].max, `must be at most ${L[field].max}`);

/**
 * The progressions:
 * - flat: every step stakes the base stake.
 * - martingale: after each loss the stake is multiplied by `ratio`, at most `maxRaises` times in a
 *   row (then it stays there); a win returns to the base stake.
 * - recovery: each step stakes what would, if it won at the plan's published odds, recover the
 *   cycle's losses and make `cycleProfit`; a step that ends the cycle in profit starts a new cycle.
 * Stakes are rounded up to whole 2-yuan tickets and never exceed what the stop-loss still allows:
 * when the progression asks for more, the chase stops instead (status stopLoss).
 */
export const chaseProgression = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat') }),
  z.object({
    kind: z.literal('martingale'),
    ratio: z.number({ error: 'is required' }).min(L.ratio.min, `must be at least ${L.ratio.min}`).max(L.ratio.max, `must be at most ${L.ratio.max}`),
    maxRaises: z.number({ error: 'is required' }).int('must be a whole number').min(L.maxRaises.min, `must be at least ${L.maxRaises.min}`).max(L.maxRaises.max, `must be at most ${L.maxRaises.max}`),
  }),
  z.object({ kind: z.literal('recovery'), cycleProfit: yuan('cycleProfit') }),
], { error: 'must be flat, martingale or recovery' });
export type ChaseProgression = z.infer<typeof chaseProgression>;

export const chaseSettingsFields = z.object({
  line: aiPlanType.describe('the AI plan line followed'),
  baseStake: yuan('baseStake').refine((v) => v % CHASE_TICKET_YUAN === 0, 'must be a multiple of 2 (one ticket is 2 yuan)'),
  progression: chaseProgression,
  maxSteps: z.number({ error: 'is required' }).int('must be a whole number').min(L.maxSteps.min, `must be at least ${L.maxSteps.min}`).max(L.maxSteps.max, `must be at most ${L.maxSteps.max}`),
  stopLoss: yuan('stopLoss').describe('required: the most the chase may lose in total; it stops before a stake could lose more'),
  takeProfit: yuan('takeProfit').nullable().default(null).describe('optional: stop once the profit reaches this'),
});

/** The checks between fields, reported on the field to change. */
export const chaseSettings = chaseSettingsFields.superRefine((s, ctx) => {
  if (s.stopLoss < s.baseStake) ctx.addIssue({ code: 'custom', path: ['stopLoss'], message: 'must be at least the base stake' });
});
export type ChaseSettings = z.infer<typeof chaseSettings>;

export const chaseStatus = z.enum(['running', 'stopLoss', 'target', 'completed', 'ended']).describe(
  'running: waiting for the next plan or a result; stopLoss: the next stake would pass the stop-loss; target: take-profit reached; completed: all steps done; ended: stopped by the user',
);
export type ChaseStatus = z.infer<typeof chaseStatus>;

export const chaseStep = z.object({
  index: z.number().int().describe('1-based'),
  planId: z.string(),
  kickoffAt: epochMs,
  matches: z.array(aiMatchLabel),
  odds: z.number().describe('the return per 1 yuan if the plan wins, from its published lottery odds'),
  stake: z.number().int().describe('yuan, whole 2-yuan tickets'),
  outcome: z.enum(['won', 'lost']).nullable().describe('null while the plan is not settled'),
  returned: z.number().nullable().describe('yuan returned (stake × settled return), null while pending'),
  profit: z.number().nullable().describe('returned − stake'),
  balance: z.number().nullable().describe('running profit (+) or loss (−) after this step'),
  picks: z.array(aiPick).nullable().describe('shown once the plan is settled'),
});
export type ChaseStep = z.infer<typeof chaseStep>;

export const chasePlanSummary = z.object({
  id: z.number().int(),
  settings: chaseSettingsFields,
  startedAt: epochMs.describe('only plans kicking off after this are followed'),
  status: chaseStatus,
  steps: z.number().int().describe('steps taken (settled or pending)'),
  staked: z.number().describe('yuan staked on settled steps'),
  balance: z.number().describe('running profit (+) or loss (−) in yuan over settled steps'),
  lossAllowance: z.number().describe('stopLoss + balance in whole 2-yuan tickets: the most the next stakes may still lose'),
});
export type ChasePlanSummary = z.infer<typeof chasePlanSummary>;

export const chasePlanDetail = chasePlanSummary.extend({
  stepList: z.array(chaseStep),
  nextStake: z.number().int().nullable().describe('the stake of the next step if the progression knows it (flat, martingale); null when stopped or for recovery'),
});
export type ChasePlanDetail = z.infer<typeof chasePlanDetail>;

export const chaseLine = z.object({
  line: aiPlanType,
  sport: aiSport,
  legs: z.number().int().describe('1 = singles, 2 = 2串1'),
  records: aiRecords.describe('the line\'s settled plans over 7 / 30 / all days (free)'),
});

export const chaseSubscription = z.object({
  subscribed: z.boolean(),
  activeUntil: epochMs.nullable().describe('buy or renew with MobileCoin/payZuiji (ids from MobileVip/getZuiShopList)'),
});

export const chaseList = chaseSubscription.extend({
  lines: z.array(chaseLine),
  plans: z.array(chasePlanSummary).describe('the caller\'s chase plans, newest first; empty without a subscription or login'),
});
export type ChaseList = z.infer<typeof chaseList>;

export const chaseSetView = chaseSubscription.extend({
  limits: z.object({ baseStake: z.object({ min: z.number(), max: z.number() }), stopLoss: z.object({ min: z.number(), max: z.number() }), maxSteps: z.object({ min: z.number(), max: z.number() }) }),
  defaults: chaseSettingsFields.omit({ line: true, stopLoss: true }).describe('what the form starts with; the stop-loss has no default on purpose: the user sets it'),
  plans: z.array(chasePlanSummary),
});

export const saveChasePayload = z.object({
  id: z.number().int().positive().optional().describe('a chase plan with no step yet may be changed; omit to start a new one'),
  end: z.literal(true).optional().describe('with id: end that chase plan (its steps stay)'),
  settings: chaseSettings.optional().describe('required unless ending'),
}).superRefine((p, ctx) => {
  if (p.end && p.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'is required to end a chase plan' });
  if (!p.end && !p.settings) ctx.addIssue({ code: 'custom', path: ['settings'], message: 'is required' });
});

export const notifyLine = z.object({ line: aiPlanType, sport: aiSport, notify: z.boolean() });
export const jhNotifySettings = z.object({
  lines: z.array(notifyLine),
  topic: z.string().describe('subscribe to this push topic (`sub|…`); each new plan of a chosen line arrives there as a `gameMsg` frame carrying an AiPlanNotice'),
});

/** `gameMsg` on the user's own topic: a new AI plan of a line they chose was published. */
export const aiPlanNotice = z.object({
  kind: z.literal('aiPlan'),
  id: z.string(),
  sport: aiSport,
  line: aiPlanType,
  day: z.string(),
  kickoffAt: epochMs,
  priceCoins: z.number().int(),
});
export type AiPlanNotice = z.infer<typeof aiPlanNotice>;

/** The most notices one catch-up (getJhSets with `since`) returns: the newest ones. */
export const NOTICE_CATCH_UP_LIMIT = 50;

export const missedNotice = aiPlanNotice.extend({ announcedAt: epochMs.describe('when the notice went out on the topic') });
export type MissedNotice = z.infer<typeof missedNotice>;

/**
 * The notices announced after `since` that a socket which was down (offline, app closed, server
 * restart) did not hear: every announced plan of a line the caller chooses now that is still
 * before kick-off (a plan past kick-off can no longer be bought, so it is not news).
 */
export const missedNotices = z.object({
  notices: z.array(missedNotice).describe(`announced after \`since\`, oldest first; at most ${NOTICE_CATCH_UP_LIMIT}, the newest when there are more`),
  more: z.boolean().describe(`true when more than ${NOTICE_CATCH_UP_LIMIT} were announced after \`since\` and the oldest were left out`),
  next: epochMs.describe('pass as `since` next time; it lags the server clock by a minute so a notice being announced during the call comes again: drop the ids already shown'),
});
export type MissedNotices = z.infer<typeof missedNotices>;

export const jhNotifyPayload = z.object({
  since: z.number({ error: 'must be a time in ms since 1970' })
    .int('must be whole milliseconds')
    .nonnegative('must not be negative')
    .max(8_640_000_000_000_000, 'must be a time a date can hold') // the latest instant a JS Date (and timestamptz) can hold
    .optional()
    .describe('ask for the notices announced after this (the previous reply\'s `missed.next`; 0 the first time)'),
});

export const myAiPlans = z.object({
  plans: z.array(aiPlan.extend({ boughtAt: epochMs, paid: z.number().int() })).describe('newest purchase first, at most 100'),
});

export const aiChaseCalls = {
  chaseList: defineCall({
    module: 'MobileFoot',
    name: 'getZuijiList',
    summary: 'Chase lines (each AI plan line) with their settled record (free), the caller\'s zuiji subscription and, with it, their chase plans.',
    access: access.visitor,
    payload: emptyPayload,
    reply: chaseList,
  }),
  chaseDetail: defineCall({
    module: 'MobileFoot',
    name: 'getZrDetail',
    summary: 'One of the caller\'s chase plans step by step: plan, stake, result, running profit/loss, status. Needs the zuiji subscription.',
    access: access.user,
    payload: z.object({ id: z.number({ error: 'is required' }).int('must be a whole number').positive('must be positive') }),
    reply: chasePlanDetail,
  }),
  chaseSettings: defineCall({
    module: 'MobileIndex',
    name: 'getZuijiSet',
    summary: 'The chase form: limits, defaults (no default stop-loss), the subscription and the caller\'s chase plans.',
    access: access.user,
    payload: emptyPayload,
    reply: chaseSetView,
  }),
  saveChase: defineCall({
    module: 'MobileIndex',
    name: 'saveZuijiSet',
    summary: 'Starts a chase plan (settings with a required stop-loss), changes one with no step yet, or ends one. Needs the zuiji subscription.',
    access: access.user,
    payload: saveChasePayload,
    reply: chasePlanSummary,
  }),
  aiNotifySettings: defineCall({
    module: 'MobileIndex',
    name: 'getJhSets',
    summary: 'Which AI plan lines notify the caller when a new plan is published, the caller\'s push topic and, with `since`, the notices announced after it (catch-up after the socket was down).',
    access: access.user,
    payload: jhNotifyPayload,
    reply: jhNotifySettings.extend({ missed: missedNotices.nullable().describe('null without `since`') }),
  }),
  saveAiNotify: defineCall({
    module: 'MobileIndex',
    name: 'saveJhNotify',
    summary: 'Sets the AI plan lines that notify the caller (the whole set; empty turns all off).',
    access: access.user,
    payload: z.object({ lines: z.array(aiPlanType, { error: 'must be a list of plan lines' }).max(6, 'must have at most 6 lines') }),
    reply: jhNotifySettings,
  }),
  myAiPlans: defineCall({
    module: 'MobileAi',
    name: 'getMyJhList',
    summary: 'The AI plans the caller bought (payJh, payLanJh), newest first, with their picks and results.',
    access: access.user,
    payload: emptyPayload,
    reply: myAiPlans,
  }),
} as const;
