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

describe('preference, group and banker conditions on E12', () => {
  // E12 varies at m2 {3,1}, m5 {3,1,0}, m7 {1,0}, m10 {3,1}: 2 × 3 × 2 × 2 = 24 bets.
  it('filter bankers keep the bets containing every fixed answer', () => {
    expect(filterPlan(e12(), { bankers: [{ match: 'm2', option: '3' }, { match: 'm5', option: '0' }] }).kept).toBe(4);
  });
  it('a group keeps bets containing lo … hi of its pairs', () => {
    const picks = [{ match: 'm2', option: '1' }, { match: 'm7', option: '0' }, { match: 'm10', option: '3' }];
    expect(filterPlan(e12(), { groups: [{ picks, range: [3, 3] }] }).kept).toBe(3);
    expect(filterPlan(e12(), { groups: [{ picks, range: [0, 0] }] }).kept).toBe(3);
    expect(filterPlan(e12(), { groups: [{ picks, range: [1, 2] }] }).kept).toBe(18);
  });
  it('first-preference hits count the legs equal to the preference', () => {
    const first = { m2: '3', m5: '3', m7: '1', m10: '3' };
    expect(filterPlan(e12(), { preferences: { first }, firstHits: [4, 4] }).kept).toBe(1);
    expect(filterPlan(e12(), { preferences: { first }, firstHits: [0, 3] }).kept).toBe(23);
  });
  it('sfc odds metrics use the reference odds', () => {
    const referenceOdds = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`m${i + 1}`, { '3': '2.00', '1': '3.00', '0': '4.00' }]));
    const all = filterPlan(e12(), { favourites: [0, 14], referenceOdds }).kept;
    expect(all).toBe(24);
    // Favourite = 3 (lowest odds): m2, m5, m10 can give 3, so 0 … 3 extra favourites on top of the fixed ones.
    const fixed3 = 5; // m1, m6, m8, m12, m14
    expect(filterPlan(e12(), { favourites: [fixed3 + 3, fixed3 + 3], referenceOdds }).kept).toBe(2);
  });
});

describe('rjiu exclusions', () => {
  const rjiu = () => parsePlan({ game: 'rjiu', matches: Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, picks: [{ option: '3' }] })) });
  it('removes a hand-deleted 9-match combination written with - for the unplayed match', () => {
    expect(filterPlan(rjiu(), {}).kept).toBe(10);
    expect(filterPlan(rjiu(), { exclude: ['-333333333'] }).kept).toBe(9);
    expect(() => filterPlan(rjiu(), { exclude: ['3333333333'] })).toThrow(/exactly 9/);
  });
});
