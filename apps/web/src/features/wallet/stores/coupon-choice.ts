import { useSyncExternalStore } from 'react';

/**
 * The coupon chosen on coupon_list for a checkout, keyed by what is being bought (kind and
 * price), so a choice for one item never applies to another. Client state only: the server
 * checks the coupon again when the purchase is made.
 */
const choices = new Map<string, number | null>();
const listeners = new Set<() => void>();

export const couponChoiceKey = (kind: string, priceCoins: number) => `${kind}:${priceCoins}`;

export function chooseCoupon(key: string, couponId: number | null): void {
  choices.set(key, couponId);
  for (const listener of listeners) listener();
}

export function useCouponChoice(key: string): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => choices.get(key) ?? null,
  );
}

/** The choice made for a checkout: a coupon id, null for "no coupon", undefined while none was made. */
export function useCouponChoiceState(key: string): number | null | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => choices.get(key),
  );
}
