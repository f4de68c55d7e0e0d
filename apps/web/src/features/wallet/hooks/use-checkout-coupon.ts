import type { CouponView, ItemKind } from '@scoreline/contract';
import { calls } from '@scoreline/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api/index.ts';
import { useMyCoupons } from '../api/wallet.ts';
import { walletKeys } from '../api/wallet-keys.ts';
import { couponChoiceKey, useCouponChoiceState } from '../stores/coupon-choice.ts';

/**
 * Coins a coupon takes off a price (the server has the last word when the purchase is made).
 * @example couponSaving({ kind: 'percent', value: 20 }, 300) // 60
 */
export function couponSaving(coupon: Pick<CouponView, 'kind' | 'value'>, priceCoins: number): number {
  return coupon.kind === 'amount' ? Math.min(coupon.value, priceCoins) : Math.floor((priceCoins * coupon.value) / 100);
}

/**
 * The applicable coupon that saves the most on this price; on a tie the one expiring first, so
 * a coupon about to lapse is spent before one that keeps.
 * @example bestCoupon([tenOff, twentyPercent], 300)?.id // twentyPercent.id (60 > 10)
 */
export function bestCoupon(coupons: readonly CouponView[], priceCoins: number): CouponView | null {
  let best: CouponView | null = null;
  for (const c of coupons) {
    if (!c.applicable || c.status !== 'usable') continue;
    const gain = couponSaving(c, priceCoins) - (best ? couponSaving(best, priceCoins) : -1);
    if (gain > 0 || (gain === 0 && best && c.expiresAt < best.expiresAt)) best = c;
  }
  return best;
}

/**
 * The coupon a checkout uses: the one the user chose on coupon_list, none if they chose none,
 * and until they choose, the best applicable one, so nobody pays more for not opening the list.
 */
export function useCheckoutCoupon(kind: ItemKind, priceCoins: number | null) {
  const key = couponChoiceKey(kind, priceCoins ?? 0);
  const choice = useCouponChoiceState(key);
  const coupons = useMyCoupons('usable', priceCoins === null ? undefined : { kind, priceCoins });
  const items = coupons.data?.items ?? [];
  const coupon = choice === undefined ? bestCoupon(items, priceCoins ?? 0) : (items.find((c) => c.id === choice && c.applicable) ?? null);
  return { key, coupon, coupons };
}

/**
 * For one-tap purchases that have no checkout page (AI plans): the best applicable coupon for an
 * item, read through the same query as the coupon list, so the confirmation can say what it takes off.
 */
export function useBestCouponLookup() {
  const client = useQueryClient();
  return useCallback(
    async (kind: ItemKind, priceCoins: number): Promise<CouponView | null> => {
      const reply = await client.fetchQuery({
        queryKey: walletKeys.coupons('usable', kind, priceCoins),
        queryFn: () => api.callApi(calls.myCoupons, { status: 'usable', kind, priceCoins }),
      });
      return bestCoupon(reply.items, priceCoins);
    },
    [client],
  );
}
