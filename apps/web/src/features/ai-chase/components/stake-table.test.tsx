import type { ChaseStep } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StakeTable } from './stake-table.tsx';

const match = (id: string) => ({ fixtureId: id, competition: '英超', home: '阿森纳', away: '切尔西', kickoffAt: 1, status: 'finished', score: null });
const step = (over: Partial<ChaseStep>): ChaseStep => ({
  index: 1, planId: 'spf-m1', kickoffAt: 1, matches: [match('m1')], odds: 1.85, stake: 10,
  outcome: 'lost', returned: 0, profit: -10, balance: -10, picks: null, ...over,
});

afterEach(cleanup);

describe('StakeTable', () => {
  it('shows every step: stake, result with its profit, and the running balance with a sign', async () => {
    renderWithProviders(
      <StakeTable steps={[
        step({}),
        step({ index: 2, planId: 'spf-m2', stake: 20, outcome: 'won', returned: 37, profit: 17, balance: 7, matches: [match('m2')] }),
        step({ index: 3, planId: 'spf-m3', stake: 10, outcome: null, returned: null, profit: null, balance: null, odds: 2.1 }),
      ]} />,
    );
    const rows = await screen.findAllByTestId('chase-step');
    expect(rows.map((r) => r.getAttribute('data-outcome'))).toEqual(['lost', 'won', 'pending']);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', '阿森纳 – 切尔西', '1.85', '10', '未中 -10', '-10'],
      ['2', '阿森纳 – 切尔西', '1.85', '20', '中 +17', '+7'],
      ['3', '阿森纳 – 切尔西', '2.10', '10', '待开奖', '–'],
    ]);
  });

  it('shows fen only when there are some', async () => {
    renderWithProviders(<StakeTable steps={[step({ outcome: 'won', returned: 18.5, profit: 8.5, balance: 8.5 })]} />);
    expect((await screen.findByTestId('chase-step-balance')).textContent).toBe('+8.50');
  });

  it('says why there is no step yet', async () => {
    renderWithProviders(<StakeTable steps={[]} />);
    expect((await screen.findByTestId('chase-no-steps')).textContent).toMatch(/下一个方案/);
    expect(screen.queryByTestId('chase-stake-table')).toBeNull();
  });
});
