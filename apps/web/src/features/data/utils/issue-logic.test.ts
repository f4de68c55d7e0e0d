import { describe, expect, it } from 'vitest';
import { resultCounts, resultLine, winningOdds } from './issue-logic.ts';

const spf = [{ code: '3', odds: 1.8 }, { code: '1', odds: 3.4 }, { code: '0', odds: 4.2 }];

describe('14-match issue logic', () => {
  it('writes the result line with - for open matches', () => {
    expect(resultLine([{ result: '3', spf }, { result: null, spf }, { result: '*', spf: null }, { result: '0', spf }])).toBe('3-*0');
  });

  it('counts outcomes, void and open', () => {
    expect(resultCounts([{ result: '3', spf }, { result: '3', spf }, { result: '1', spf }, { result: null, spf }, { result: '*', spf }])).toEqual({ '3': 2, '1': 1, '0': 0, '*': 1, open: 1 });
  });

  it('finds the price the result paid, none when open, void or unpriced', () => {
    expect(winningOdds({ result: '1', spf })).toBe(3.4);
    expect(winningOdds({ result: null, spf })).toBeNull();
    expect(winningOdds({ result: '*', spf })).toBeNull();
    expect(winningOdds({ result: '3', spf: null })).toBeNull();
  });
});
