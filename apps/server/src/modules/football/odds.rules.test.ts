import { describe, expect, it } from 'vitest';
import { averagePrices, companyRank, consensus, favouriteOf, kellyIndices, marginFree, maxPrices, overUnderResult, upsetState } from './odds.rules.ts';

// Real pre-match 1X2 prices, Man United v Fulham, 16 Aug 2024 (E0_2425.csv line 2):
// Bet365 1.60/4.20/5.25, Pinnacle 1.63/4.38/5.30, William Hill 1.65/4.20/5.00.
const united = { bet365: [1.6, 4.2, 5.25], pinnacle: [1.63, 4.38, 5.3], williamHill: [1.65, 4.2, 5] };

describe('odds rules', () => {
  it('takes the margin out of a company\'s prices', () => {
    const p = marginFree(united.bet365);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // 1/1.60 = 0.625 of a book 0.625 + 0.2381 + 0.1905 = 1.0536
    expect(p[0]).toBeCloseTo(0.5932, 4);
    expect(p[2]).toBeCloseTo(0.1808, 4);
  });

  it('averages the companies into a consensus and prices Kelly indices against it', () => {
    const c = consensus(Object.values(united));
    expect(c?.map((x) => Number(x.toFixed(4)))).toEqual([0.5897, 0.2252, 0.1851]);
    // 1.63 × 0.5897 = 0.961: Pinnacle's low margin puts its indices nearest 1; William Hill
    // pays the most on the home side (1.65), so its home index is the day's highest.
    expect(kellyIndices(united.pinnacle, c ?? [])).toEqual([0.96, 0.99, 0.98]);
    expect(kellyIndices(united.bet365, c ?? [])).toEqual([0.94, 0.95, 0.97]);
    expect(kellyIndices(united.williamHill, c ?? [])).toEqual([0.97, 0.95, 0.93]);
    expect(consensus([])).toBeUndefined();
  });

  it('averages and maximises per outcome', () => {
    expect(averagePrices(Object.values(united))).toEqual([1.63, 4.26, 5.18]);
    expect(maxPrices(Object.values(united))).toEqual([1.65, 4.38, 5.3]);
    expect(averagePrices([])).toEqual([]);
  });

  it('names the favourite by the lower win price', () => {
    expect(favouriteOf(united.bet365)).toBe('home');
    // Ipswich v Liverpool, 17 Aug 2024, Bet365 pre-match 8.50/5.50/1.33
    expect(favouriteOf([8.5, 5.5, 1.33])).toBe('away');
    expect(favouriteOf([2.9, 3.1, 2.9])).toBeUndefined();
  });

  it('finds a favourite behind (live) or beaten (finished) only', () => {
    // Brighton (2.50 v 2.63 with Bet365, so favourites at home) beat Man United 2-1; flipped here.
    expect(upsetState('away', 'finished', { home: 2, away: 1 })).toBe('lost');
    expect(upsetState('away', 'live', { home: 1, away: 0 })).toBe('losing');
    expect(upsetState('away', 'break', { home: 1, away: 0 })).toBe('losing');
    expect(upsetState('home', 'finished', { home: 1, away: 1 })).toBeUndefined();
    expect(upsetState('home', 'live', { home: 2, away: 1 })).toBeUndefined();
    expect(upsetState('home', 'scheduled', null)).toBeUndefined();
  });

  it('decides over/under once the line is passed or the match is over', () => {
    expect(overUnderResult(2.5, 3, 'live')).toBe('over');
    expect(overUnderResult(2.5, 2, 'live')).toBeNull();
    expect(overUnderResult(2.5, 2, 'finished')).toBe('under');
    expect(overUnderResult(3, 3, 'finished')).toBe('push');
    expect(overUnderResult(2.5, 0, 'scheduled')).toBeNull();
  });

  it('lists companies in one order: the catalog\'s bookmakers, an unknown code, the average, the maximum', () => {
    const listed = ['max', 'avg', 'some-new-code', 'betfair-exchange', 'pinnacle', 'bwin', 'bet365'].sort((a, b) => companyRank(a) - companyRank(b));
    expect(listed).toEqual(['bet365', 'pinnacle', 'bwin', 'betfair-exchange', 'some-new-code', 'avg', 'max']);
  });
});
