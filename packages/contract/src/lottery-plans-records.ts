import { z } from 'zod';
import { epochMs } from './common.ts';
import { priceString } from './lottery-plans-matches.ts';

/**
 * A saved lottery plan (lottery-rules.md §14): everything a re-opened or shared plan needs to
 * reproduce every number — the matches as numbered when saved, each pick's code and the odds it
 * was computed with, bankers, pass types, multiple, rounding, the optimisation or filters, and
 * for 14-match plans the user's per-level prize estimates. The server recomputes the bets and
 * cost with `@scoreline/lottery` and refuses a plan whose claimed numbers disagree.
 */

export const LOTTERY_GAMES = ['jczq', 'jclq', 'beidan', 'sfc', 'rjiu'] as const;
export const lotteryGame = z.enum(LOTTERY_GAMES);
export type LotteryGame = z.infer<typeof lotteryGame>;

/** The four record families of the spec (jingzu, basketball, beidan, sfc — the last also 任九). */
export const PLAN_KINDS = ['football', 'basketball', 'beidan', 'pool'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Which games each record family holds. */
export const PLAN_KIND_GAMES: Record<PlanKind, readonly LotteryGame[]> = {
  football: ['jczq'],
  basketball: ['jclq'],
  beidan: ['beidan'],
  pool: ['sfc', 'rjiu'],
};

/** The highest plan multiple (lottery-rules §5: a product decision; nothing is sold). */
export const MAX_PLAN_MULTIPLE = 99_999;
/** The most combinations a saved optimisation may cover (lottery-rules §9.1 recommends 2,000). */
export const MAX_OPTIMISED_ROWS = 2_000;
/** Saved plans kept per account and family. */
export const MAX_SAVED_PLANS = 200;

/** An amount in yuan as an exact decimal string (`24.00`). */
export const moneyString = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'must be an amount in yuan such as 24.00');

const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a match id (letters, digits, _ or -, at most 40)');

export const planPick = z.object({
  play: z.string().min(1).max(8, 'must be a play code such as SPF').optional().describe('none for sfc / rjiu'),
  option: z.string().min(1).max(8, 'must be an option code such as 3 or 2:1'),
  odds: priceString.optional().describe('the odds/SP as computed with; none for sfc/rjiu'),
});
export type PlanPick = z.infer<typeof planPick>;

export const planMatchInput = z.object({
  id: matchId,
  banker: z.boolean().default(false),
  handicap: z.number().optional().describe('RQSPF / beidan SPF integer handicap; basketball RFSF .5 handicap'),
  line: z.number().optional().describe('basketball DXF line'),
  singleAllowed: z.boolean().optional(),
  picks: z.array(planPick).min(1, 'must have at least one pick').max(60, 'must have at most 60 picks'),
});
export type PlanMatchInput = z.input<typeof planMatchInput>;

export const OPTIMISE_MODES = ['average', 'protect', 'hot', 'cold'] as const;
export const optimiseMode = z.enum(OPTIMISE_MODES);
export type OptimiseMode = z.infer<typeof optimiseMode>;

export const planOptimisation = z.object({
  budget: moneyString,
  mode: optimiseMode,
  protect: z.array(z.number().int().nonnegative()).max(MAX_OPTIMISED_ROWS).default([]),
  multiples: z.array(z.number().int().min(1)).min(1).max(MAX_OPTIMISED_ROWS, `must cover at most ${MAX_OPTIMISED_ROWS} combinations`),
});
export type PlanOptimisation = z.input<typeof planOptimisation>;

const range = z.union([z.tuple([z.number(), z.number()]), z.tuple([priceString, priceString])]);
/**
 * lottery-rules §10 conditions by the names `@scoreline/lottery` uses (`count3`, `breaks`,
 * `oddsSum`, …): `[lo, hi]` each (decimal strings for odds and prize ranges), `tolerance` a count.
 */
export const planFilters = z
  .record(z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'must be a condition name'), z.union([range, z.number().int().min(0).max(20)]))
  .refine((f) => Object.keys(f).length <= 24, 'must have at most 24 conditions');
export type PlanFilters = z.infer<typeof planFilters>;

export const ROUNDING_MODES = ['exact-half-even', 'mill-half-even'] as const;

export const planInput = z.object({
  game: lotteryGame,
  issue: z.string().regex(/^\d{5}$/, 'must be a 5-digit issue number').optional().describe('sfc / rjiu: the 14-match issue'),
  matches: z.array(planMatchInput).min(1, 'must select at least one match').max(15, 'must select at most 15 matches'),
  passes: z.array(z.string().min(1).max(8)).max(30).default([]),
  multiple: z.number().int().min(1, 'must be at least 1').max(MAX_PLAN_MULTIPLE, `must be at most ${MAX_PLAN_MULTIPLE}`).default(1),
  rounding: z.enum(ROUNDING_MODES).default('exact-half-even'),
  optimisation: planOptimisation.optional(),
  filters: planFilters.optional(),
  estimates: z.object({ level1: moneyString, level2: moneyString.optional() }).optional().describe('sfc/rjiu per-bet prize estimates'),
  note: z.string().trim().max(40, 'must be at most 40 characters').optional(),
  claimed: z.object({ bets: z.number().int().min(1), cost: moneyString }).describe('the numbers the client showed; must agree with the server\'s'),
});
export type PlanInput = z.input<typeof planInput>;

const team = z.object({ id: z.string(), name: z.string() });
const score = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });

export const planMatch = z.object({
  id: z.string(),
  number: z.string().nullable(),
  competition: z.string(),
  home: team,
  away: team,
  kickoffAt: epochMs,
  status: z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']).nullable().describe('null once the match left the board'),
  score: score.nullable(),
  halfTime: score.nullable(),
  banker: z.boolean(),
  handicap: z.number().nullable(),
  line: z.number().nullable(),
  singleAllowed: z.boolean().nullable(),
  picks: z.array(planPick.extend({ won: z.boolean().nullable().describe('null until the match is settled') })),
});
export type PlanMatch = z.infer<typeof planMatch>;

export const planSettlement = z.object({
  settledAt: epochMs,
  winningBets: z.number().int().nonnegative().nullable().describe('jingcai/beidan: winning single bets (without the multiple)'),
  prize: moneyString.nullable().describe('jingcai/beidan: gross prize with the multiple'),
  result: z.string().nullable().describe('sfc/rjiu: the 3/1/0 result of the listed matches'),
  level1: z.number().int().nonnegative().nullable(),
  level2: z.number().int().nonnegative().nullable(),
});
export type PlanSettlement = z.infer<typeof planSettlement>;

/** A saved plan as its owner or a share link sees it. */
export const planRecord = z.object({
  id: z.string(),
  shareId: z.string(),
  game: lotteryGame,
  issue: z.string().nullable(),
  createdAt: epochMs,
  note: z.string().nullable(),
  matches: z.array(planMatch),
  passes: z.array(z.string()),
  multiple: z.number().int(),
  rounding: z.enum(ROUNDING_MODES),
  optimisation: planOptimisation.nullable(),
  filters: planFilters.nullable(),
  estimates: z.object({ level1: moneyString, level2: moneyString.optional() }).nullable(),
  bets: z.number().int(),
  cost: moneyString,
  minPrize: moneyString.nullable(),
  maxPrize: moneyString.nullable(),
  status: z.enum(['pending', 'settled']),
  settlement: planSettlement.nullable(),
});
export type PlanRecord = z.infer<typeof planRecord>;

export const planSummary = planRecord.pick({ id: true, shareId: true, game: true, issue: true, createdAt: true, note: true, passes: true, multiple: true, bets: true, cost: true, status: true, settlement: true }).extend({
  matchCount: z.number().int(),
  firstKickoffAt: epochMs,
  title: z.string().describe('the first two matches, e.g. 周六001 曼联 vs 富勒姆'),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const planId = z.object({ id: z.string().regex(/^\d{1,15}$/, 'must be a plan id') });
export const planShareId = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{12,32}$/, 'must be a share code') });
export const planListQuery = z.object({
  page: z.number().int().min(1, 'must be 1 or more').max(1000).default(1),
  pageSize: z.number().int().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(20),
});
export const planListReply = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(planSummary) });
