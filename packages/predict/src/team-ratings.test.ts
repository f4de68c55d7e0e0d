import { describe, expect, it } from 'vitest';
import { fitTeamRatings, teamGoalModel, type RatedMatch } from './team-ratings.ts';

const DAY = 86_400_000;

/** A seeded generator (tests only; the package itself takes no randomness). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function poisson(rate: number, next: () => number): number {
  let k = 0;
  let p = Math.exp(-rate);
  let sum = p;
  const u = next();
  while (u > sum && k < 20) sum += p *= rate / ++k;
  return k;
}

const TRUE = { A: { attack: 0.4, defence: -0.3 }, B: { attack: 0.1, defence: 0 }, C: { attack: -0.1, defence: 0.1 }, D: { attack: -0.4, defence: 0.3 } };
type Team = keyof typeof TRUE;

function season(seed: number, rounds: number): RatedMatch[] {
  const next = lcg(seed);
  const teams = Object.keys(TRUE) as Team[];
  const out: RatedMatch[] = [];
  let day = 0;
  for (let r = 0; r < rounds; r++) {
    for (const home of teams) for (const away of teams) {
      if (home === away) continue;
      const h = TRUE[home];
      const a = TRUE[away];
      out.push({
        playedAt: Date.UTC(2023, 0, 1) + day++ * DAY,
        home,
        away,
        homeGoals: poisson(Math.exp(0.2 + 0.25 + h.attack + a.defence), next),
        awayGoals: poisson(Math.exp(0.2 + a.attack + h.defence), next),
      });
    }
  }
  return out;
}

describe('team ratings', () => {
  const history = season(7, 30);
  const at = (history.at(-1)?.playedAt ?? 0) + DAY;

  it('recover the strengths and home advantage that generated the results', () => {
    const ratings = fitTeamRatings(history, at, { halfLifeDays: 10_000, priorMatches: 0.5, shotShare: 0 });
    const strong = teamGoalModel(ratings, 'A', 'D');
    const weak = teamGoalModel(ratings, 'D', 'A');
    expect(strong.homeRate).toBeGreaterThan(2.5 * weak.homeRate);
    expect(Math.exp(ratings.homeAdvantage)).toBeGreaterThan(1.1);
    expect(Math.exp(ratings.homeAdvantage)).toBeLessThan(1.5);
    const attack = (t: Team) => ratings.teams.get(t)?.attack ?? 0;
    expect(attack('A')).toBeGreaterThan(attack('B'));
    expect(attack('B')).toBeGreaterThan(attack('D'));
  });

  it('use nothing from the instant of fitting on: adding later matches changes nothing', () => {
    const cut = history[200]?.playedAt ?? 0;
    const before = history.filter((m) => m.playedAt < cut);
    const a = fitTeamRatings(before, cut);
    const b = fitTeamRatings(history, cut);
    expect([...b.teams.entries()]).toEqual([...a.teams.entries()]);
    expect(b.base).toBe(a.base);
    expect(b.homeAdvantage).toBe(a.homeAdvantage);
  });

  it('treat a team never seen as an average side', () => {
    const ratings = fitTeamRatings(history, at);
    const model = teamGoalModel(ratings, 'Nowhere', 'Elsewhere');
    expect(model.homeRate / model.awayRate).toBeCloseTo(Math.exp(ratings.homeAdvantage), 10);
  });
});
