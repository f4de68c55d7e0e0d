import { describe, expect, it } from 'vitest';
import {
  BQC_OPTIONS,
  FIRST_HALF_GOAL_SHARE,
  halfTimeFullTime,
  halfTimeGivenFullTime,
  halfTimeMatrix,
  oneXTwo,
  poissonWithTail,
  resultCode,
  scoreMatrix,
} from './index.ts';

describe('halfTimeGivenFullTime', () => {
  it('splits each goal before or after the break', () => {
    expect(halfTimeGivenFullTime(1, 0)).toEqual([[1 - FIRST_HALF_GOAL_SHARE], [FIRST_HALF_GOAL_SHARE]]);
    const grid = halfTimeGivenFullTime(2, 1, 0.5);
    expect(grid).toEqual([
      [0.125, 0.125],
      [0.25, 0.25],
      [0.125, 0.125],
    ]);
  });

  it('puts no mass on a half-time score above the final one (HT ≤ FT)', () => {
    const grid = halfTimeGivenFullTime(3, 2);
    expect(grid).toHaveLength(4);
    expect(grid.every((row) => row.length === 3)).toBe(true);
    expect(grid.flat().reduce((s, p) => s + p, 0)).toBeCloseTo(1, 15);
  });
});

describe('halfTimeMatrix', () => {
  it('is Poisson(s·λh) × Poisson(s·λa) when ρ = 0 (the convolution of independent halves)', () => {
    const model = { homeRate: 1.5, awayRate: 1, rho: 0 };
    const ht = halfTimeMatrix(model);
    const home = poissonWithTail(FIRST_HALF_GOAL_SHARE * 1.5, ht.maxGoals);
    const away = poissonWithTail(FIRST_HALF_GOAL_SHARE * 1, ht.maxGoals);
    for (let h = 0; h < 5; h++) for (let a = 0; a < 5; a++) expect(ht.p[h]![a]).toBeCloseTo(home[h]! * away[a]!, 15);
    expect(ht.p[0]![0]).toBeCloseTo(Math.exp(-FIRST_HALF_GOAL_SHARE * 2.5), 15);
  });

  it('carries the Dixon–Coles correction by thinning, and still sums to 1', () => {
    const ht = halfTimeMatrix({ homeRate: 1.4, awayRate: 1.1, rho: -0.1 });
    expect(ht.p.flat().reduce((s, p) => s + p, 0)).toBeCloseTo(1, 13);
    expect(ht.p.flat().every((p) => p >= 0)).toBe(true);
  });
});

describe('halfTimeFullTime', () => {
  const model = { homeRate: 1.6, awayRate: 1.0, rho: -0.06 };
  const bqc = halfTimeFullTime(model);

  it('lists the nine options in canonical order and sums to 1', () => {
    expect(bqc.map((x) => x.code)).toEqual([...BQC_OPTIONS]);
    expect(bqc.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 13);
    expect(bqc[0]!.probability).toBeCloseTo(0.30935, 5);
    expect(bqc[8]!.probability).toBeCloseTo(0.12714, 5);
  });

  it('has the full-time 1X2 of the score matrix and the half-time 1X2 of the half-time matrix as marginals', () => {
    const ft = oneXTwo(scoreMatrix(model));
    const ht = oneXTwo(halfTimeMatrix(model));
    for (const [i, r] of (['3', '1', '0'] as const).entries()) {
      const byFt = bqc.filter((x) => x.code[1] === r).reduce((s, x) => s + x.probability, 0);
      const byHt = bqc.filter((x) => x.code[0] === r).reduce((s, x) => s + x.probability, 0);
      expect(byFt).toBeCloseTo(ft[i]!.probability, 12);
      expect(byHt).toBeCloseTo(ht[i]!.probability, 12);
    }
  });

  it('agrees with brute force over every (HT, FT) pair', () => {
    const m = scoreMatrix(model);
    const brute = new Map<string, number>();
    m.p.forEach((row, h) =>
      row.forEach((cell, a) =>
        halfTimeGivenFullTime(h, a).forEach((htRow, hh) =>
          htRow.forEach((q, ha) => {
            const code = resultCode(hh, ha) + resultCode(h, a);
            brute.set(code, (brute.get(code) ?? 0) + cell * q);
          }),
        ),
      ),
    );
    for (const x of bqc) expect(x.probability).toBeCloseTo(brute.get(x.code) ?? Number.NaN, 12);
  });

  it('§1 example: HT 0:1 then FT 2:1 is 03, possible only through a second-half comeback', () => {
    expect(resultCode(0, 1) + resultCode(2, 1)).toBe('03');
    expect(bqc.find((x) => x.code === '03')!.probability).toBeGreaterThan(0);
  });
});
