import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration.ts';

describe('calibratedCpuMultiplier', () => {
  it('gives Lighthouse its default 4× on the host speed that default was tuned on', () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
  });

  it('follows the calculator between its anchors', () => {
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(2000)).toBe(6);
  });

  it('keeps the last slope past the fastest anchor', () => {
    expect(calibratedCpuMultiplier(2700)).toBeCloseTo(9, 5);
  });

  it('grows with the host speed', () => {
    const indexes = [150, 400, 799, 801, 1299, 1301, 1999, 2001, 3000];
    const multipliers = indexes.map(calibratedCpuMultiplier);
    for (let i = 1; i < multipliers.length; i++) expect(multipliers[i]!).toBeGreaterThan(multipliers[i - 1]!);
  });

  it('names a host too slow to emulate the phone, or a reading that is no number', () => {
    expect(() => calibratedCpuMultiplier(149)).toThrow(/BenchmarkIndex 149 is under 150/);
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(/finite number, got NaN/);
  });
});
