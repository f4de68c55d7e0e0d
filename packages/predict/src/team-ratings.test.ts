import { describe, expect, it } from 'vitest';
import { fitTeamRatings, teamGoalModel } from './team-ratings.ts';
import { DAY, syntheticLeague, type Team } from './testing/synthetic-league.ts';

describe('team ratings', () => {
  const history = syntheticLeague(7, 30);
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
