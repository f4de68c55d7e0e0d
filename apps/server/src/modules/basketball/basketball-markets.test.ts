import { priceBasketballMatch } from '@scoreline/predict';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  bookmakerMoneyline,
  decimalToAmerican,
  lotterySpread,
  lotteryTotal,
  modelMoneyline,
  NBA_MONEYLINE_OVERROUND,
} from './basketball-markets.ts';

describe('American and decimal odds', () => {
  it('converts the data file\'s first game (POR @ SA: SA −1400, POR +900)', () => {
    expect(americanToDecimal(-1400)).toBe(1.07);
    expect(americanToDecimal(900)).toBe(10);
    expect(americanToDecimal(-110)).toBe(1.91);
    expect(americanToDecimal(100)).toBe(2);
  });

  it('goes back from decimal to American', () => {
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToAmerican(1.5)).toBe(-200);
    expect(decimalToAmerican(1.91)).toBe(-110);
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
  });

  it('refuses a price that is not American odds (the file\'s +8)', () => {
    expect(() => americanToDecimal(8)).toThrow(RangeError);
  });
});

describe('moneylines', () => {
  it('reads a bookmaker moneyline with its implied probabilities and margin', () => {
    expect(bookmakerMoneyline(-120, 100)).toEqual({
      source: 'bookmaker',
      home: { decimal: 1.83, american: -120, impliedProbability: 0.5455 },
      away: { decimal: 2, american: 100, impliedProbability: 0.5 },
      overround: 1.0455,
    });
  });

  it('derives a moneyline from the spread at the data\'s median margin', () => {
    const line = modelMoneyline(-5.5);
    expect(line.source).toBe('model');
    expect(line.home).toEqual({ decimal: 1.45, american: -222, impliedProbability: 0.6897 });
    expect(line.away).toEqual({ decimal: 2.89, american: 189, impliedProbability: 0.346 });
    // Rounding prices to cents moves the margin a little off the target.
    expect(Math.abs(line.overround - NBA_MONEYLINE_OVERROUND)).toBeLessThan(0.005);
    const pick = modelMoneyline(0);
    expect(pick.home.decimal).toBe(pick.away.decimal);
  });
});

describe('lottery lines from the bookmaker lines', () => {
  it('prices 大小分 at the line moved to .5, at the DXF return rate', () => {
    expect(lotteryTotal(-3.5, 221.5)).toEqual({ line: 221.5, over: 1.75, under: 1.75 });
    // A whole line moves up half a point, so the under becomes the likelier side.
    expect(lotteryTotal(-3, 220)).toEqual({ line: 220.5, over: 1.78, under: 1.71 });
    expect(lotteryTotal(null, 221.5).line).toBe(221.5);
  });

  it('prices 让分 at the handicap moved to .5, at the RFSF return rate', () => {
    expect(lotterySpread(-5.5)).toEqual({ handicap: -5.5, home: 1.7, away: 1.8 });
    expect(lotterySpread(3)).toEqual({ handicap: 3.5, home: 1.74, away: 1.75 });
  });
});

describe('agreement with the lottery data', () => {
  it.each([
    [-5.5, 221.5],
    [-3, 220],
    [7, 231.5],
    [0, 214],
  ])('shows the prices the lottery page shows (priceBasketballMatch) for handicap %d, total %d', (homeHandicap, total) => {
    const lottery = priceBasketballMatch({ homeHandicap, total });
    expect(lotteryTotal(homeHandicap, total)).toEqual({ line: lottery.dxf.line, over: (lottery.dxf.odds[0]?.odds ?? 0) / 100, under: (lottery.dxf.odds[1]?.odds ?? 0) / 100 });
    expect(lotterySpread(homeHandicap)).toEqual({ handicap: lottery.rfsf.handicap, home: (lottery.rfsf.odds[0]?.odds ?? 0) / 100, away: (lottery.rfsf.odds[1]?.odds ?? 0) / 100 });
  });
});
