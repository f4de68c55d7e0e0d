import {
  basketballModel,
  halfPointLine,
  handicapWinLoss,
  jingcaiPrices,
  JINGCAI_RETURN_RATES,
  moneylineToProbability,
  overUnderPoints,
  winLoss,
} from '@scoreline/predict';

/**
 * Prices for the day lists, all derived from the NBA data's lines with `@scoreline/predict`:
 * the lottery's 大小分 and 让分 prices at its return rate, and the moneyline either as the data
 * quotes it (American odds) or, when it does not, from the spread at the data's typical margin.
 */

/**
 * The bookmaker margin of the NBA data's moneylines: the median of (sum of both implied
 * probabilities) over the 19,819 games of `nba_2008-2024.csv` quoting both sides (1.0376; mean
 * 1.0376 too). A moneyline derived from the spread carries this margin, so it reads like one
 * the bookmaker would have quoted.
 */
export const NBA_MONEYLINE_OVERROUND = 1.0376;

export interface MoneylineSide {
  decimal: number;
  american: number;
  impliedProbability: number;
}

export interface Moneyline {
  source: 'bookmaker' | 'model';
  home: MoneylineSide;
  away: MoneylineSide;
  overround: number;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * American odds of a decimal price, to the whole number: +150 for 2.50, −200 for 1.50.
 *
 * @example decimalToAmerican(2.5) // 150
 * @example decimalToAmerican(1.5) // -200
 */
export function decimalToAmerican(decimal: number): number {
  if (!(decimal > 1)) throw new RangeError(`decimal odds must exceed 1: ${decimal}`);
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/**
 * Decimal odds of an American price, to 2 decimals.
 *
 * @example americanToDecimal(-1400) // 1.07
 * @example americanToDecimal(900) // 10
 */
export function americanToDecimal(american: number): number {
  return round(1 / moneylineToProbability(american), 2);
}

function sideFromAmerican(american: number): MoneylineSide {
  return { decimal: americanToDecimal(american), american, impliedProbability: round(moneylineToProbability(american), 4) };
}

/**
 * The moneyline as the data quotes it.
 *
 * @example bookmakerMoneyline(-1400, 900).home.decimal // 1.07
 */
export function bookmakerMoneyline(home: number, away: number): Moneyline {
  const h = sideFromAmerican(home);
  const a = sideFromAmerican(away);
  return { source: 'bookmaker', home: h, away: a, overround: round(moneylineToProbability(home) + moneylineToProbability(away), 4) };
}

/**
 * A moneyline from the spread: the basketball model's win probabilities, each scaled by
 * {@link NBA_MONEYLINE_OVERROUND}, priced to 2 decimals.
 *
 * @example modelMoneyline(-5.5).home.decimal // 1.45 (home favoured by 5.5)
 */
export function modelMoneyline(homeHandicap: number): Moneyline {
  // The total does not move the margin distribution; any line serves.
  const [home, away] = winLoss(basketballModel({ homeHandicap, total: 220 })).map((o) => o.probability);
  const side = (p: number): MoneylineSide => {
    const decimal = Math.max(1.01, round(1 / (p * NBA_MONEYLINE_OVERROUND), 2));
    return { decimal, american: decimalToAmerican(decimal), impliedProbability: round(1 / decimal, 4) };
  };
  const h = side(home ?? 0.5);
  const a = side(away ?? 0.5);
  return { source: 'model', home: h, away: a, overround: round(h.impliedProbability + a.impliedProbability, 4) };
}

/**
 * Lottery 大小分 at the bookmaker total moved to .5, with prices at the lottery's DXF return rate.
 *
 * @example lotteryTotal(-3.5, 221.5) // { line: 221.5, over: 1.75, under: 1.75 }
 */
export function lotteryTotal(homeHandicap: number | null, total: number): { line: number; over: number; under: number } {
  const line = halfPointLine(total);
  const model = basketballModel({ homeHandicap: homeHandicap ?? 0, total });
  const [over, under] = jingcaiPrices(overUnderPoints(model, line), JINGCAI_RETURN_RATES.DXF).map((o) => o.odds / 100);
  return { line, over: over ?? 0, under: under ?? 0 };
}

/**
 * Lottery 让分胜负 at the bookmaker spread moved to .5, with prices at the lottery's RFSF return rate.
 *
 * @example lotterySpread(-5.5) // { handicap: -5.5, home: 1.7, away: 1.8 }
 */
export function lotterySpread(homeHandicap: number): { handicap: number; home: number; away: number } {
  const handicap = halfPointLine(homeHandicap);
  const model = basketballModel({ homeHandicap, total: 220 });
  const [home, away] = jingcaiPrices(handicapWinLoss(model, handicap), JINGCAI_RETURN_RATES.RFSF).map((o) => o.odds / 100);
  return { handicap, home: home ?? 0, away: away ?? 0 };
}
