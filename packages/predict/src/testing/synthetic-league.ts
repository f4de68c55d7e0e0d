// A four-team league whose results follow fixed strengths, for the rating fits' tests: seeded,
// so every run draws the same results.
import type { RatedMatch } from '../team-ratings.ts';

export const DAY = 86_400_000;

/** The strengths that generate the results (log-rate terms; higher defence concedes more). */
export const TRUE_STRENGTHS = {
  A: { attack: 0.4, defence: -0.3 },
  B: { attack: 0.1, defence: 0 },
  C: { attack: -0.1, defence: 0.1 },
  D: { attack: -0.4, defence: 0.3 },
};
export type Team = keyof typeof TRUE_STRENGTHS;

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

/**
 * `rounds` double round-robins, one match a day from 1 January 2023, home advantage e^0.25;
 * with `shotsOnTarget`, each side also gets Poisson(3 × its goal rate) shots on target.
 */
export function syntheticLeague(seed: number, rounds: number, options: { shotsOnTarget?: boolean } = {}): RatedMatch[] {
  const next = lcg(seed);
  const teams = Object.keys(TRUE_STRENGTHS) as Team[];
  const out: RatedMatch[] = [];
  let day = 0;
  for (let r = 0; r < rounds; r++) {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const homeRate = Math.exp(0.2 + 0.25 + TRUE_STRENGTHS[home].attack + TRUE_STRENGTHS[away].defence);
        const awayRate = Math.exp(0.2 + TRUE_STRENGTHS[away].attack + TRUE_STRENGTHS[home].defence);
        const match: RatedMatch = { playedAt: Date.UTC(2023, 0, 1) + day++ * DAY, home, away, homeGoals: poisson(homeRate, next), awayGoals: poisson(awayRate, next) };
        out.push(options.shotsOnTarget ? { ...match, homeShotsOnTarget: poisson(3 * homeRate, next), awayShotsOnTarget: poisson(3 * awayRate, next) } : match);
      }
    }
  }
  return out;
}
