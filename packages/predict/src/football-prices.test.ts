import { describe, expect, it } from 'vitest';
import {
  BEIDAN_BF_OPTIONS,
  BQC_OPTIONS,
  formatJingcaiOdds,
  JINGCAI_BF_OPTIONS,
  priceFootballMatch,
  SPF_OPTIONS,
  SXDS_OPTIONS,
  toDecimalOdds,
  ZJQ_OPTIONS,
  type DecimalOdds,
} from './index.ts';

const odds = {
  oneXTwo: [1.9, 3.6, 4.2].map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds],
  overUnder25: [1.95, 1.95].map(toDecimalOdds) as [DecimalOdds, DecimalOdds],
};

describe('priceFootballMatch (worked: 1.90 / 3.60 / 4.20, O/U 2.5 at 1.95 / 1.95)', () => {
  const prices = priceFootballMatch(odds);

  it('prices SPF from the de-margined bookmaker 1X2 at 0.89', () => {
    expect(prices.jingcai.spf).toEqual([
      { code: '3', odds: 176 },
      { code: '1', odds: 333 },
      { code: '0', odds: 389 },
    ]);
  });

  it('quotes RQSPF at −1 and prices it from the goal model', () => {
    expect(prices.jingcai.rqspf.handicap).toBe(-1);
    expect(prices.jingcai.rqspf.odds.map((x) => formatJingcaiOdds(x.odds))).toEqual(['3.23', '3.86', '1.79']);
  });

  it('gives every jingcai play in the exact codes and canonical order', () => {
    expect(prices.jingcai.spf.map((x) => x.code)).toEqual([...SPF_OPTIONS]);
    expect(prices.jingcai.bf.map((x) => x.code)).toEqual([...JINGCAI_BF_OPTIONS]);
    expect(prices.jingcai.zjq.map((x) => x.code)).toEqual([...ZJQ_OPTIONS]);
    expect(prices.jingcai.bqc.map((x) => x.code)).toEqual([...BQC_OPTIONS]);
    expect(prices.jingcai.zjq.map((x) => formatJingcaiOdds(x.odds))).toEqual(
      ['9.83', '4.76', '3.03', '3.54', '5.30', '9.92', '22.27', '39.70'],
    );
    expect(prices.jingcai.bf.find((x) => x.code === '1:1')?.odds).toBe(565);
    expect(prices.jingcai.bqc[0]).toEqual({ code: '33', odds: 241 });
  });

  it('gives beidan indicative SP for SPF (with handicap), ZJQ, SXDS, BF (25) and BQC', () => {
    expect(prices.beidan.spf.handicap).toBe(-1);
    expect(prices.beidan.spf.sp.map((x) => x.code)).toEqual([...SPF_OPTIONS]);
    expect(prices.beidan.zjq.map((x) => x.code)).toEqual([...ZJQ_OPTIONS]);
    expect(prices.beidan.sxds.map((x) => x.code)).toEqual([...SXDS_OPTIONS]);
    expect(prices.beidan.bf.map((x) => x.code)).toEqual([...BEIDAN_BF_OPTIONS]);
    expect(prices.beidan.bqc.map((x) => x.code)).toEqual([...BQC_OPTIONS]);
    const zjq = prices.distributions.zjq;
    prices.beidan.zjq.forEach((x, i) => expect(x.sp / 1e6).toBeCloseTo(1 / zjq[i]!.probability, 5));
  });

  it('accepts other return rates and margin methods', () => {
    const generous = priceFootballMatch(odds, { returnRates: { SPF: 0.95 }, marginMethod: 'shin' });
    expect(generous.jingcai.spf[0]!.odds).toBeGreaterThan(prices.jingcai.spf[0]!.odds);
  });

  it('works without over/under odds', () => {
    const only1x2 = priceFootballMatch({ oneXTwo: odds.oneXTwo });
    expect(only1x2.jingcai.rqspf.handicap).toBe(-1);
    expect(only1x2.distributions.fit.model.homeRate + only1x2.distributions.fit.model.awayRate).toBeGreaterThan(2);
  });

  it('does not mutate its input', () => {
    const input = structuredClone(odds);
    priceFootballMatch(input);
    expect(input).toEqual(odds);
  });
});
