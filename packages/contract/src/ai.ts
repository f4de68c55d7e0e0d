import { z } from 'zod';
import { access } from './access.ts';
import { aiChainHead, aiDayPayload, aiPlanList, aiScorecard, aiStats, aiVerification, type AiPlanType } from './ai-shapes.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';

export * from './ai-shapes.ts';
export * from './ai-chain.ts';

/**
 * AI plans and the published record (MobileAi; the predictions as a product: ai-models.ts). Every
 * prediction and plan is published before kick-off into an append-only hash chain and never changed; plans'
 * picks stay hidden until bought (MobileCoin/payJh, payLanJh) or settled; the record counts
 * settled plans only.
 */

const planList = (name: string, what: string, types: AiPlanType[]) =>
  defineCall({
    module: 'MobileAi',
    name,
    summary: `The day's AI ${what} plans (${types.join(', ')}) with the record over 7 / 30 / all days; picks hidden until bought or settled.`,
    access: access.visitor,
    payload: aiDayPayload,
    reply: aiPlanList,
  });

export const aiCalls = {
  aiSpfPlans: planList('getSpfjhYue', 'football 胜平负', ['spf']),
  aiJqsPlans: planList('getJqsjhYue', 'football 进球数', ['jqs']),
  aiBqcPlans: planList('getBqcjhYue', 'football 半全场', ['bqc']),
  aiDxf2x1Plans: planList('getDxfjh2x1', 'basketball 大小分 2串1', ['dxf2x1']),
  aiDxfSinglePlans: planList('getDxfdgjhList', 'basketball 大小分 single', ['dxf']),
  aiRfSinglePlans: planList('getRfdgjhList', 'basketball 让分 single', ['rf']),
  aiBasketballPlans: planList('getLanJhList', 'basketball', ['rf', 'dxf', 'dxf2x1']),
  aiFootballStats: defineCall({
    module: 'MobileAi',
    name: 'getAiTongji1',
    summary: 'The football AI plans\' record (settled plans only) over 7 / 30 / all days, overall and per plan type.',
    access: access.public,
    payload: emptyPayload,
    reply: aiStats,
  }),
  aiBasketballStats: defineCall({
    module: 'MobileAi',
    name: 'getLanAiTongji',
    summary: 'The basketball AI plans\' record (settled plans only) over 7 / 30 / all days, overall and per plan type.',
    access: access.public,
    payload: emptyPayload,
    reply: aiStats,
  }),
  aiVerify: defineCall({
    module: 'MobileAi',
    name: 'verifyRecord',
    summary: 'Recomputes a published record\'s hash from its stored body, checks both chain links and that it was published before kick-off.',
    access: access.public,
    payload: z.object({ ref: z.string().min(1, 'must not be empty').max(80, 'must be at most 80 characters') }),
    reply: aiVerification,
  }),
  aiChainHeads: defineCall({
    module: 'MobileAi',
    name: 'getChainHeads',
    summary: 'The published chain head of each day (the last record published that Beijing day), newest first.',
    access: access.public,
    payload: z.object({ days: z.number().int().min(1, 'must be at least 1').max(60, 'must be at most 60').default(14) }),
    reply: z.object({ heads: z.array(aiChainHead) }),
  }),
  aiScorecard: defineCall({
    module: 'MobileAi',
    name: 'getScorecard',
    summary: 'The public AI scorecard: calibration of the 1X2 probabilities, RPS per day against the closing market, every settled plan with its proof.',
    access: access.public,
    payload: emptyPayload,
    reply: aiScorecard,
  }),
} as const;
