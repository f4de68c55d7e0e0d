import { describe, expect, it } from 'vitest';
import { priceFootballMatch } from './football-prices.ts';
import { reverseScorePrices, REVERSE_SCORE_RETURN_RATE } from './reverse-score.ts';
import { toDecimalOdds as o, toProbability as p } from './units.ts';

describe('reverseScorePrices', () => {
  it('prices "not this score" at r / (1 − p), floored to the ten-thousandth', () => {
    expect(reverseScorePrices([{ code: '1:0', probability: p(0.1) }], 0.95)).toEqual([{ code: '1:0', notProbability: 0.9, price: 10555 }]);
  });

  it('offers no price when backing the score could only lose', () => {
    expect(reverseScorePrices([{ code: '0:5', probability: p(0.01) }], 0.95)[0]?.price).toBeNull();
    expect(reverseScorePrices([{ code: '平其他', probability: p(1) }], 0.95)[0]).toEqual({ code: '平其他', notProbability: 0, price: null });
  });

  it('rejects a return rate outside (0, 1]', () => {
    expect(() => reverseScorePrices([], 1.2)).toThrow(RangeError);
  });

  it('on a real match (Man United v Fulham, 2024-08-16, Pinnacle 1.63/4.38/5.30, O/U 1.56/2.56) the likeliest scores carry the best reverse price', () => {
    const prices = priceFootballMatch({ oneXTwo: [o(1.63), o(4.38), o(5.3)], overUnder25: [o(1.56), o(2.56)] });
    const reverse = reverseScorePrices(prices.distributions.bf, REVERSE_SCORE_RETURN_RATE);
    expect(reverse).toHaveLength(31);
    reverse.forEach((r, i) => expect(r.notProbability).toBeCloseTo(1 - (prices.distributions.bf[i]?.probability ?? 0), 12));
    // Σ P(not s) = 31 − 1 = 30: the options partition the outcomes.
    expect(reverse.reduce((s, r) => s + r.notProbability, 0)).toBeCloseTo(30, 9);
    const offered = reverse.filter((r) => r.price !== null);
    const likeliest = [...prices.distributions.bf].sort((a, b) => b.probability - a.probability)[0];
    const best = [...offered].sort((a, b) => (b.price ?? 0) - (a.price ?? 0))[0];
    expect(best?.code).toBe(likeliest?.code);
    for (const r of offered) expect((r.price ?? 0) / 10_000).toBeLessThanOrEqual(REVERSE_SCORE_RETURN_RATE / r.notProbability + 1e-12);
  });
});
