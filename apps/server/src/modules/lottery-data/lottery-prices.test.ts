import { impliedReturnRate, JINGCAI_RETURN_RATES, type JingcaiOdds } from '@scoreline/predict';
import { describe, expect, it } from 'vitest';
import type { BoardOddsPath } from '../feed/live/board.types.ts';
import { basketballQuote, footballQuote, priceBasketball, priceFootball, stepAt } from './lottery-prices.ts';

/**
 * Real matches (football-data.co.uk E0 2024-25, Pinnacle pre-match 1X2 and over/under 2.5;
 * the NBA file's spread and total), laid out as the board holds odds paths.
 */
const flat = (company: string, market: BoardOddsPath['market'], prices: number[], line: number | null = null, at = 0): BoardOddsPath => ({
  company, market, steps: [{ at, line, prices }],
});
const manUnitedFulham: BoardOddsPath[] = [
  flat('bet365', '1x2', [1.6, 4.2, 5.25]),
  flat('pinnacle', '1x2', [1.63, 4.38, 5.3]),
  flat('pinnacle', 'over_under', [1.56, 2.56], 2.5),
  flat('pinnacle', 'asian_handicap', [1.93, 1.97], -1),
];
const ipswichLiverpool: BoardOddsPath[] = [flat('pinnacle', '1x2', [8.18, 5.84, 1.34]), flat('pinnacle', 'over_under', [1.41, 3], 2.5)];
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const odds = (options: readonly { odds: JingcaiOdds }[]) => options.map((o) => o.odds);

describe('footballQuote', () => {
  it('takes the preferred company (Pinnacle before Bet365) and its over/under 2.5', () => {
    expect(footballQuote(manUnitedFulham, 1)).toEqual({ company: 'pinnacle', oneXTwo: [1.63, 4.38, 5.3], overUnder25: [1.56, 2.56], quotedAt: 0 });
  });

  it('uses the step in force at the instant and nothing before the market opens', () => {
    const moving: BoardOddsPath = { company: 'pinnacle', market: '1x2', steps: [{ at: 100, line: null, prices: [2, 3.4, 3.9] }, { at: 200, line: null, prices: [1.9, 3.5, 4.2] }] };
    expect(stepAt(moving, 150)?.prices).toEqual([2, 3.4, 3.9]);
    expect(footballQuote([moving], 250)?.oneXTwo).toEqual([1.9, 3.5, 4.2]);
    expect(footballQuote([moving], 50)).toBeNull();
    expect(footballQuote([flat('pinnacle', 'over_under', [1.9, 1.9], 2.5)], 1)).toBeNull();
  });
});

describe('priceFootball on real matches', () => {
  const united = priceFootball(footballQuote(manUnitedFulham, 1) ?? (null as never));
  const ipswich = priceFootball(footballQuote(ipswichLiverpool, 1) ?? (null as never));

  it('prices every play at its jingcai return rate: Σ 1/odds ≈ 1/r, never more generous', () => {
    const { jingcai } = united.prices;
    const plays = { SPF: odds(jingcai.spf), RQSPF: odds(jingcai.rqspf.odds), BF: odds(jingcai.bf), ZJQ: odds(jingcai.zjq), BQC: odds(jingcai.bqc) };
    for (const [play, list] of Object.entries(plays)) {
      const rate = JINGCAI_RETURN_RATES[play as keyof typeof plays];
      expect(impliedReturnRate(list), play).toBeLessThanOrEqual(rate + 1e-9);
      expect(impliedReturnRate(list), play).toBeGreaterThan(rate - (play === 'BF' ? 0.06 : 0.02));
    }
    expect([jingcai.spf.length, jingcai.rqspf.odds.length, jingcai.bf.length, jingcai.zjq.length, jingcai.bqc.length]).toEqual([3, 3, 31, 8, 9]);
  });

  it('gives the favourite the lower price and the handicap to the favourite', () => {
    const [home, , away] = odds(united.prices.jingcai.spf);
    expect(home).toBeLessThan(away ?? 0);
    expect(united.prices.jingcai.rqspf.handicap).toBe(-1);
    const [iHome, , iAway] = odds(ipswich.prices.jingcai.spf);
    expect(iAway).toBeLessThan(iHome ?? 0);
    expect(ipswich.prices.jingcai.rqspf.handicap).toBeGreaterThan(0);
  });

  it('keeps the BF grid consistent with SPF and ZJQ: its home-win, draw and away-win blocks sum to the 1X2', () => {
    const d = united.prices.distributions;
    const bf = d.bf.map((o) => o.probability);
    const [p3 = 0, p1 = 0, p0 = 0] = d.spf.map((o) => o.probability);
    expect(sum(bf.slice(0, 13))).toBeCloseTo(p3, 3);
    expect(sum(bf.slice(13, 18))).toBeCloseTo(p1, 3);
    expect(sum(bf.slice(18))).toBeCloseTo(p0, 3);
    expect(sum(bf)).toBeCloseTo(1, 9);
    expect(sum(d.zjq.map((o) => o.probability))).toBeCloseTo(1, 9);
    expect(sum(d.sxds.map((o) => o.probability))).toBeCloseTo(1, 9);
    // BQC full-time digits add up to the 1X2 as well.
    const bqc = Object.fromEntries(d.bqc.map((o) => [o.code, o.probability]));
    expect((bqc['33'] ?? 0) + (bqc['13'] ?? 0) + (bqc['03'] ?? 0)).toBeCloseTo(p3, 3);
  });

  it('derives 反波胆 from the same BF distribution', () => {
    expect(united.fanbo).toHaveLength(31);
    united.fanbo.forEach((f, i) => expect(f.notProbability).toBeCloseTo(1 - (united.prices.distributions.bf[i]?.probability ?? 0), 12));
  });
});

describe('basketball prices on a real game (NBA 2023-24 opener, Lakers at Denver: Denver −4.5, total 228.5)', () => {
  const paths: BoardOddsPath[] = [flat('nba-lines', 'spread', [], -4.5), flat('nba-lines', 'total', [], 228.5)];
  const quote = basketballQuote(paths, 1);
  it('prices SF, RFSF, SFC and DXF from the spread and total', () => {
    expect(quote).toEqual({ company: 'nba-lines', homeHandicap: -4.5, total: 228.5, quotedAt: 0 });
    const prices = priceBasketball(quote ?? (null as never));
    const [home, away] = odds(prices.sf);
    expect(home).toBeLessThan(away ?? 0);
    expect(prices.rfsf.handicap).toBe(-4.5);
    expect(prices.dxf.line).toBe(228.5);
    expect(prices.sfc).toHaveLength(12);
    expect(impliedReturnRate(odds(prices.sfc))).toBeLessThanOrEqual(JINGCAI_RETURN_RATES.SFC + 1e-9);
    expect(impliedReturnRate(odds(prices.sf))).toBeCloseTo(JINGCAI_RETURN_RATES.SF, 2);
  });
  it('has no prices without both lines', () => {
    expect(basketballQuote(paths.slice(1), 1)).toBeNull();
  });
});
