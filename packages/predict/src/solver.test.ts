import { describe, expect, it } from 'vitest';
import { bisect, leastSquares, solveLinear } from './solver.ts';

describe('bisect', () => {
  it('finds √2 to machine precision', () => {
    expect(bisect((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 15);
  });

  it('refuses a bracket without a sign change', () => {
    expect(() => bisect((x) => x * x + 1, -1, 1)).toThrow(RangeError);
  });
});

describe('leastSquares', () => {
  it('solves a linear least-squares problem exactly', () => {
    expect(leastSquares((x) => [x[0]! - 3, 2 * (x[1]! + 1)], [0, 0]).x.map((v) => Number(v.toFixed(9)))).toEqual([3, -1]);
  });

  it('minimises the Rosenbrock valley from the classic start', () => {
    const { x } = leastSquares((p) => [10 * (p[1]! - p[0]! ** 2), 1 - p[0]!], [-1.2, 1], 500);
    expect(x[0]).toBeCloseTo(1, 6);
    expect(x[1]).toBeCloseTo(1, 6);
  });
});

describe('solveLinear', () => {
  it('solves with pivoting', () => {
    expect(solveLinear([[0, 1], [2, 0]], [3, 4])).toEqual([2, 3]);
  });
});
