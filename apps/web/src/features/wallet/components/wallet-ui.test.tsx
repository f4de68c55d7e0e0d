import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CouponView } from '@scoreline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { flush, renderWithProviders } from '../../../test/render.tsx';
import { walletKeys } from '../api/wallet-keys.ts';
import { bestCoupon } from '../hooks/use-checkout-coupon.ts';
import CouponListPage from '../pages/coupon-list.page.tsx';
import { couponChoiceKey, useCouponChoice } from '../stores/coupon-choice.ts';
import { CheckInCard } from './check-in-card.tsx';
import { WalletBlock } from './wallet-block.tsx';

const coupon = (id: number, applicable: boolean): CouponView => ({
  id,
  templateId: id,
  name: `券${id}`,
  kind: 'amount',
  value: 10,
  minSpend: 58,
  itemKinds: [],
  claimedAt: 0,
  expiresAt: Date.UTC(2026, 11, 1),
  status: 'usable',
  applicable,
});

function ChoiceProbe() {
  return <div data-testid="choice">{String(useCouponChoice(couponChoiceKey('vip', 300)))}</div>;
}

beforeEach(() => {
  localStorage.clear();
  // A registered account, so the wallet pages show their content rather than the login gate.
  writeItem(storageKeys.userData, JSON.stringify({ uid: '7', kind: 'user', nickname: 'n', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['user'], createdAt: 0 }));
  writeItem(storageKeys.loginToken, 'a.b.c');
});
afterEach(cleanup);

describe('coupon_list (choosing a coupon at checkout)', () => {
  it('lets only coupons the server marked applicable be chosen, and goes back with the choice', async () => {
    const view = renderWithProviders(<CouponListPage />, {
      path: '/pages/user/coupon_list',
      history: ['/', '/pages/user/coupon_list?kind=vip&price=300'],
      routes: [{ path: '/', element: <ChoiceProbe /> }],
    });
    view.queryClient.setQueryData(walletKeys.coupons('usable', 'vip', 300), { items: [coupon(1, false), coupon(2, true)] });
    view.queryClient.setQueryDefaults(['wallet'], { staleTime: Infinity });
    await flush();
    expect(screen.getByTestId('coupon-1').textContent).toContain('不适用于该商品');
    fireEvent.click(screen.getByTestId('coupon-1'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/pages/user/coupon_list');
    fireEvent.click(screen.getByTestId('coupon-2'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/'); // back to the checkout
    expect(screen.getByTestId('choice').textContent).toBe('2');
  });
});

describe('the checkout coupon', () => {
  const percent = (id: number, value: number, expiresAt = Date.UTC(2026, 11, 1)): CouponView => ({ ...coupon(id, true), kind: 'percent', value, name: `折${id}`, expiresAt });

  it('is the applicable coupon that saves the most, the sooner-expiring one on a tie', () => {
    expect(bestCoupon([coupon(1, true), percent(2, 20), coupon(3, false)], 300)?.id).toBe(2); // 60 off beats 10 off
    expect(bestCoupon([coupon(1, true), percent(2, 20)], 40)?.id).toBe(1); // 10 off beats 8 off
    expect(bestCoupon([percent(4, 20), percent(5, 20, Date.UTC(2026, 10, 30))], 300)?.id).toBe(5);
    expect(bestCoupon([coupon(3, false)], 300)).toBeNull();
  });

  it('is chosen on coupon_list before the user picks one, and "none" stays a choice', async () => {
    const view = renderWithProviders(<CouponListPage />, {
      path: '/pages/user/coupon_list',
      history: ['/', '/pages/user/coupon_list?kind=vip&price=500'],
      routes: [{ path: '/', element: <div data-testid="back" /> }],
    });
    view.queryClient.setQueryData(walletKeys.coupons('usable', 'vip', 500), { items: [coupon(1, true), percent(2, 20)] });
    view.queryClient.setQueryDefaults(['wallet'], { staleTime: Infinity });
    await flush();
    const checked = () => [...document.querySelectorAll('.adm-radio-checked')].map((r) => r.closest('[data-testid]')?.getAttribute('data-testid'));
    expect(checked()).toEqual(['coupon-2']);
    expect(screen.getByTestId('coupon-2').textContent).toContain('8折');
    expect(screen.getByTestId('coupon-2').textContent).not.toContain('%');
    fireEvent.click(screen.getByTestId('coupon-none'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/');
  });
});

describe('check-in card', () => {
  it('marks the days of the current cycle already checked in and disables a second tap today', async () => {
    const view = renderWithProviders(<CheckInCard />);
    view.queryClient.setQueryDefaults(['wallet'], { staleTime: Infinity });
    const cycle = [2, 3, 5, 5, 8, 10, 18].map((reward, i) => ({ streakDay: i + 1, reward }));
    // Day 9 of a streak, checked in today: the second day of the second 7-day cycle.
    view.queryClient.setQueryData(walletKeys.checkIn, { day: '2026-11-22', checkedInToday: true, streak: 9, nextReward: 5, cycle, balance: 40 });
    await flush();
    const card = screen.getByTestId('check-in-card');
    expect(card.textContent).toContain('连续 9 天');
    const done = [...card.querySelectorAll('[class*="streakDone"]')].map((d) => d.textContent);
    expect(done).toEqual(['第1天+2', '第2天+3']);
    expect(screen.getByTestId<HTMLButtonElement>('check-in').disabled).toBe(true);
  });
});

describe('the wallet card', () => {
  it('asks a visitor to log in instead of showing a "—" balance and 开通会员', async () => {
    localStorage.clear();
    writeItem(storageKeys.userData, JSON.stringify({ uid: '8', kind: 'visitor', nickname: 'v', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['visitor'], createdAt: 0 }));
    renderWithProviders(<WalletBlock />);
    await flush();
    const card = screen.getByTestId('wallet-block');
    expect(card.textContent).not.toContain('—');
    expect(card.textContent).not.toContain('开通会员');
    expect(screen.getByTestId('wallet-visitor').textContent).toContain('去登录');
  });
});
