import type { PlanRecord } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlanView } from './plan-view.tsx';

afterEach(cleanup);

const team = (id: string, name: string) => ({ id, name });
const match = (id: string, home: string, away: string): PlanRecord['matches'][number] => ({
  id, number: '周六001', competition: '英超', home: team(`${id}h`, home), away: team(`${id}a`, away), kickoffAt: Date.UTC(2026, 10, 28, 12), status: 'scheduled',
  score: null, halfTime: null, banker: false, handicap: -1, line: null, singleAllowed: null,
  picks: [{ play: 'SPF', option: '3', odds: '1.80', won: null }, { play: 'SPF', option: '1', odds: '3.40', won: null }],
});

// A 2串1 plan optimised to a ¥100 budget: 50 multiples spread over its 4 combinations.
const optimised: PlanRecord = {
  id: '1', shareId: 'abcdefghijkl', game: 'jczq', issue: null, createdAt: Date.UTC(2026, 10, 28, 8), note: null,
  matches: [match('a', '曼联', '富勒姆'), match('b', '切尔西', '热刺')],
  passes: ['2串1'], multiple: 1, rounding: 'exact-half-even',
  optimisation: { budget: '100', mode: 'average', protect: [], multiples: [21, 14, 9, 6] },
  filters: null, estimates: null, bets: 4, cost: '100.00', minPrize: '112.65', maxPrize: '121.26', status: 'pending', settlement: null,
};

describe('PlanView', () => {
  it('shows an optimised plan with its 50 multiples and its prize range, not 1倍', () => {
    renderWithProviders(<PlanView plan={optimised} />);
    expect(screen.getByTestId('plan-multiple').textContent).toBe('共50倍（逐注优化）');
    expect(screen.getByTestId('plan-view').textContent).toContain('112.65–121.26');
  });

  it('shows a plain plan with its plan multiple', () => {
    renderWithProviders(<PlanView plan={{ ...optimised, optimisation: null, multiple: 3 }} />);
    expect(screen.getByTestId('plan-multiple').textContent).toBe('3倍');
  });
});
