import { z } from 'zod';
import { epochMs } from './common.ts';
import { lotteryDay } from './lottery-data.ts';

/**
 * What the calculators select from (MobileJin getJinList, getLanJinList, getBeiDanWei): the
 * lottery matches still on sale with every play's prices as exact decimal strings, ready to go
 * into a plan of `@scoreline/lottery` unchanged. Codes and option order as lottery-rules.md.
 */

/** A jingcai price (2 decimals) or a beidan SP (up to 6 decimals), as an exact decimal string. */
export const priceString = z.string().regex(/^\d{1,7}(\.\d{1,6})?$/, 'must be a decimal price such as 1.85');

export const calculatorOption = z.object({ code: z.string(), odds: priceString });
export type CalculatorOption = z.infer<typeof calculatorOption>;

/** One play of one match: its options in rule order and whether it may be bet as a single (单关). */
export const calculatorPlay = z.object({
  singleAllowed: z.boolean(),
  options: z.array(calculatorOption).min(2).max(31),
});
export type CalculatorPlay = z.infer<typeof calculatorPlay>;

const team = z.object({ id: z.string(), name: z.string().describe('short name in the caller\'s locale') });

/** The columns every calculator match shows. */
export const calculatorMatchBase = z.object({
  id: z.string(),
  number: z.string().describe('the official-style number, e.g. 周六001 (basketball 周六301)'),
  day: z.string().describe('the business day the number belongs to'),
  competitionId: z.string(),
  competition: z.string(),
  home: team,
  away: team,
  kickoffAt: epochMs,
  saleCloseAt: epochMs,
});
export type CalculatorMatchBase = z.infer<typeof calculatorMatchBase>;

export const footballCalculatorMatch = calculatorMatchBase.extend({
  handicap: z.number().int().describe('the RQSPF home handicap (−1: home gives a goal)'),
  plays: z.object({ SPF: calculatorPlay, RQSPF: calculatorPlay, BF: calculatorPlay, ZJQ: calculatorPlay, BQC: calculatorPlay }),
});
export type FootballCalculatorMatch = z.infer<typeof footballCalculatorMatch>;

export const basketballCalculatorMatch = calculatorMatchBase.extend({
  handicap: z.number().describe('the RFSF home handicap, a .5 value'),
  line: z.number().describe('the DXF total points line, a .5 value'),
  plays: z.object({ SF: calculatorPlay, RFSF: calculatorPlay, SFC: calculatorPlay, DXF: calculatorPlay }),
});
export type BasketballCalculatorMatch = z.infer<typeof basketballCalculatorMatch>;

export const beidanCalculatorMatch = calculatorMatchBase.extend({
  seq: z.number().int().min(1).describe('beidan numbers its matches 1…N within the day'),
  handicap: z.number().int().describe('the beidan SPF home handicap (integer, may be 0)'),
  plays: z.object({ SPF: calculatorPlay, ZJQ: calculatorPlay, SXDS: calculatorPlay, BF: calculatorPlay, BQC: calculatorPlay }),
});
export type BeidanCalculatorMatch = z.infer<typeof beidanCalculatorMatch>;

/** The list payload: one business day, or (default) every match still on sale. */
export const calculatorMatchesQuery = z.object({ date: lotteryDay.optional() });

export function calculatorMatchesReply<T extends z.ZodType>(row: T) {
  return z.object({
    stale: z.boolean(),
    now: epochMs.describe('the server time the sale state was judged at'),
    matches: z.array(row).max(300),
  });
}
