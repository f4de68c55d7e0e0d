import type { AiPlan } from '@scoreline/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlanCard } from './plan-card.tsx';

const hash = 'a'.repeat(64);
// Kicks off in two hours: on sale.
const kickoffAt = Date.now() + 2 * 3_600_000;
const lockedPlan: AiPlan = {
  id: 'spf-1', sport: 'football', planType: 'spf', legs: 1, day: '2026-11-27', priceCoins: 88, kickoffAt,
  proof: { seq: 1, hash, prevHash: hash, publishedAt: kickoffAt - 3_600_000 },
  matches: [{ fixtureId: 'm1', competition: '英超', home: '阿森纳', away: '切尔西', kickoffAt, status: 'scheduled', score: null }],
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

  it('from kick-off the button says 已截止, is disabled and never buys', () => {
    const bought: string[] = [];
    const started = { ...lockedPlan, kickoffAt: Date.now() - 60_000 };
    renderWithProviders(<PlanCard plan={started} onBuy={(p) => bought.push(p.id)} />);
    const closed = screen.getByTestId('ai-sales-closed');
    expect(closed.textContent).toBe('已截止');
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(closed);
    expect(screen.queryByTestId('ai-buy')).toBeNull();
    expect(bought).toEqual([]);
  });

  it('a list left open flips to 已截止 at kick-off by itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const soon = { ...lockedPlan, kickoffAt: Date.now() + 30_000 };
      renderWithProviders(<PlanCard plan={soon} onBuy={() => undefined} />);
      expect(screen.getByTestId('ai-buy')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(30_000));
      expect(screen.getByTestId('ai-sales-closed').textContent).toBe('已截止');
    } finally {
      vi.useRealTimers();
    }
  });
});
