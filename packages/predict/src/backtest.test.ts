import { describe, expect, it } from 'vitest';
import { Calibration, backtestFootball, type BacktestMatch } from './backtest.ts';
import { forecastFootball } from './football-forecast.ts';
import { fitTeamRatings } from './team-ratings.ts';
import { toDecimalOdds } from './units.ts';

const DAY = 86_400_000;
const o = toDecimalOdds;

/** Three clubs of fixed strength, two seasons of results that follow the strengths. */
function leagueHistory(): BacktestMatch[] {
  const pattern: Array<[string, string, number, number]> = [
    ['Strong', 'Weak', 3, 0], ['Weak', 'Strong', 0, 2], ['Mid', 'Weak', 2, 1], ['Weak', 'Mid', 1, 1], ['Strong', 'Mid', 2, 1], ['Mid', 'Strong', 1, 2],
  ];
  const out: BacktestMatch[] = [];
  for (let i = 0; i < 120; i++) {
    const [home, away, homeGoals, awayGoals] = pattern[i % pattern.length] ?? ['Strong', 'Weak', 1, 0];
    out.push({ league: 'X', playedAt: Date.UTC(2021, 0, 4) + i * 3 * DAY, home, away, homeGoals, awayGoals, preMatch: { oneXTwo: [o(2.5), o(3.3), o(2.9)] }, closing: [o(2.5), o(3.3), o(2.9)] });
  }
  return out;
}

describe('the walk-forward back-test', () => {
  it('scores only matches from the evaluation date, each with a model, a blend and the market', () => {
    const matches = leagueHistory();
    const from = matches[60]?.playedAt ?? 0;
    const report = backtestFootball(matches, { evaluateFrom: from });
    expect(report.matches).toBe(60);
    // The model learns the clubs' strengths; the flat market does not.
    expect(report.model.rps).toBeLessThan(report.market.rps);
    expect(report.marketWeight).toBeLessThan(0.5);
    expect(report.calibration.ece).toBeGreaterThanOrEqual(0);
  });

  it('gives the same prediction for a match whatever happens after it', () => {
    const matches = leagueHistory();
    const at = matches[50]?.playedAt ?? 0;
    const early = fitTeamRatings(matches.slice(0, 50), at);
    const late = fitTeamRatings(matches, at);
    const input = { home: 'Strong', away: 'Weak', market: { oneXTwo: [o(1.5), o(4), o(6)] as const } };
    expect(forecastFootball({ ...input, ratings: late, marketWeight: 0.5 }).oneXTwo).toEqual(forecastFootball({ ...input, ratings: early, marketWeight: 0.5 }).oneXTwo);
  });
});

describe('calibration error', () => {
  it('is zero for forecasts that match the frequencies and grows when they do not', () => {
    const fair = new Calibration();
    for (let i = 0; i < 10; i++) fair.add([0.55, 0.25, 0.2], i < 5 ? 0 : i < 8 ? 1 : 2);
    const overconfident = new Calibration();
    for (let i = 0; i < 10; i++) overconfident.add([0.95, 0.03, 0.02], i < 5 ? 0 : 1);
    expect(overconfident.ece()).toBeGreaterThan(fair.ece() + 0.2);
  });
});
