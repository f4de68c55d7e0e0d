import { z } from 'zod';
import { access } from './access.ts';
import {
  basketballProbabilities,
  matchIdPayload,
  modelAccess,
  modelCounts,
  modelDayPayload,
  modelPackage,
  modelPaging,
  modelStats,
  predictionCard,
  predictionDetail,
  predictionId,
  predictionPage,
  footballProbabilities,
} from './ai-models-shapes.ts';
import { aiSport } from './ai-shapes.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';
import { buyPayload, itemPurchaseReply } from './wallet-shapes.ts';

export * from './ai-models-shapes.ts';

/**
 * The AI's published predictions as a product (MobileFoot) and its football and basketball
 * models (MobileFoot, MobileLan). What is shown is what was published into the hash chain
 * before kick-off. A prediction's numbers are open to whoever bought it (payPrediction), holds
 * the sport's model (footKaiTongMx / lanKaiTongMx, or the VIP level that unlocks it), and to
 * everyone from kick-off; before that the free part (match, proof, price, record) is shown.
 * Reading is public; a login token, when sent, decides what the caller may open.
 */

const pagedDay = z.object({ ...modelDayPayload, ...modelPaging });

export const aiModelCalls = {
  footRecommended: defineCall({
    module: 'MobileFoot',
    name: 'getTuiJianList',
    summary: 'The day\'s recommended football matches: published predictions where the model published a value plan, with their proofs and the model\'s record.',
    access: access.public,
    payload: z.object(modelDayPayload),
    reply: z.object({ day: z.string(), items: z.array(predictionCard).describe('at most 100, by kick-off'), stats: modelStats }),
  }),
  footPredictionList: defineCall({
    module: 'MobileFoot',
    name: 'getPredictionList',
    summary: 'The published AI match predictions of a day (by kick-off), paged; each with its proof and whether the caller may open it.',
    access: access.public,
    payload: pagedDay.extend({ sport: aiSport.default('football') }),
    reply: predictionPage,
  }),
  footPredictionDetail: defineCall({
    module: 'MobileFoot',
    name: 'getPredictionDetail',
    summary: 'One published prediction: the free part (match, publication time, hash, the model\'s record) and, once bought / opened by the model / kicked off, every probability exactly as published.',
    access: access.public,
    payload: z.object({ id: predictionId }),
    reply: predictionDetail,
  }),
  myPredictions: defineCall({
    module: 'MobileFoot',
    name: 'getSelfPredictionList',
    summary: 'The predictions the caller bought (payPrediction), newest purchase first, paged.',
    access: access.user,
    payload: z.object(modelPaging),
    reply: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      items: z.array(z.object({ prediction: predictionCard, purchasedAt: z.number().int(), paid: z.number().int().describe('coins paid after discounts') })),
    }),
  }),
  footMatchModel: defineCall({
    module: 'MobileFoot',
    name: 'getFootGameMoXing',
    summary: 'The football data model of one match: every published distribution (1X2, handicap, correct score, total goals, half/full, over/under) for model holders, for everyone from kick-off.',
    access: access.public,
    payload: z.object({ matchId: matchIdPayload }),
    reply: z.object({ prediction: predictionCard, access: modelAccess, probabilities: footballProbabilities.nullable().describe('null while locked') }),
  }),
  footModelStats: defineCall({
    module: 'MobileFoot',
    name: 'getFootMoTonJi',
    summary: 'The football model\'s settled statistics: hit rate of its top pick per play and the calibration of its 1X2 probabilities, over 7 / 30 / all days.',
    access: access.public,
    payload: emptyPayload,
    reply: modelStats,
  }),
  modelCounts: defineCall({
    module: 'MobileFoot',
    name: 'getMxNum',
    summary: 'The day\'s model match counts per sport (published, upcoming, with value, openable by the caller) and the caller\'s model access.',
    access: access.public,
    payload: z.object(modelDayPayload),
    reply: modelCounts,
  }),
  lanModelList: defineCall({
    module: 'MobileLan',
    name: 'getLanMxVipList',
    summary: 'The basketball model\'s published predictions of a day, paged: moneyline, spread, total and the 12 margin bands for subscribers (and for everyone from tip-off).',
    access: access.public,
    payload: pagedDay,
    reply: z.object({
      day: z.string(),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      access: modelAccess,
      items: z.array(z.object({ prediction: predictionCard, probabilities: basketballProbabilities.nullable().describe('null while locked') })),
    }),
  }),
  lanModelHint: defineCall({
    module: 'MobileLan',
    name: 'getLanMxHint',
    summary: 'How the basketball model works (in the caller\'s language), its publication rules and its settled record.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({
      explanation: z.array(z.string()).describe('paragraphs in the caller\'s locale'),
      publicationLeadHours: z.number().describe('predictions are published within this many hours before tip-off'),
      edgeThreshold: z.number().describe('a value plan needs model probability × odds ÷ return rate − 1 of at least this'),
      published: z.number().int().describe('basketball predictions published so far'),
      stats: modelStats,
    }),
  }),
  modelPackages: defineCall({
    module: 'MobileLan',
    name: 'getAppAvaList',
    summary: 'The model packages on sale (football and basketball, days and coin price) and the caller\'s access to each model.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ packages: z.array(modelPackage), access: z.array(modelAccess) }),
  }),
  buyFootballModel: defineCall({
    module: 'MobileCoin',
    name: 'footKaiTongMx',
    summary: 'Buys a football model package (kind aiModel, ids from MobileLan/getAppAvaList) with coins; a renewal adds its days to the remaining time. Insufficient coins → status 402.',
    access: access.user,
    payload: buyPayload,
    reply: itemPurchaseReply,
  }),
} as const;
