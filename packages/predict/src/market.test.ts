import { describe, expect, it } from 'vitest';
import {
  impliedProbabilities,
  moneylineToDecimalOdds,
  moneylineToProbability,
  overround,
  removeMargin,
  toDecimalOdds,
} from './index.ts';

const odds = (xs: number[]) => xs.map(toDecimalOdds);

describe('implied probabilities and overround', () => {
  it('inverts the odds', () => {
    expect(impliedProbabilities(odds([2, 4]))).toEqual([0.5, 0.25]);
  });

  it('measures the margin', () => {
    expect(overround(odds([1.9, 1.9]))).toBeCloseTo(2 / 1.9 - 1, 15);
    expect(overround(odds([1.9, 3.6, 4.2]))).toBeCloseTo(0.042189, 6);
  });
});

describe('removeMargin', () => {
  const market = odds([1.9, 3.6, 4.2]);

  it('normalises proportionally by default (the data README baselines)', () => {
    const [h, d, a] = removeMargin(market);
    expect(h).toBeCloseTo(0.50501, 5);
    expect(d).toBeCloseTo(0.26653, 5);
    expect(a).toBeCloseTo(0.22846, 5);
  });

  it('takes more margin from long shots with the power and Shin methods', () => {
    for (const method of ['power', 'shin'] as const) {
      const ps = removeMargin(odds([1.25, 6, 12]), method);
      const proportional = removeMargin(odds([1.25, 6, 12]));
      expect(ps.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      expect(ps[0]).toBeGreaterThan(proportional[0]!);
      expect(ps[2]).toBeLessThan(proportional[2]!);
    }
    expect(removeMargin(odds([1.25, 6, 12]), 'power')[0]).toBeCloseTo(0.78626, 5);
    expect(removeMargin(odds([1.25, 6, 12]), 'shin')[0]).toBeCloseTo(0.77784, 5);
  });

  it('falls back to proportional for Shin when there is no margin', () => {
    expect(removeMargin(odds([2.1, 2.1]), 'shin')).toEqual([0.5, 0.5]);
  });
});

describe('moneylines', () => {
  it('follows the data README formula', () => {
    expect(moneylineToProbability(-150)).toBeCloseTo(0.6, 15);
    expect(moneylineToProbability(130)).toBeCloseTo(100 / 230, 15);
    expect(moneylineToProbability(100)).toBe(0.5);
    expect(moneylineToDecimalOdds(-150)).toBeCloseTo(5 / 3, 12);
    expect(moneylineToDecimalOdds(130)).toBeCloseTo(2.3, 12);
  });

  it('rejects prices between −100 and +100', () => {
    expect(() => moneylineToProbability(50)).toThrow(RangeError);
  });

  it('gives a two-way NBA line an overround', () => {
    expect(moneylineToProbability(-1400) + moneylineToProbability(900)).toBeCloseTo(1.0333, 4);
  });
});
