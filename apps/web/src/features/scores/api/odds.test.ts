import { describe, expect, it } from 'vitest';
import type { RowPrices } from '../model/score-row.ts';
import { chosenPrices, type OddsBook } from './odds.ts';

const oneXTwo = (values: number[]): RowPrices => ({ kind: '1x2', line: null, values });

// A day as dateGameDuo lists it: an EPL match bet365 and Pinnacle price, a CSL match only
// Pinnacle and Betfair Exchange price (the CSL file has no bet365), in the server's order.
const eplBet365 = oneXTwo([1.6, 4.2, 5.25]);
const cslPinnacle = oneXTwo([2.42, 3.18, 3.15]);
const book: OddsBook = {
  companies: [
    { id: 'bet365', name: 'bet365' },
    { id: 'pinnacle', name: '平博' },
    { id: 'betfair-exchange', name: '必发交易所' },
  ],
  byMatch: new Map([
    ['epl', new Map([['bet365', eplBet365], ['pinnacle', oneXTwo([1.63, 4.38, 5.3])]])],
    ['csl', new Map([['pinnacle', cslPinnacle], ['betfair-exchange', oneXTwo([2.5, 3.3, 3.2])]])],
    ['unpriced', new Map()],
  ]),
};

describe('the prices a score row shows', () => {
  it('are the chosen company\'s when it prices the match, with no company named', () => {
    expect(chosenPrices(book, 'epl', 'bet365')).toBe(eplBet365);
  });

  it('fall back, per match, to the first company that prices it, named', () => {
    const shown = chosenPrices(book, 'csl', 'bet365');
    expect(shown).toMatchObject({ values: cslPinnacle.values, fallback: { id: 'pinnacle', name: '平博' } });
    // The same object each time: a memoised row does not render again for nothing.
    expect(chosenPrices(book, 'csl', 'bet365')).toBe(shown);
    expect(chosenPrices(book, 'csl', 'betfair-exchange')?.fallback).toBeUndefined();
  });

  it('are nothing when no company prices the match or the day is not loaded', () => {
    expect(chosenPrices(book, 'unpriced', 'bet365')).toBeNull();
    expect(chosenPrices(book, 'elsewhere', 'bet365')).toBeNull();
    expect(chosenPrices(undefined, 'csl', 'bet365')).toBeNull();
  });
});
