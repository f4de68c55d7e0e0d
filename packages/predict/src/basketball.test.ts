import { describe, expect, it } from 'vitest';
import {
  basketballDistributions,
  basketballModel,
  DXF_OPTIONS,
  halfPointLine,
  handicapWinLoss,
  linesFromSpread,
  marginBands,
  NBA_MARGIN_SIGMA,
  normalCdf,
  overUnderPoints,
  priceBasketballMatch,
  SFC_OPTIONS,
  sfcCode,
  winLoss,
} from './index.ts';

const model = basketballModel({ homeHandicap: -5.5, total: 221.5 });
const sum = (xs: readonly { probability: number }[]): number => xs.reduce((s, x) => s + x.probability, 0);

describe('lines', () => {
  it('turns "favourite gives n" into a home handicap', () => {
    expect(linesFromSpread('home', 5, 220)).toEqual({ homeHandicap: -5, total: 220 });
    expect(linesFromSpread('away', 4.5, 220)).toEqual({ homeHandicap: 4.5, total: 220 });
  });

  it('moves lines to .5: nearest for fractions, away from zero for integers', () => {
    expect(halfPointLine(-5.5)).toBe(-5.5);
    expect(halfPointLine(-5)).toBe(-5.5);
    expect(halfPointLine(3)).toBe(3.5);
    expect(halfPointLine(0)).toBe(-0.5);
    expect(halfPointLine(-5.25)).toBe(-5.5);
    expect(halfPointLine(7.75)).toBe(7.5);
    expect(halfPointLine(220)).toBe(220.5);
  });
});

describe('settlement of bands (lottery-rules §2 worked example: away 93, home 83)', () => {
  it('puts a 10-point away win in A2 and covers every margin', () => {
    expect(sfcCode(83 - 93)).toBe('A2');
    expect(sfcCode(5)).toBe('H1');
    expect(sfcCode(6)).toBe('H2');
    expect(sfcCode(26)).toBe('H6');
    expect(sfcCode(-1)).toBe('A1');
    expect(sfcCode(-40)).toBe('A6');
    expect(() => sfcCode(0)).toThrow(RangeError);
  });
});

describe('basketball model (worked: home −5.5, total 221.5, σ 13.2 / 18.25)', () => {
  it('SF: P(margin ≥ 1) among non-zero margins', () => {
    const z = (x: number): number => normalCdf((x - 5.5) / NBA_MARGIN_SIGMA);
    const zero = z(0.5) - z(-0.5);
    const [home] = winLoss(model);
    expect(home!.probability).toBeCloseTo((1 - z(0.5)) / (1 - zero), 14);
    expect(home!.probability).toBeCloseTo(0.6660, 4);
  });

  it('RFSF at the spread is close to even (the removed tie mass tilts it slightly to the favourite)', () => {
    const [cover] = handicapWinLoss(model, -5.5);
    expect(cover!.probability).toBeCloseTo(0.5142, 4);
    expect(() => handicapWinLoss(model, -5)).toThrow(RangeError);
  });

  it('SFC: twelve bands in canonical order summing to 1', () => {
    const bands = marginBands(model);
    expect(bands.map((b) => b.code)).toEqual([...SFC_OPTIONS]);
    expect(sum(bands)).toBeCloseTo(1, 14);
    expect(bands[0]!.probability).toBeCloseTo(0.15178, 5);
    expect(bands[6]!.probability).toBeCloseTo(0.12588, 5);
    const homeWin = winLoss(model)[0]!.probability;
    expect(sum(bands.slice(0, 6))).toBeCloseTo(homeWin, 14);
  });

  it('DXF: the line at the mean is a coin flip; a lower line favours 大', () => {
    const atMean = overUnderPoints(model, 221.5);
    expect(atMean.map((x) => x.code)).toEqual([...DXF_OPTIONS]);
    expect(atMean[0]!.probability).toBeCloseTo(0.5, 15);
    expect(overUnderPoints(model, 210.5)[0]!.probability).toBeCloseTo(normalCdf(11 / 18.25), 14);
    expect(() => overUnderPoints(model, 221)).toThrow(RangeError);
  });

  it('quotes integer lines at .5', () => {
    const d = basketballDistributions({ homeHandicap: -5, total: 220 });
    expect(d.rfsf.handicap).toBe(-5.5);
    expect(d.dxf.line).toBe(220.5);
  });
});

describe('priceBasketballMatch', () => {
  it('prices the four plays at the default return rates', () => {
    const prices = priceBasketballMatch({ homeHandicap: -5.5, total: 221.5 });
    expect(prices.sf.map((x) => x.odds)).toEqual([133, 266]);
    expect(prices.rfsf).toEqual({ handicap: -5.5, odds: [{ code: '3', odds: 170 }, { code: '0', odds: 180 }] });
    expect(prices.dxf).toEqual({ line: 221.5, odds: [{ code: '大', odds: 175 }, { code: '小', odds: 175 }] });
    expect(prices.sfc.map((x) => x.code)).toEqual([...SFC_OPTIONS]);
    expect(prices.sfc[0]!.odds).toBe(494);
  });
});
