import { describe, expect, it } from 'vitest';
import { eloRatings } from './goal-elo.ts';
import { fitTeamRatings, teamGoalModel, type RatedMatch } from './team-ratings.ts';

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);

/** A beats everyone 3-0 at home and 2-0 away; the others draw 1-1. */
function results(rounds: number): RatedMatch[] {
  const teams = ['A', 'B', 'C', 'D'];
  const out: RatedMatch[] = [];
  let day = 0;
  for (let r = 0; r < rounds; r++) {
    for (const home of teams) for (const away of teams) {
      if (home === away) continue;
      const score = home === 'A' ? [3, 0] : away === 'A' ? [0, 2] : [1, 1];
      out.push({ playedAt: START + day++ * DAY, home, away, homeGoals: score[0] ?? 0, awayGoals: score[1] ?? 0 });
    }
  }
  return out;
}

describe('Elo on results', () => {
  it('rates the side that wins everything highest, centred on the mean', () => {
    const elo = eloRatings(results(3));
    const a = elo.teams.get('A') ?? 0;
    expect(a).toBeGreaterThan(100);
    for (const t of ['B', 'C', 'D']) expect(elo.teams.get(t) ?? 0).toBeLessThan(0);
    expect([...elo.teams.values()].reduce((s, v) => s + v, 0)).toBeCloseTo(0, 9);
    expect(elo.newTeam).toBeLessThan(0);
  });

  it('does not depend on the order matches are given in, and regresses towards the mean after a break', () => {
    const history = results(2);
    expect(eloRatings([...history].reverse())).toEqual(eloRatings(history));
    const later = history.map((m) => ({ ...m, playedAt: m.playedAt + 200 * DAY }));
    const withBreak = eloRatings([...history, later[0] as RatedMatch]).teams.get('A') ?? 0;
    const straight = eloRatings([...history, { ...(later[0] as RatedMatch), playedAt: (history.at(-1)?.playedAt ?? 0) + DAY }]).teams.get('A') ?? 0;
    expect(withBreak).toBeLessThan(straight);
  });

  it('tilts the team ratings\' goal rates, using only matches before the fit (adding later ones changes nothing)', () => {
    const history = results(4);
    const cut = history[30]?.playedAt ?? 0;
    const a = fitTeamRatings(history.filter((m) => m.playedAt < cut), cut);
    const b = fitTeamRatings(history, cut);
    expect(b.elo).toEqual(a.elo);
    expect(teamGoalModel(b, 'A', 'B')).toEqual(teamGoalModel(a, 'A', 'B'));
    const off = fitTeamRatings(history, cut, { eloWeight: 0 });
    expect(off.elo).toBeUndefined();
    expect(teamGoalModel(b, 'A', 'B').homeRate).toBeGreaterThan(teamGoalModel(off, 'A', 'B').homeRate);
  });
});
