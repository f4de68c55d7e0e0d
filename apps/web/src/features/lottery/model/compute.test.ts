import { describe, expect, it } from 'vitest';
import { claimedFigures, optimise, summarise, toPlanInput } from './compute.ts';
import type { Draft } from './draft.ts';

/** lottery-rules E14: A 3@1.55 1@3.60, B 3@2.05 0@3.10, 2串1 → units 6.36, 9.61, 14.76, 22.32. */
const e14: Draft = {
  game: 'jczq',
  matches: [
    { id: 'A', number: '周一001', home: 'a', away: 'b', kickoffAt: 0, order: 0, banker: false, picks: [{ play: 'SPF', option: '3', odds: '1.55' }, { play: 'SPF', option: '1', odds: '3.60' }] },
    { id: 'B', number: '周一002', home: 'c', away: 'd', kickoffAt: 0, order: 1, banker: false, picks: [{ play: 'SPF', option: '3', odds: '2.05' }, { play: 'SPF', option: '0', odds: '3.10' }] },
  ],
  passes: ['2串1'],
  multiple: 1,
};

describe('what the save call is told', () => {
  it('claims the plain plan, the optimised budget, or the filtered bets', () => {
    const computed = summarise(e14);
    if (!computed.ok) throw new Error(computed.problem.message);
    const { plan, summary } = computed.value;
    expect(claimedFigures(e14, plan, summary)).toEqual({ ok: true, value: { bets: 4, cost: '8.00' } });
    const average = optimise(plan, { budget: '100', mode: 'average' });
    expect(average.ok && average.value.multiples).toEqual([21, 14, 9, 6]);
    const optimised = { ...e14, optimisation: { budget: '100', mode: 'average' as const, protect: [], multiples: [21, 14, 9, 6] } };
    expect(claimedFigures(optimised, plan, summary)).toEqual({ ok: true, value: { bets: 4, cost: '100.00' } });
    const filtered = { ...e14, filters: { prizeRange: ['9.00', '20.00'] as [string, string] } };
    expect(claimedFigures(filtered, plan, summary)).toEqual({ ok: true, value: { bets: 2, cost: '4.00' } });
  });

  it('reports the package problem instead of throwing, and sends pool picks without odds or play', () => {
    const bad = summarise({ ...e14, passes: ['3串1'] });
    expect(bad.ok).toBe(false);
    const pool = toPlanInput({ game: 'sfc', matches: [{ ...e14.matches[0], picks: [{ play: 'SPF', option: '3' }] } as Draft['matches'][number]], passes: [], multiple: 1 });
    expect(pool.matches[0]?.picks).toEqual([{ option: '3' }]);
  });
});
