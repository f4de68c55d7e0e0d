import { describe, expect, it } from 'vitest';
import { backtestNba, predictNbaWalkForward, type NbaBacktestGame } from './basketball-backtest.ts';
import { toDecimalOdds } from './units.ts';

const DAY = 86_400_000;
const START = Date.UTC(2019, 9, 21);
const STRENGTH: Record<string, number> = { a: 7, b: 2, c: -2, d: -7 };

/** A small league whose results follow fixed strengths; the lines and moneylines are flat. */
function league(days: number, noiseScale: (day: number) => number = () => 1): NbaBacktestGame[] {
  const teams = Object.keys(STRENGTH);
  const games: NbaBacktestGame[] = [];
  for (let day = 0; day < days; day++) {
    const home = teams[day % 4] ?? 'a';
    const away = teams[(day + 1 + (day % 3)) % 4] ?? 'b';
    const noise = Math.round((((day * 7) % 13) - 6) * noiseScale(day));
    const margin = 3 + (STRENGTH[home] ?? 0) - (STRENGTH[away] ?? 0) + noise || 1;
    games.push({ playedAt: START + day * DAY, home, away, homePoints: 105 + margin, awayPoints: 105, lines: { homeHandicap: -3, total: 213 }, moneyline: [toDecimalOdds(1.8), toDecimalOdds(2.1)] });
  }
  return games;
}

describe('the NBA walk-forward back-test', () => {
  it('beats flat lines when results follow the ratings, and learns a low market weight', () => {
    const games = league(300);
    const report = backtestNba(games, { evaluateFrom: games[150]?.playedAt ?? 0 });
    expect(report.matches).toBe(150);
    expect(report.model.rps).toBeLessThan(report.market.rps);
    expect(report.ai.rps).toBeLessThan(report.market.rps);
    expect(report.marketWeight.margin).toBeLessThan(0.5);
    expect(report.marginRmse.model).toBeLessThan(report.marginRmse.market);
    expect(report.calibration.ece).toBeGreaterThanOrEqual(0);
  });

  it('gives the same prediction for a game whatever happens after it (no look-ahead)', () => {
    const games = league(300);
    const early = predictNbaWalkForward(games.slice(0, 200));
    // Later games with wild results must not move any earlier prediction.
    const later = games.slice(200).map((g) => ({ ...g, homePoints: g.awayPoints + 60 }));
    const full = predictNbaWalkForward([...games.slice(0, 200), ...later]);
    expect(full.slice(0, 200)).toEqual(early);
  });

  it('judges calibration on every published game, moneyline or not; the market only where it has one', () => {
    const games = league(300).map((g, i) => (i % 2 ? { ...g, moneyline: undefined } : g));
    const report = backtestNba(games, { evaluateFrom: games[150]?.playedAt ?? 0 });
    expect(report.matches).toBe(75);
    expect(report.calibration.games).toBe(150);
    const marketOnly = backtestNba(games.filter((g) => g.moneyline), { evaluateFrom: games[150]?.playedAt ?? 0 });
    expect(report.calibration.eceOnMarketGames).not.toBe(report.calibration.ece);
    expect(marketOnly.calibration.games).toBe(75);
  });

  it("follows a change in the spread of results with the blend's σ, recent games weighing more", () => {
    // The results scatter three times as widely from day 700 on.
    const games = league(1400, (day) => (day < 700 ? 1 : 3));
    const sigmaAtEnd = (sigmaHalfLifeGames?: number) => predictNbaWalkForward(games, { sigmaHalfLifeGames }).at(-1)?.ai.marginSigma ?? 0;
    const recent = sigmaAtEnd(100);
    const everyGameAlike = sigmaAtEnd(Infinity);
    expect(recent).toBeGreaterThan(everyGameAlike * 1.3);
    expect(sigmaAtEnd()).toBeGreaterThan(everyGameAlike);
    expect(sigmaAtEnd()).toBeLessThan(recent);
  });

  it('rejects a non-positive σ half-life', () => {
    expect(() => predictNbaWalkForward(league(10), { sigmaHalfLifeGames: 0 })).toThrow(/sigmaHalfLifeGames must be positive/);
  });

  it('rejects a non-positive refit period', () => {
    expect(() => predictNbaWalkForward(league(10), { refitDays: 0 })).toThrow(/refitDays must be positive/);
  });

  it('leaves tied games out (a final NBA margin is never 0)', () => {
    const games = league(40);
    const tied = { ...games[39], playedAt: START + 45 * DAY, homePoints: 100, awayPoints: 100 } as NbaBacktestGame;
    expect(backtestNba([...games, tied], { evaluateFrom: START + 30 * DAY }).matches).toBe(backtestNba(games, { evaluateFrom: START + 30 * DAY }).matches);
  });
});
