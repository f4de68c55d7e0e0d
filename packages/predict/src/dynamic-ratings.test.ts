import { describe, expect, it } from 'vitest';
import { DYNAMIC_PROMOTED, fitDynamicRatings } from './dynamic-ratings.ts';
import { teamGoalModel, type RatedMatch } from './team-ratings.ts';
import { DAY, syntheticLeague, type Team } from './testing/synthetic-league.ts';

describe('dynamic (Kalman-filtered) team ratings', () => {
  const history = syntheticLeague(11, 20, { shotsOnTarget: true });
  const at = (history.at(-1)?.playedAt ?? 0) + DAY;

  it('recover the strengths and home advantage that generated the results', () => {
    const ratings = fitDynamicRatings(history, at, { eloWeight: 0 });
    expect(teamGoalModel(ratings, 'A', 'D').homeRate).toBeGreaterThan(2.5 * teamGoalModel(ratings, 'D', 'A').homeRate);
    expect(Math.exp(ratings.homeAdvantage)).toBeGreaterThan(1.1);
    expect(Math.exp(ratings.homeAdvantage)).toBeLessThan(1.5);
    const attack = (t: Team) => ratings.teams.get(t)?.attack ?? 0;
    const defence = (t: Team) => ratings.teams.get(t)?.defence ?? 0;
    expect(attack('A')).toBeGreaterThan(attack('B'));
    expect(attack('B')).toBeGreaterThan(attack('D'));
    expect(defence('A')).toBeLessThan(defence('D'));
  });

  it('use nothing from the instant of fitting on: adding later matches changes nothing', () => {
    const cut = history[120]?.playedAt ?? 0;
    const a = fitDynamicRatings(history.filter((m) => m.playedAt < cut), cut);
    const b = fitDynamicRatings(history, cut);
    expect([...b.teams.entries()]).toEqual([...a.teams.entries()]);
    expect(b.base).toBe(a.base);
    expect(b.homeAdvantage).toBe(a.homeAdvantage);
    expect([...(b.elo?.teams.entries() ?? [])]).toEqual([...(a.elo?.teams.entries() ?? [])]);
  });

  it('read corners won as attacking pressure, by the corner share', () => {
    const withCorners = (extra: number) => history.map((m) => ({ ...m, homeCorners: m.home === 'C' ? 5 + extra : 5, awayCorners: m.away === 'C' ? 5 + extra : 5 }));
    const attackOfC = (matches: readonly RatedMatch[], cornerShare?: number) => fitDynamicRatings(matches, at, cornerShare === undefined ? {} : { cornerShare }).teams.get('C')?.attack ?? 0;
    expect(attackOfC(withCorners(4))).toBeGreaterThan(attackOfC(withCorners(0)) + 0.05);
    expect(attackOfC(withCorners(4), 0)).toBeCloseTo(attackOfC(withCorners(0), 0), 12);
  });

  it('start a team first seen half a year into the data as a promoted side, and an unseen one likewise', () => {
    const later = (history.at(-1)?.playedAt ?? 0) + 30 * DAY;
    const newcomer: RatedMatch = { playedAt: later, home: 'E', away: 'B', homeGoals: 1, awayGoals: 1 };
    const ratings = fitDynamicRatings([...history, newcomer], later + DAY, { eloWeight: 0 });
    // One draw moves it a little from the promoted prior, not back to average.
    expect(ratings.teams.get('E')?.attack ?? 0).toBeLessThan(0);
    expect(Math.abs((ratings.teams.get('E')?.attack ?? 0) - DYNAMIC_PROMOTED.attack)).toBeLessThan(0.1);
    expect(ratings.newTeam).toEqual({ attack: DYNAMIC_PROMOTED.attack, defence: DYNAMIC_PROMOTED.defence });
    const unseen = teamGoalModel(ratings, 'Nowhere', 'B');
    const average = teamGoalModel({ ...ratings, newTeam: { attack: 0, defence: 0 } }, 'Nowhere', 'B');
    expect(unseen.homeRate).toBeLessThan(average.homeRate);
  });

  it('treat every team as average before any match', () => {
    const ratings = fitDynamicRatings(history, history[0]?.playedAt ?? 0);
    expect(ratings.teams.size).toBe(0);
    expect(ratings.newTeam).toEqual({ attack: 0, defence: 0 });
  });
});
