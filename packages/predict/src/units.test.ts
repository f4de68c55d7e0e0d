import { describe, expect, it } from 'vitest';
import { formatBeidanSp, formatJingcaiOdds, toDecimalOdds, toProbability, type BeidanSp, type JingcaiOdds } from './index.ts';

describe('units', () => {
  it('accepts probabilities in [0, 1] and rejects the rest', () => {
    expect(toProbability(0)).toBe(0);
    expect(toProbability(1)).toBe(1);
    expect(() => toProbability(1.0001)).toThrow(RangeError);
    expect(() => toProbability(Number.NaN)).toThrow(RangeError);
  });

  it('accepts decimal odds above 1 only', () => {
    expect(toDecimalOdds(1.01)).toBe(1.01);
    expect(() => toDecimalOdds(1)).toThrow(RangeError);
    expect(() => toDecimalOdds(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats jingcai hundredths and beidan millionths with two decimals, never rounding up', () => {
    expect(formatJingcaiOdds(185 as JingcaiOdds)).toBe('1.85');
    expect(formatJingcaiOdds(1005 as JingcaiOdds)).toBe('10.05');
    expect(formatBeidanSp(3_521_384 as BeidanSp)).toBe('3.52');
    expect(formatBeidanSp(3_529_999 as BeidanSp)).toBe('3.52');
    expect(formatBeidanSp(1_000_000 as BeidanSp)).toBe('1.00');
  });
});
