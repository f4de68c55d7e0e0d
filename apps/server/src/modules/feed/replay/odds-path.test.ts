import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FootballMatch, NbaGame } from '../source/index.ts';
import type { CompanyOddsPath, OddsStep, PriceSet } from './odds-path.ts';
import { americanToDecimal, footballOddsPaths, nbaOddsPaths, ODDS_OPENING_HOURS, oddsAt, oddsPath } from './odds-path.ts';
import { matchSeed } from './prng.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { footballFixture, nbaFixture } from './replay-sources.ts';

let football: FootballMatch[];
let nba: NbaGame[];
beforeAll(async () => {
  const data = await loadReplayData();
  football = Object.values(data.football).flat();
  nba = data.nba;
}, 60_000);

const kickoff = new Date('2026-11-21T12:00:00Z');
const overround = (prices: readonly number[]) => prices.reduce((a, p) => a + 1 / p, 0);

/** Every way a path breaks the rules, as text (plain checks: there are ~100,000 paths). */
function pathProblems(steps: readonly OddsStep[], opening: PriceSet, closing: PriceSet): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(why);
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return ['empty path'];
  if (first.prices.join() !== opening.prices.join() || first.line !== opening.line) fail('first step is not the opening quote');
  if (last.prices.join() !== closing.prices.join() || last.line !== closing.line) fail('last step is not the closing quote');
  if (first.at.getTime() !== kickoff.getTime() - ODDS_OPENING_HOURS * 3_600_000) fail('does not open 72 h before kick-off');
  if (last.at.getTime() !== kickoff.getTime()) fail('does not close at kick-off');
  const margins = [overround(opening.prices), overround(closing.prices)];
  for (const [i, step] of steps.entries()) {
    const before = steps[i - 1];
    if (before && step.at.getTime() <= before.at.getTime()) fail(`step ${i} not after step ${i - 1}`);
    if (i === 0 || i === steps.length - 1) continue;
    if (step.line !== opening.line && step.line !== closing.line) fail(`step ${i} line ${step.line}`);
    for (const [j, price] of step.prices.entries()) {
      const ends = [opening.prices[j] ?? 0, closing.prices[j] ?? 0];
      if (price <= 1.01) fail(`step ${i} price ${price} too low`);
      if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) fail(`step ${i} price ${price} not to 2 decimals`);
      if (price < Math.min(...ends) / 1.02 - 0.01 || price > Math.max(...ends) * 1.02 + 0.01) fail(`step ${i} price ${price} outside ${ends.join('..')}`);
    }
    const margin = overround(step.prices);
    if (step.prices.length > 0 && (margin < Math.min(...margins) - 0.03 || margin > Math.max(...margins) + 0.03)) fail(`step ${i} margin ${margin}`);
  }
  return problems;
}

function checkPath(steps: readonly OddsStep[], opening: PriceSet, closing: PriceSet): void {
  expect(pathProblems(steps, opening, closing)).toEqual([]);
}

describe('odds paths', () => {
  const opening = { prices: [2.1, 3.4, 3.5] };
  const closing = { prices: [1.95, 3.6, 3.9] };

  it('start at the pre-match and end at the closing price, in 6–12 increasing steps', () => {
    const steps = oddsPath(opening, closing, kickoff, 'seed');
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(steps.length).toBeLessThanOrEqual(12);
    checkPath(steps, opening, closing);
    expect(oddsPath(opening, closing, kickoff, 'seed')).toEqual(steps);
  });

  it('move a handicap line once, at one step', () => {
    const steps = oddsPath({ line: -0.5, prices: [1.9, 2.0] }, { line: -0.75, prices: [2.02, 1.88] }, kickoff, 'x');
    const changes = steps.filter((s, i) => i > 0 && s.line !== steps[i - 1]?.line);
    expect(changes.length).toBe(1);
  });

  it('are flat when opening and closing agree', () => {
    expect(oddsPath(opening, opening, kickoff, 'x').map((s) => s.prices)).toEqual([opening.prices, opening.prices]);
  });

  it('give the price in force at an instant', () => {
    const steps = oddsPath(opening, closing, kickoff, 'seed');
    expect(oddsAt(steps, new Date(kickoff.getTime() - 100 * 3_600_000))).toBeUndefined();
    expect(oddsAt(steps, new Date(kickoff.getTime() - 72 * 3_600_000))?.prices).toEqual(opening.prices);
    expect(oddsAt(steps, kickoff)?.prices).toEqual(closing.prices);
    expect(oddsAt(steps, new Date(kickoff.getTime() + 3_600_000))?.prices).toEqual(closing.prices);
  });

  it('hold for any prices and seed (property)', () => {
    const price = fc.integer({ min: 102, max: 3000 }).map((c) => c / 100);
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 3 }), fc.array(price, { minLength: 3, maxLength: 3 }), fc.string(), (a, b, seed) => {
        const open = { prices: a };
        const close = { prices: b.slice(0, a.length) };
        checkPath(oddsPath(open, close, kickoff, seed), open, close);
      }),
    );
  });
});

describe('odds paths of every real match', () => {
  it('run from each company’s real pre-match to its real closing quote', () => {
    let paths = 0;
    const problems: string[] = [];
    for (const match of football) {
      const seed = matchSeed('42', footballFixture(match)?.id ?? String(match.line), 'odds');
      const byKey = new Map<string, CompanyOddsPath>();
      for (const path of footballOddsPaths(match.odds, kickoff, seed)) byKey.set(`${path.market}|${path.company}`, path);
      const pairs: Array<{ market: string; q: { code: string; company?: string | undefined; timing: string }; set: PriceSet }> = [
        ...match.odds.oneXTwo.map((q) => ({ market: '1x2', q, set: { prices: [q.home, q.draw, q.away] } })),
        ...match.odds.overUnder.map((q) => ({ market: 'over_under', q, set: { line: q.line, prices: [q.over, q.under] } })),
        ...match.odds.asianHandicap.map((q) => ({ market: 'asian_handicap', q, set: { line: q.line, prices: [q.home, q.away] } })),
      ];
      for (const { market, q, set } of pairs) {
        const path = byKey.get(`${market}|${q.company ?? q.code}`);
        const step = q.timing === 'pre' ? path?.steps[0] : path?.steps.at(-1);
        if (step?.prices.join() !== set.prices.join() || step.line !== set.line) problems.push(`${match.line} ${market} ${q.code} ${q.timing}`);
        const other = pairs.find((p) => p.market === market && p.q.code === q.code && p.q.timing !== q.timing);
        if (path && (q.timing === 'pre' || !other)) problems.push(...pathProblems(path.steps, set, other?.set ?? set));
        paths += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(paths).toBeGreaterThan(50_000);
  });

  it('give NBA lines as flat paths', () => {
    for (const game of nba) {
      for (const path of nbaOddsPaths(game.lines, nbaFixture(game).kickoff)) {
        expect(path.steps.length).toBe(2);
        expect(path.steps[0]?.line).toBe(path.steps[1]?.line);
      }
    }
    expect(nbaOddsPaths({ favourite: 'home', spread: 13, total: 189.5, moneyline: { home: -1400, away: 900 } }, kickoff).map((p) => [p.market, p.steps[0]?.line ?? p.steps[0]?.prices])).toEqual([
      ['spread', -13], ['total', 189.5], ['moneyline', [1.07, 10]],
    ]);
    expect(americanToDecimal(-110)).toBe(1.91);
  });
});
