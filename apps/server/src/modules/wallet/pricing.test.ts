import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOf, shareOf } from './pricing.ts';

describe('priceOf', () => {
  it('applies the VIP discount, then the coupon on the price after it', () => {
    expect(priceOf(100, 10, { kind: 'amount', value: 5, minSpend: 20 })).toEqual({ listPrice: 100, vipDiscount: 10, couponDiscount: 5, paid: 85 });
    expect(priceOf(88, 20, { kind: 'percent', value: 20, minSpend: 0 })).toEqual({ listPrice: 88, vipDiscount: 17, couponDiscount: 14, paid: 57 });
    expect(priceOf(88, 0, null)).toEqual({ listPrice: 88, vipDiscount: 0, couponDiscount: 0, paid: 88 });
  });

  it('never makes a paid item free, and a free item costs nothing', () => {
    expect(priceOf(5, 0, { kind: 'amount', value: 30, minSpend: 0 })).toMatchObject({ couponDiscount: 4, paid: 1 });
    expect(priceOf(0, 20, { kind: 'amount', value: 5, minSpend: 0 })).toEqual({ listPrice: 0, vipDiscount: 0, couponDiscount: 0, paid: 0 });
  });

  it('always adds up, in whole coins, between 1 and the list price', () => {
    const coupon = fc.option(fc.record({ kind: fc.constantFrom('amount' as const, 'percent' as const), value: fc.integer({ min: 1, max: 90 }), minSpend: fc.nat(500) }));
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 90 }), coupon, (list, vip, c) => {
      const p = priceOf(list, vip, c);
      expect(p.listPrice - p.vipDiscount - p.couponDiscount).toBe(p.paid);
      expect(p.paid).toBeGreaterThanOrEqual(1);
      expect(p.paid).toBeLessThanOrEqual(list);
      expect(Number.isInteger(p.vipDiscount) && Number.isInteger(p.couponDiscount)).toBe(true);
    }));
  });
});

describe('shareOf', () => {
  it('rounds a share down to whole coins, never more than was paid', () => {
    expect(shareOf(288, 10)).toBe(28);
    expect(shareOf(1, 70)).toBe(0);
    fc.assert(fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 100 }), (paid, pct) => {
      const s = shareOf(paid, pct);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(paid);
    }));
  });
});
