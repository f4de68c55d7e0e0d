import { describe, expect, it } from 'vitest';
import { brierScore, logLoss, rankedProbabilityScore } from './index.ts';

describe('scoring rules', () => {
  it('log loss is −ln p of the outcome, floored', () => {
    expect(logLoss([0.5, 0.3, 0.2], 1)).toBeCloseTo(-Math.log(0.3), 15);
    expect(logLoss([1, 0], 1)).toBeCloseTo(-Math.log(1e-15), 12);
  });

  it('Brier sums squared errors over the options', () => {
    expect(brierScore([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.38, 15);
  });

  it('RPS matches the data README form ½·[(pH − oH)² + (pH + pD − oH − oD)²]', () => {
    expect(rankedProbabilityScore([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.5 * (0.25 + 0.04), 15);
    expect(rankedProbabilityScore([0.5, 0.3, 0.2], 2)).toBeCloseTo(0.5 * (0.25 + 0.64), 15);
    expect(rankedProbabilityScore([1, 0, 0], 0)).toBe(0);
  });
});
