import { describe, expect, it } from 'vitest';
import { footballDistributions, goalDifference, handicapOneXTwo, quotedHandicap, scoreMatrix, toDecimalOdds, type DecimalOdds } from './index.ts';

const matrixFor = (odds: [number, number, number]) =>
  footballDistributions({ oneXTwo: odds.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds] }).matrix;

describe('goalDifference', () => {
  it('is symmetric for equal teams', () => {
    const d = goalDifference(scoreMatrix({ homeRate: 1, awayRate: 1, rho: 0 }));
    expect(d.get(0)).toBeCloseTo(0.308508, 6);
    expect(d.get(1)).toBeCloseTo(d.get(-1)!, 15);
  });
});

describe('quotedHandicap', () => {
  it.each([
    [[1.5, 4.2, 6.5], -1],
    [[1.3, 5.5, 10], -1],
    [[1.2, 6.5, 13], -1],
    [[1.12, 9, 21], -2],
    [[1.05, 15, 40], -2],
    [[2.6, 3.2, 2.8], -1],
    [[2.9, 3.2, 2.5], 1],
    [[6.5, 4.2, 1.5], 1],
    [[21, 9, 1.12], 2],
  ] as [[number, number, number], number][])('quotes %j as %i (never 0 for jingcai)', (odds, expected) => {
    expect(quotedHandicap(matrixFor(odds))).toBe(expected);
  });

  it('keeps the favourite at least even to cover, and the next goal would not', () => {
    const m = matrixFor([1.12, 9, 21]);
    const [win, , loss] = handicapOneXTwo(m, -2);
    expect(win!.probability).toBeGreaterThanOrEqual(loss!.probability);
    const [win3, , loss3] = handicapOneXTwo(m, -3);
    expect(win3!.probability).toBeLessThan(loss3!.probability);
  });

  it('lets beidan quote a level handicap for an even match', () => {
    expect(quotedHandicap(matrixFor([2.6, 3.2, 2.8]), { allowZero: true })).toBe(0);
    expect(quotedHandicap(matrixFor([1.3, 5.5, 10]), { allowZero: true })).toBe(-1);
  });
});
