/** The price rules of a coin purchase, pure so they are tested on their own. */

export interface CouponRule {
  kind: 'amount' | 'percent';
  value: number;
  minSpend: number;
}

export interface Price {
  listPrice: number;
  vipDiscount: number;
  couponDiscount: number;
  paid: number;
}

/**
 * List price → VIP discount (whole coins, rounded down in the buyer's favour of the platform) →
 * coupon (its minimum spend counts the price after VIP). A paid item never becomes free by
 * discounts: at least 1 coin is charged, so every sale is a ledger movement.
 *
 * @example priceOf(100, 10, { kind: 'amount', value: 5, minSpend: 20 }) // { listPrice: 100, vipDiscount: 10, couponDiscount: 5, paid: 85 }
 */
export function priceOf(listPrice: number, vipPercent: number, coupon: CouponRule | null): Price {
  const vipDiscount = Math.floor((listPrice * vipPercent) / 100);
  const afterVip = listPrice - vipDiscount;
  const raw = coupon ? couponDiscount(afterVip, coupon) : 0;
  const couponCut = Math.max(0, Math.min(raw, afterVip - 1));
  return { listPrice, vipDiscount, couponDiscount: couponCut, paid: afterVip - couponCut };
}

function couponDiscount(price: number, coupon: CouponRule): number {
  return coupon.kind === 'amount' ? coupon.value : Math.floor((price * coupon.value) / 100);
}

/** A share of a sale (owner's revenue, inviter's commission), rounded down to whole coins. */
export function shareOf(paid: number, percent: number): number {
  return Math.floor((paid * percent) / 100);
}
