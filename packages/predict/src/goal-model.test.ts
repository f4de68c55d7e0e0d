import { describe, expect, it } from 'vitest';
import { lowScoreFactor, matrixGoals, rhoBounds, scoreMatrix, sumWhere } from './index.ts';

const total = (rows: readonly (readonly number[])[]): number => rows.flat().reduce((s, p) => s + p, 0);

describe('scoreMatrix', () => {
  it('is the product of two Poisson pmfs when ρ = 0', () => {
    const m = scoreMatrix({ homeRate: 1.5, awayRate: 1, rho: 0 });
    expect(m.p[0]![0]).toBeCloseTo(Math.exp(-2.5), 15);
    expect(m.p[1]![1]).toBeCloseTo(1.5 * Math.exp(-2.5), 15);
    expect(m.p[2]![1]).toBeCloseTo((1.5 ** 2 / 2) * Math.exp(-2.5), 15);
  });

  it('is at least 11 × 11 (0–10 goals) and sums to 1 with the tail lumped into the last row and column', () => {
    const m = scoreMatrix({ homeRate: 0.2, awayRate: 0.1, rho: 0 });
    expect(m.maxGoals).toBe(10);
    expect(m.p).toHaveLength(11);
    expect(total(m.p)).toBeCloseTo(1, 14);
    const big = scoreMatrix({ homeRate: 4.5, awayRate: 0.5, rho: 0 });
    expect(big.maxGoals).toBeGreaterThan(20);
    expect(total(big.p)).toBeCloseTo(1, 14);
    expect(sumWhere(big, (h) => h === big.maxGoals)).toBeLessThan(1e-13);
  });

  it('applies Dixon–Coles τ to the four low scores only (worked: λh 1.5, λa 1, ρ −0.1)', () => {
    const model = { homeRate: 1.5, awayRate: 1, rho: -0.1 };
    const m = scoreMatrix(model);
    expect(lowScoreFactor(0, 0, model)).toBeCloseTo(1.15, 15);
    expect(lowScoreFactor(0, 1, model)).toBeCloseTo(0.85, 15);
    expect(lowScoreFactor(1, 0, model)).toBeCloseTo(0.9, 15);
    expect(lowScoreFactor(1, 1, model)).toBeCloseTo(1.1, 15);
    expect(lowScoreFactor(2, 1, model)).toBe(1);
    expect(m.p[0]![0]).toBeCloseTo(1.15 * Math.exp(-2.5), 15);
    expect(total(m.p)).toBeCloseTo(1, 14);
  });

  it('keeps both marginals when ρ changes', () => {
    const plain = scoreMatrix({ homeRate: 1.3, awayRate: 0.9, rho: 0 });
    const dc = scoreMatrix({ homeRate: 1.3, awayRate: 0.9, rho: -0.12 });
    for (let k = 0; k <= 3; k++) {
      expect(sumWhere(dc, (h) => h === k)).toBeCloseTo(sumWhere(plain, (h) => h === k), 14);
      expect(sumWhere(dc, (_, a) => a === k)).toBeCloseTo(sumWhere(plain, (_, a) => a === k), 14);
    }
  });

  it('rejects a ρ that would make a probability negative', () => {
    expect(rhoBounds(2, 0.5)).toEqual({ min: -0.5, max: 1 });
    expect(() => scoreMatrix({ homeRate: 2, awayRate: 0.5, rho: -0.6 })).toThrow(RangeError);
    expect(() => scoreMatrix({ homeRate: 0, awayRate: 1, rho: 0 })).toThrow(RangeError);
  });

  it('grows the truncation with the rates', () => {
    expect(matrixGoals(1.5, 1.1)).toBe(18);
    expect(matrixGoals(0.5, 0.5)).toBe(13);
    expect(matrixGoals(0.2, 0.1)).toBe(10);
  });
});
