import { describe, expect, it } from 'vitest';
import { marginBands, winLoss } from './basketball.ts';
import { blendBasketballModels, fitNbaRatings, nbaGameModel, withRestDays, type NbaGame } from './basketball-ratings.ts';

const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 6);

/** Four teams of known strength and pace; a deterministic ±noise keeps the residuals non-zero. */
const STRENGTH: Record<string, number> = { a: 6, b: 2, c: -2, d: -6 };
const PACE: Record<string, number> = { a: 5, b: 0, c: 0, d: -5 };
const HOME = 3;

function season(days: number): NbaGame[] {
  const teams = Object.keys(STRENGTH);
  const games: NbaGame[] = [];
  for (let day = 0; day < days; day++) {
    for (let k = 0; k < 2; k++) {
      const home = teams[(day + k * 2) % 4] ?? 'a';
      const away = teams[(day + k * 2 + 1 + (day % 3)) % 4] ?? 'b';
      if (home === away) continue;
      const noise = ((day * 7 + k * 13) % 11) - 5;
      const margin = HOME + (STRENGTH[home] ?? 0) - (STRENGTH[away] ?? 0) + noise;
      const total = 210 + (PACE[home] ?? 0) + (PACE[away] ?? 0) + 2 * noise;
      const awayPoints = Math.round((total - margin) / 2);
      games.push({ playedAt: START + day * 2 * DAY, home, away, homePoints: awayPoints + Math.round(margin), awayPoints });
    }
  }
  return games;
}

describe('NBA ratings', () => {
  it('recovers home advantage, team strengths and pace from earlier games', () => {
    const games = withRestDays(season(200));
    const ratings = fitNbaRatings(games, START + 400 * DAY, { halfLifeDays: 1000, priorGames: 0.5 });
    expect(ratings.homeAdvantage).toBeCloseTo(HOME, 0);
    expect((ratings.teams.get('a')?.strength ?? 0) - (ratings.teams.get('d')?.strength ?? 0)).toBeCloseTo(12, 0);
    expect((ratings.teams.get('a')?.pace ?? 0) - (ratings.teams.get('d')?.pace ?? 0)).toBeCloseTo(10, 0);
    expect(ratings.marginSigma).toBeGreaterThan(1);
    expect(ratings.marginSigma).toBeLessThan(6);
    const model = nbaGameModel(ratings, { home: 'a', away: 'd', homeRest: 2, awayRest: 2 });
    expect(model.meanMargin).toBeCloseTo(HOME + 12, 0);
    expect(winLoss(model)[0]?.probability).toBeGreaterThan(0.95);
    const bands = marginBands(model);
    expect(bands).toHaveLength(12);
    expect(bands.reduce((s, b) => s + b.probability, 0)).toBeCloseTo(1, 9);
  });

  it('ignores games on or after the fit instant', () => {
    const games = withRestDays(season(200));
    const at = games[150]?.playedAt ?? 0;
    const a = fitNbaRatings(games.filter((g) => g.playedAt < at), at);
    const b = fitNbaRatings(games, at);
    expect(b).toEqual(a);
  });

  it('learns a back-to-back penalty', () => {
    // Team "t" plays on consecutive days every other time; it loses by 8 more when it does.
    const games: NbaGame[] = [];
    for (let i = 0; i < 300; i++) {
      const day = Math.floor(i / 2) * 5 + (i % 2);
      const tired = i % 2 === 1;
      games.push({ playedAt: START + day * DAY, home: ['u', 'v', 'w'][i % 3] ?? 'u', away: 't', homePoints: 100 + (tired ? 11 : 3) + (i % 3), awayPoints: 100 });
    }
    const rested = withRestDays(games);
    expect(rested[1]?.awayRest).toBe(1);
    expect(rested[2]?.awayRest).toBe(3);
    const ratings = fitNbaRatings(rested, START + 1000 * DAY, { halfLifeDays: 1000 });
    // The penalty is shared between the back-to-back and rest-per-day terms; together they give it.
    const tired = nbaGameModel(ratings, { home: 'u', away: 't', homeRest: 3, awayRest: 1 });
    const fresh = nbaGameModel(ratings, { home: 'u', away: 't', homeRest: 3, awayRest: 3 });
    expect(tired.meanMargin - fresh.meanMargin).toBeCloseTo(8, 0);
  });

  it('counts rest from earlier games only, capped, with a season opener as well rested', () => {
    const games = withRestDays([
      { playedAt: START + 10 * DAY, home: 'a', away: 'b', homePoints: 100, awayPoints: 90 },
      { playedAt: START, home: 'b', away: 'c', homePoints: 100, awayPoints: 90 },
      { playedAt: START + 11 * DAY, home: 'c', away: 'a', homePoints: 100, awayPoints: 90 },
    ]);
    expect(games.map((g) => [g.homeRest, g.awayRest])).toEqual([[3, 3], [3, 3], [3, 1]]);
  });

  it('blends towards the lines and rejects weights outside [0, 1] and bad fit options', () => {
    const own = { meanMargin: 10, marginSigma: 12, meanTotal: 200, totalSigma: 18 };
    const blended = blendBasketballModels(own, { homeHandicap: -4, total: 220 }, { margin: 0.75, total: 0.5 }, { margin: 13, total: 17 });
    expect(blended).toEqual({ meanMargin: 5.5, marginSigma: 13, meanTotal: 210, totalSigma: 17 });
    expect(() => blendBasketballModels(own, { homeHandicap: 0, total: 200 }, { margin: 1.5, total: 0 }, { margin: 1, total: 1 })).toThrow(/in \[0, 1\]: 1.5/);
    expect(() => fitNbaRatings([], 0, { halfLifeDays: 0 })).toThrow(/must be positive/);
  });

  it('falls back to the data-file σ and the league priors with no history', () => {
    const model = nbaGameModel(fitNbaRatings([], START), { home: 'x', away: 'y', homeRest: 3, awayRest: 3 });
    expect(model.marginSigma).toBe(13.2);
    expect(model.meanMargin).toBeGreaterThan(0);
    expect(model.meanTotal).toBeGreaterThan(150);
  });
});
