import { z } from 'zod';
import { aiMatchLabel, aiModelSource, aiProbability, aiProof, aiSport } from './ai-shapes.ts';
import { epochMs } from './common.ts';

/**
 * Shapes of the AI model calls (MobileFoot predictions and models, MobileLan basketball models).
 * Every number here is read from a record published into the AI hash chain before kick-off;
 * nothing is recomputed afterwards.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const modelDayPayload = {
  day: day.optional().describe('Beijing date; default: the sport\'s current day (the first from today\'s Beijing date with a match that kicked off less than 3 h ago or is still to come)'),
};
export const modelPaging = {
  page: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').default(20),
};
/** A published prediction's id: `pred-` + the match id (buy it with MobileCoin/payPrediction). */
export const predictionId = z.string().regex(/^pred-[A-Za-z0-9_.:-]{1,75}$/, 'must be a prediction id pred-…');
export const matchIdPayload = z.string().regex(/^[A-Za-z0-9_.:-]{1,75}$/, 'must be a match id (letters, digits, _ . : -)');

/** The two models sold by subscription: football (wallet kind aiModel), basketball (basketballModel). */
export const modelKind = z.enum(['football', 'basketball']);
export type ModelKind = z.infer<typeof modelKind>;

/** Why the caller may open a model's numbers now. */
export const unlockReason = z.enum(['purchase', 'model', 'kickoff']).describe('purchase: bought this prediction; model: a model subscription or the VIP level that opens it; kickoff: the match has started, the record is public');

/** The caller's access to one model. */
export const modelAccess = z.object({
  model: modelKind,
  active: z.boolean(),
  via: z.enum(['subscription', 'vip']).nullable().describe('subscription: a bought package; vip: the active VIP level unlocks this model; null: no access'),
  expiresAt: epochMs.nullable().describe('when the access ends (the later of subscription and VIP); null without access'),
});
export type ModelAccess = z.infer<typeof modelAccess>;

/** A model package on sale (MobileLan/getAppAvaList): buy with lanKaiTongMx (basketball) or footKaiTongMx (football). */
export const modelPackage = z.object({
  id: z.string(),
  model: modelKind,
  days: z.number().int().positive().describe('access length; a renewal adds to the remaining time'),
  priceCoins: z.number().int().positive().describe('list price before the VIP discount'),
});
export type ModelPackage = z.infer<typeof modelPackage>;

/** The model's settled hit rate of its top pick in one play. */
export const playHits = z.object({
  play: z.string().describe('football: spf 1X2, rqspf handicap 1X2, bf correct score, jqs total goals, bqc half/full, ou over/under 2.5; basketball: sf moneyline, rf spread, dxf total, sfc margin band'),
  settled: z.number().int().describe('settled predictions that published this play'),
  hits: z.number().int().describe('how often the most probable option was the result'),
  hitRate: z.number().nullable().describe('hits ÷ settled; null with nothing settled'),
});

/** Predicted against observed frequency of the match-result probabilities (1X2 / moneyline), in tenths. */
export const calibrationBin = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int().describe('published probabilities in the bin'),
  predicted: z.number().nullable().describe('their mean'),
  observed: z.number().nullable().describe('share of them that happened'),
});

export const modelWindow = z.object({
  days: z.number().int().nullable().describe('7, 30, or null = all time (by settlement time)'),
  settled: z.number().int(),
  plays: z.array(playHits),
  calibration: z.array(calibrationBin),
});

/** The model's settled statistics (settled predictions only), over 7 / 30 / all days. */
export const modelStats = z.object({
  sport: aiSport,
  windows: z.array(modelWindow),
  backtest: modelWindow
    .nullable()
    .default(null)
    .describe('the back-test (回测): every prediction computed at the first start over the replayed weeks before it, from data before each kick-off; apart from `windows` (the live chain), never summed. Null until done'),
});
export type ModelStats = z.infer<typeof modelStats>;

/** The free part of a published prediction: anyone may see it. */
export const predictionCard = z.object({
  id: z.string().describe('buy with MobileCoin/payPrediction'),
  sport: aiSport,
  match: aiMatchLabel,
  proof: aiProof.describe('chain position, hash and publication time'),
  priceCoins: z.number().int().describe('price of this one prediction (payPrediction); sales close at kick-off'),
  valuePlays: z.array(z.string()).describe('plays in which the model published a value plan for this match (spf/jqs/bqc/rf/dxf)'),
  unlocked: z.boolean().describe('whether the caller may see the probabilities now'),
  unlockedBy: unlockReason.nullable(),
  revealed: z.boolean().describe('the match has kicked off: the published body is public'),
  settled: z.boolean(),
});
export type PredictionCard = z.infer<typeof predictionCard>;

export const lineOutcomes = z.object({ line: z.number(), outcomes: z.array(aiProbability) });

/** A football prediction's probabilities exactly as published (codes as the jingcai plays write them). */
export const footballProbabilities = z.object({
  source: aiModelSource,
  spf: z.array(aiProbability).describe('1X2: 3 home, 1 draw, 0 away'),
  rqspf: z.object({ handicap: z.number(), outcomes: z.array(aiProbability) }).describe('handicap 1X2 at the lottery\'s home handicap'),
  bf: z.array(aiProbability).describe('correct score, e.g. 1:0, 胜其他'),
  jqs: z.array(aiProbability).describe('total goals 0…6, 7+'),
  bqc: z.array(aiProbability).describe('half / full time, e.g. 31 = draw at half, home win at full'),
  ou: lineOutcomes.describe('over/under 2.5: 大 = 3 goals or more, the sum of the published total-goals probabilities'),
});
export type FootballProbabilities = z.infer<typeof footballProbabilities>;

/** A basketball prediction's probabilities exactly as published. */
export const basketballProbabilities = z.object({
  source: aiModelSource,
  sf: z.array(aiProbability).describe('moneyline: 3 home win, 0 away win'),
  rf: lineOutcomes.describe('spread at the lottery\'s home handicap: 3 home covers, 0 away'),
  dxf: lineOutcomes.describe('total at the lottery\'s line: 大 over, 小 under'),
  sfc: z.array(aiProbability).describe('the 12 winning-margin bands: H1…H6 home by 1-5 … 26+, A1…A6 away'),
});
export type BasketballProbabilities = z.infer<typeof basketballProbabilities>;

export const predictionDetail = predictionCard.extend({
  football: footballProbabilities.nullable().describe('football: null until bought, opened by the model, or kick-off'),
  basketball: basketballProbabilities.nullable().describe('basketball: null until opened by the model or kick-off'),
  body: z.string().nullable().describe('the canonical JSON exactly as hashed; public from kick-off (MobileAi/verifyRecord recomputes it)'),
  result: z.object({ home: z.number().int(), away: z.number().int() }).nullable().describe('the final score once settled'),
  stats: modelStats.describe('the model\'s record (free part)'),
});
export type PredictionDetail = z.infer<typeof predictionDetail>;

export const predictionPage = z.object({
  day,
  sport: aiSport,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(predictionCard),
});

export const modelCounts = z.object({
  day: day.describe('the day asked for, else today\'s Beijing date, as before; each sport\'s counts are for its own `sports[].day`, which may differ (at 23:30 Beijing the night\'s NBA games are tomorrow\'s)'),
  sports: z.array(z.object({
    sport: aiSport,
    day: day.describe('the day these counts are for: the day asked for, else this sport\'s current day (as its lists open on)'),
    published: z.number().int().describe('predictions published for the day'),
    upcoming: z.number().int().describe('of them, matches not yet kicked off'),
    withValue: z.number().int().describe('of them, matches with a value plan'),
    openable: z.number().int().describe('upcoming predictions the caller may open now (all with the model, else the ones bought)'),
  })),
  access: z.array(modelAccess),
});
