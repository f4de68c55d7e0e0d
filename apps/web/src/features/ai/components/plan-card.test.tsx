import type { AiPlan } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlanCard } from './plan-card.tsx';

const hash = 'a'.repeat(64);
const lockedPlan: AiPlan = {
  id: 'spf-1', sport: 'football', planType: 'spf', legs: 1, day: '2026-11-27', priceCoins: 88, kickoffAt: 1_764_200_000_000,
  proof: { seq: 1, hash, prevHash: hash, publishedAt: 1_764_100_000_000 },
  matches: [{ fixtureId: 'm1', competition: '英超', home: '阿森纳', away: '切尔西', kickoffAt: 1_764_200_000_000, status: 'scheduled', score: null }],
  locked: true, picks: null, settlement: null,
};

afterEach(cleanup);

describe('PlanCard: the locked plan button says what the tap costs', () => {
  it('shows the price in coins without a free view', () => {
    renderWithProviders(<PlanCard plan={lockedPlan} onBuy={() => undefined} />);
    expect(screen.getByTestId('ai-buy').textContent).toBe('88金币解锁');
  });

  it('says the plan unlocks free while a VIP free view is left today', () => {
    renderWithProviders(<PlanCard plan={lockedPlan} onBuy={() => undefined} freeViews={2} />);
    expect(screen.getByTestId('ai-buy').textContent).toBe('免费解锁');
  });
});
