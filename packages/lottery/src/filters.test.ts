/** E16 of lottery-rules.md §11 and the filter conditions' validation. */
import { describe, expect, it } from 'vitest';
import { e12, m, plan } from './testing/plans.ts';
import { stringMetric, type Metric } from './filter-conditions.ts';
import { filterPlan, parsePlan, splitPlan, type FilterSet } from './index.ts';

describe('E16 string metrics of 31013330103113', () => {
  const s = [...'31013330103113'];
  const count = (ch: string) => s.filter((x) => x === ch).length;
  it.each([
    ['breaks', { kind: 'breaks' }, 10],
    ['repeat pairs', { kind: 'repeats' }, 3],
    ['longest run', { kind: 'runAny' }, 3],
    ['unbeaten run', { kind: 'run', symbols: '31' }, 4],
    ['no-draw run', { kind: 'run', symbols: '30' }, 4],
    ['winless run', { kind: 'run', symbols: '10' }, 3],
  ] as [string, Metric, number][])('%s', (_name, metric, value) => {
    expect(stringMetric(metric, s)).toBe(value);
  });
  it('counts and sum', () => {
    expect([count('3'), count('1'), count('0')]).toEqual([6, 5, 3]);
    expect(s.reduce((t, x) => t + Number(x), 0)).toBe(23);
  });
  it('agrees with the filter on a single-entry sfc plan', () => {
    const p = parsePlan({ game: 'sfc', matches: s.map((option, i) => ({ id: `m${i}`, picks: [{ option }] })) });
    const keeps = (filters: object) => filterPlan(p, filters).kept;
    expect(keeps({ breaks: [10, 10], repeatPairs: [3, 3], longestRun: [3, 3], unbeatenRun: [4, 4], noDrawRun: [4, 4], winlessRun: [3, 3] })).toBe(1);
    expect(keeps({ count3: [6, 6], count1: [5, 5], count0: [3, 3], sum: [23, 23], longestRun3: [3, 3], longestRun1: [2, 2], longestRun0: [1, 1] })).toBe(1);
    expect(keeps({ breaks: [11, 13] })).toBe(0);
  });
});

describe('E16 on E12', () => {
  it.each([
    [{ count3: [5, 6] }, 14],
    [{ breaks: [11, 13] }, 16],
    [{ count0: [3, 4] }, 20],
    [{ count3: [5, 6], breaks: [11, 13], count0: [3, 4] }, 7],
    [{ count3: [5, 6], breaks: [11, 13], count0: [3, 4], tolerance: 1 }, 19],
  ] as [FilterSet, number][])('%j keeps %i', (filters, kept) => {
    expect(filterPlan(e12(), filters)).toEqual({ kept, bets: kept, cost: `${kept * 2}.00` });
  });
  it('removes excluded combinations that would be kept', () => {
    expect(filterPlan(e12(), { count0: [0, 14], exclude: ['31100303011303'] }).kept).toBe(23);
    expect(() => filterPlan(e12(), { exclude: ['31100303011300'] })).toThrow(/not a combination/);
  });
});

describe('E16 jingcai favourite count', () => {
  const p = () => plan('jczq', [m('A', '3@1.45', '1@4.10'), m('B', '3@2.35', '0@2.90'), m('C', '1@3.40', '0@1.88')], ['3串1']);
  const referenceOdds = {
    A: { '3': '1.45', '1': '4.10', '0': '6.20' },
    B: { '3': '2.35', '1': '3.05', '0': '2.90' },
    C: { '3': '3.80', '1': '3.40', '0': '1.88' },
  };
  it('has the 8 units of the example', () => {
    expect(splitPlan(p()).rows.map((r) => r.unit)).toEqual(['23.17', '12.81', '28.59', '15.81', '65.52', '36.23', '80.85', '44.71']);
  });
  it('keeps 331, 330, 300, 130 with favourites ≥ 2', () => {
    expect(filterPlan(p(), { favourites: [2, 3], referenceOdds })).toEqual({ kept: 4, bets: 4, cost: '8.00', minPrize: '12.81', maxPrize: '36.23' });
    expect(filterPlan(p(), { favourites: [2, 3] }).kept).toBe(4);
    expect(filterPlan(p(), { favourites: [0, 0], referenceOdds }).kept).toBe(1);
  });
  it('filters by prize range, odds sum and product, folds and contained options', () => {
    expect(filterPlan(p(), { prizeRange: ['20', '50'] }).kept).toBe(4);
    expect(filterPlan(p(), { oddsSum: ['0', '7.00'] }).kept).toBe(2); // 330 (5.68) and 300 (6.23)
    expect(filterPlan(p(), { oddsProduct: ['10.00', '20.00'] }).kept).toBe(3);
    expect(filterPlan(p(), { contains: [{ match: 'A', option: '1' }] }).kept).toBe(4);
    expect(filterPlan(p(), { exclude: [0, 1] }).kept).toBe(6);
  });
});

describe('filter input', () => {
  it('names unknown and malformed conditions', () => {
    expect(() => filterPlan(e12(), { count3: [6, 5] } as never)).toThrow(/count3/);
    expect(() => filterPlan(e12(), { nonsense: [1, 2] } as never)).toThrow(/unknown filter nonsense/);
    expect(() => filterPlan(e12(), { favourites: [1, 2] })).toThrow(/referenceOdds/);
    const bf = plan('jczq', [m('A', 'BF 1:0@7.00'), m('B', 'SPF 3@1.50')], ['2串1']);
    expect(() => filterPlan(bf, { count3: [1, 2] })).toThrow(/3\/1\/0/);
  });
});
