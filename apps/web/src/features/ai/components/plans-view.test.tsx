import type { AiPlan, CouponView } from '@scoreline/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AntdMobile from 'antd-mobile';
import { renderWithProviders } from '../../../test/render.tsx';
import type * as CheckoutCoupon from '../../wallet/hooks/use-checkout-coupon.ts';
import { PlansView } from './plans-view.tsx';

const hash = 'a'.repeat(64);
const kickoffAt = Date.now() + 2 * 3_600_000;
const plan: AiPlan = {
  id: 'spf-1', sport: 'football', planType: 'spf', legs: 1, day: '2026-11-27', priceCoins: 100, kickoffAt,
  proof: { seq: 1, hash, prevHash: hash, publishedAt: kickoffAt - 3_600_000 },
  matches: [{ fixtureId: 'm1', competition: '英超', home: '阿森纳', away: '切尔西', kickoffAt, status: 'scheduled', score: null }],
  locked: true, picks: null, settlement: null,
};
const coupon = (id: number, kind: CouponView['kind'], value: number): CouponView => ({
  id, templateId: id, name: `券${id}`, kind, value, minSpend: 0, itemKinds: [], claimedAt: 0, expiresAt: kickoffAt, status: 'usable', applicable: true,
});

const state = vi.hoisted(() => ({ coupons: [] as CouponView[], confirmed: [] as string[], bought: [] as unknown[] }));

vi.mock('../api/ai.ts', () => ({
  usePlans: () => ({ isError: false, data: { day: '2026-11-27', records: [], backtest: null, plans: [plan] } }),
  useBuyPlan: () => ({ isPending: false, variables: undefined, mutate: (p: unknown) => state.bought.push(p) }),
}));
vi.mock('../../account/hooks/use-is-user.ts', () => ({ useIsUser: () => true }));
vi.mock('../../wallet/hooks/use-free-views.ts', () => ({ useFreeViews: () => () => 0 }));
vi.mock('../../wallet/api/wallet.ts', () => ({ useInvalidateWallet: () => async () => undefined }));
vi.mock('../../wallet/hooks/use-checkout-coupon.ts', async (importOriginal) => {
  const real = await importOriginal<typeof CheckoutCoupon>();
  return { ...real, useBestCouponLookup: () => async (_kind: string, price: number) => real.bestCoupon(state.coupons, price) };
});
vi.mock('antd-mobile', async (importOriginal) => {
  const real = await importOriginal<typeof AntdMobile>();
  return { ...real, Dialog: { ...real.Dialog, confirm: async ({ content }: { content: string }) => (state.confirmed.push(content), true) } };
});

beforeEach(() => {
  state.coupons = [];
  state.confirmed.length = 0;
  state.bought.length = 0;
});
afterEach(cleanup);

describe('buying an AI plan in one tap', () => {
  it('uses the coupon that saves most, unasked, and says so in the confirmation', async () => {
    state.coupons = [coupon(1, 'amount', 10), coupon(2, 'percent', 20)];
    renderWithProviders(<PlansView types={['spf']} />);
    fireEvent.click(await screen.findByTestId('ai-buy'));
    await waitFor(() => expect(state.bought).toHaveLength(1));
    expect(state.confirmed[0]).toBe('使用优惠券「券2」，花费80金币（原价100）解锁该方案？');
    expect(state.bought[0]).toMatchObject({ id: 'spf-1', couponId: 2 });
  });

  it('buys at the full price without a usable coupon', async () => {
    renderWithProviders(<PlansView types={['spf']} />);
    fireEvent.click(await screen.findByTestId('ai-buy'));
    await waitFor(() => expect(state.bought).toHaveLength(1));
    expect(state.confirmed[0]).toBe('花费100金币解锁该方案？');
    expect(state.bought[0]).toMatchObject({ id: 'spf-1', couponId: undefined });
  });
});
