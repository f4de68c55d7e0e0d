import { describe, expect, it } from 'vitest';
import {
  BEIDAN_RETURN_RATE,
  beidanIndicativeSp,
  impliedReturnRate,
  JINGCAI_MAX_ODDS,
  JINGCAI_MIN_ODDS,
  JINGCAI_RETURN_RATES,
  jingcaiPrices,
  toProbability,
  type JingcaiOdds,
} from './index.ts';

const dist = (ps: number[]) => ps.map((p, i) => ({ code: String(i), probability: toProbability(p) }));

describe('jingcaiPrices', () => {
  it('prices an even two-way market at the return rate (worked: 0.89 / 0.5 = 1.78)', () => {
    expect(jingcaiPrices(dist([0.5, 0.5]), 0.89).map((x) => x.odds)).toEqual([178, 178]);
  });

  it('rounds down to the hundredth, so the implied return never exceeds the rate', () => {
    const prices = jingcaiPrices(dist([0.505, 0.2665, 0.2285]), JINGCAI_RETURN_RATES.SPF);
    expect(prices.map((x) => x.odds)).toEqual([176, 333, 389]);
    expect(impliedReturnRate(prices.map((x) => x.odds))).toBeLessThanOrEqual(0.89);
    expect(impliedReturnRate(prices.map((x) => x.odds))).toBeGreaterThan(0.885);
  });

  it('clamps to the lottery range [1.01, 999.00]', () => {
    const prices = jingcaiPrices(dist([0.97, 0.0299, 0.0001]), 0.89);
    expect(prices[0]!.odds).toBe(JINGCAI_MIN_ODDS);
    expect(prices[1]!.odds).toBe(2976);
    expect(prices[2]!.odds).toBe(JINGCAI_MAX_ODDS);
  });

  it('rejects a return rate outside (0, 1]', () => {
    expect(() => jingcaiPrices(dist([1]), 1.2)).toThrow(RangeError);
  });

  it('reports the return rate of a price board', () => {
    expect(impliedReturnRate([178, 178] as JingcaiOdds[])).toBeCloseTo(0.89, 12);
  });
});

describe('beidanIndicativeSp', () => {
  it('is 1/p in millionths, not 0.65/p: the 0.65 is applied to the prize', () => {
    expect(beidanIndicativeSp(dist([0.25]))[0]!.sp).toBe(4_000_000);
    expect(beidanIndicativeSp(dist([0.3]))[0]!.sp).toBe(3_333_333);
    // §7: unit prize = 2 × SP × 0.65, so a fair bet at p = 0.25 returns 2 × 4 × 0.65 × 0.25 = 0.65 × stake.
    expect(2 * 4 * BEIDAN_RETURN_RATE * 0.25).toBeCloseTo(2 * BEIDAN_RETURN_RATE, 12);
  });
});
