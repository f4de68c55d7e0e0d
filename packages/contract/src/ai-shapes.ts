import { z } from 'zod';
import { epochMs } from './common.ts';

/** Shapes shared by the AI calls (plans, predictions, the published record). */

export const aiSport = z.enum(['football', 'basketball']);
/** spf 胜平负, jqs 进球数, bqc 半全场 (football singles); rf 让分, dxf 大小分 (basketball singles); dxf2x1 大小分 2串1. */
export const aiPlanType = z.enum(['spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1']);
export type AiPlanType = z.infer<typeof aiPlanType>;
/** Which model produced a published probability. */
export const aiModelSource = z
  .enum(['team-ratings-blend', 'team-ratings', 'market-opening'])
  .describe('team-ratings-blend: @scoreline/predict team ratings (forecastFootball / forecastNbaGame) fitted on earlier results, blended with the pre-match prices; team-ratings: the same ratings alone (the data has no pre-match quote, only closing prices); market-opening: the goal model (football) or normal margin model (basketball) fitted to the opening pre-match prices only (too little history for ratings)');

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const aiDayPayload = z.object({ day: day.optional().describe('Beijing date; default the current lottery day') });
const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const aiPick = z.object({
  fixtureId: z.string(),
  play: z.enum(['spf', 'jqs', 'bqc', 'rf', 'dxf']),
  code: z.string().describe('the option: spf 3/1/0, jqs 0…7+, bqc 33…00, rf/dxf 3/0 and 大/小'),
  line: z.number().nullable().describe('rf: home handicap (.5); dxf: total line; else null'),
  probability: z.number().min(0).max(1),
  lotteryOdds: z.number().int().describe('jingcai odds ×100 at publication (e.g. 185 = 1.85)'),
  edge: z.number().describe('model probability ÷ the probability the lottery price implies after its take − 1'),
  hit: z.boolean().nullable().describe('null until settled'),
});
export type AiPick = z.infer<typeof aiPick>;

export const aiMatchLabel = z.object({
  fixtureId: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: epochMs,
  status: z.string(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});

export const aiProof = z.object({ seq: z.number().int(), hash, prevHash: hash, publishedAt: epochMs });

export const aiPlan = z.object({
  id: z.string().describe('buy with MobileCoin/payJh (football) or payLanJh (basketball)'),
  sport: aiSport,
  planType: aiPlanType,
  legs: z.number().int().describe('1 = single, 2 = 2串1'),
  day,
  priceCoins: z.number().int(),
  kickoffAt: epochMs,
  proof: aiProof,
  matches: z.array(aiMatchLabel),
  locked: z.boolean().describe('true: picks hidden until bought (or until settled)'),
  picks: z.array(aiPick).nullable(),
  settlement: z.object({ outcome: z.enum(['won', 'lost']), returnUnits: z.number() }).nullable(),
});
export type AiPlan = z.infer<typeof aiPlan>;

/** Settled plans only; `days` null = all time. */
export const aiRecord = z.object({
  days: z.number().int().nullable(),
  settled: z.number().int(),
  won: z.number().int(),
  hitRate: z.number().nullable().describe('won ÷ settled; null with nothing settled'),
  returnUnits: z.number().describe('Σ returns per 1 unit staked on each settled plan'),
  roi: z.number().nullable().describe('(returned − staked) ÷ staked'),
  recent: z.array(z.enum(['won', 'lost'])).describe('the last 10 settled, newest first'),
});
export type AiRecord = z.infer<typeof aiRecord>;

export const aiRecords = z.array(aiRecord).describe('7 days, 30 days, all time');

/**
 * The back-tested record (回测): computed once, at the first start, over the replayed weeks before
 * it, each pick by the live publisher's own code from data before its kick-off only. Kept apart
 * from the live chain's record (实盘), never added to it.
 */
export const aiBacktestRecord = z.object({
  from: epochMs.describe('earliest replayed kick-off covered'),
  to: epochMs.describe('the first start: latest kick-off covered'),
  settled: z.number().int(),
  won: z.number().int(),
  hitRate: z.number().nullable().describe('won ÷ settled; null with nothing settled'),
  returnUnits: z.number().describe('Σ returns per 1 unit staked on each plan'),
  roi: z.number().nullable().describe('(returned − staked) ÷ staked'),
});
export type AiBacktestRecord = z.infer<typeof aiBacktestRecord>;

export const aiPlanList = z.object({
  day,
  sport: aiSport,
  planTypes: z.array(aiPlanType),
  records: aiRecords,
  backtest: aiBacktestRecord.nullable().default(null).describe('the back-tested record of the same plan types (回测); null until computed'),
  plans: z.array(aiPlan),
});

export const aiStats = z.object({
  sport: aiSport,
  overall: aiRecords,
  byType: z.array(z.object({ planType: aiPlanType, records: aiRecords, backtest: aiBacktestRecord.nullable().default(null) })),
  backtest: aiBacktestRecord.nullable().default(null).describe('the back-tested record (回测), apart from the live one; null until computed'),
});

export const aiProbability = z.object({ code: z.string(), probability: z.number() });

export const aiPredictionSummary = z.object({
  id: z.string(),
  sport: aiSport,
  match: aiMatchLabel,
  proof: aiProof,
  source: aiModelSource.nullable().describe('null until revealed'),
  revealed: z.boolean().describe('the body is shown from kick-off on; before, only its hash (a commitment)'),
  outcome: z.array(aiProbability).nullable().describe('football 1X2 / basketball win-loss, once revealed'),
});

export const aiPredictionDetail = aiPredictionSummary.extend({
  body: z.string().nullable().describe('the canonical JSON exactly as hashed, once revealed'),
  settled: z.boolean(),
});

export const aiVerification = z.object({
  ref: z.string(),
  proof: aiProof,
  kickoffAt: epochMs,
  body: z.string().nullable().describe('canonical JSON as hashed; null before kick-off'),
  recomputedHash: hash.nullable(),
  hashOk: z.boolean().nullable().describe('null while the body is still sealed'),
  linkOk: z.boolean().describe('the previous record\'s hash is this record\'s prevHash'),
  nextLinkOk: z.boolean().nullable().describe('the next record names this hash as its prevHash; null when it is the last'),
  publishedBeforeKickoff: z.boolean(),
  dayHead: z.object({ day, seq: z.number().int(), hash }).describe('the chain head published for the day this record was published'),
});

export const aiChainHead = z.object({ day, seq: z.number().int(), hash, count: z.number().int() });

export const aiScorecard = z.object({
  matches: z.number().int().describe('settled football predictions scored'),
  calibration: z.array(z.object({ from: z.number(), to: z.number(), predicted: z.number(), observed: z.number(), count: z.number().int() })),
  rpsByDay: z.array(z.object({ day, matches: z.number().int(), ai: z.number(), market: z.number().describe('margin-free closing prices') })),
  settledPlans: z.array(aiPlan).describe('newest first, at most 100'),
  backtest: z
    .object({
      status: z.enum(['running', 'done']),
      from: epochMs,
      to: epochMs,
      predictions: z.number().int().describe('back-tested predictions, both sports'),
      matches: z.number().int().describe('back-tested football predictions scored'),
      calibration: z.array(z.object({ from: z.number(), to: z.number(), predicted: z.number(), observed: z.number(), count: z.number().int() })),
      rpsByDay: z.array(z.object({ day, matches: z.number().int(), ai: z.number(), market: z.number() })),
      plans: z.array(z.object({ sport: aiSport, record: aiBacktestRecord })),
    })
    .nullable()
    .default(null)
    .describe('the back-test (回测), computed at the first start over the replayed weeks before it; the fields above are the live chain\'s (实盘) only. Null before it starts'),
});
export type AiScorecard = z.infer<typeof aiScorecard>;
export type AiVerification = z.infer<typeof aiVerification>;
