import { describe, expect, it } from 'vitest';
import { binomialPmf, normalCdf, poissonUpperTail, poissonWithTail } from './special-functions.ts';

describe('poissonWithTail', () => {
  it('gives the pmf and lumps the rest into the last slot', () => {
    const [p0, p1, p2, tail] = poissonWithTail(1.5, 3);
    expect(p0).toBeCloseTo(Math.exp(-1.5), 15);
    expect(p1).toBeCloseTo(1.5 * Math.exp(-1.5), 15);
    expect(p2).toBeCloseTo((1.5 ** 2 / 2) * Math.exp(-1.5), 15);
    expect(tail).toBeCloseTo(1 - (p0! + p1! + p2!), 15);
  });

  it('agrees with the upper tail computed from the far side', () => {
    expect(poissonUpperTail(1, 2)).toBeCloseTo(1 - Math.exp(-1) * 2.5, 15);
    expect(poissonUpperTail(2, 20)).toBeGreaterThan(0);
    expect(poissonUpperTail(2, 20)).toBeLessThan(1e-12);
  });
});

describe('binomialPmf', () => {
  it('matches the closed form', () => {
    expect(binomialPmf(2, 0.5)).toEqual([0.25, 0.5, 0.25]);
    const b = binomialPmf(3, 0.4445);
    expect(b[1]).toBeCloseTo(3 * 0.4445 * 0.5555 ** 2, 15);
    expect(binomialPmf(0, 0.3)).toEqual([1]);
    expect(binomialPmf(2, 1)).toEqual([0, 0, 1]);
  });
});

describe('normalCdf', () => {
  it('hits textbook values to 1e-14', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 14);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 14);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 14);
    expect(normalCdf(-6)).toBeCloseTo(9.865876450376946e-10, 20);
  });

  it('is continuous where it switches from the series to the continued fraction', () => {
    const edge = -3 * Math.SQRT2;
    expect(Math.abs(normalCdf(edge - 1e-9) - normalCdf(edge + 1e-9))).toBeLessThan(1e-13);
  });
});
