/**
 * Re-derives every constant estimated from the real data, so a named constant cannot drift from
 * its documented derivation. The slower searches (ρ, the total-prior weight) are a script,
 * `npm run predict:estimate`, which prints their grids; see the README.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRST_HALF_GOAL_SHARE,
  NBA_MARGIN_SIGMA,
  NBA_TOTAL_SIGMA,
  TYPICAL_TOTAL_GOALS,
} from './index.ts';
import { loadFootballMatches, loadNbaGames, missingDataReason } from './testing/shared-data.ts';

const skipReason = missingDataReason();
if (skipReason) console.warn(`constants-from-data test skipped: ${skipReason}`);

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const rms = (xs: readonly number[]): number => Math.sqrt(sum(xs.map((x) => x * x)) / xs.length);

describe.skipIf(skipReason !== undefined)('constants estimated from the real data', () => {
  it('FIRST_HALF_GOAL_SHARE = Σ half-time goals / Σ full-time goals (five leagues, 2018-19 .. 2024-25)', () => {
    const matches = loadFootballMatches().filter((m) => m.halfTimeHome !== undefined && m.halfTimeAway !== undefined);
    const share = sum(matches.map((m) => (m.halfTimeHome ?? 0) + (m.halfTimeAway ?? 0))) / sum(matches.map((m) => m.homeGoals + m.awayGoals));
    expect(matches.length).toBe(12_532);
    expect(Math.abs(share - FIRST_HALF_GOAL_SHARE)).toBeLessThan(5e-4);
  });

  it('TYPICAL_TOTAL_GOALS = mean goals per match', () => {
    const matches = loadFootballMatches();
    expect(Math.abs(sum(matches.map((m) => m.homeGoals + m.awayGoals)) / matches.length - TYPICAL_TOTAL_GOALS)).toBeLessThan(0.01);
  });

  it('NBA σs = RMS of final margin and total around the spread and total line (2018-19 .. 2023-24)', () => {
    const games = loadNbaGames().filter(
      (g) => g.season >= 2019 && g.spread !== undefined && g.total !== undefined && g.homeScore !== g.awayScore,
    );
    const expectedMargin = (g: (typeof games)[number]): number => (g.favourite === 'home' ? (g.spread ?? 0) : -(g.spread ?? 0));
    const margin = rms(games.map((g) => g.homeScore - g.awayScore - expectedMargin(g)));
    const total = rms(games.map((g) => g.homeScore + g.awayScore - (g.total ?? 0)));
    expect(games.length).toBe(7585);
    expect(Math.abs(margin - NBA_MARGIN_SIGMA)).toBeLessThan(0.02);
    expect(Math.abs(total - NBA_TOTAL_SIGMA)).toBeLessThan(0.02);
  });
});
