import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';
import { coupon, couponId, couponTemplate, idempotencyKey, itemKind, purchaseReply, shopProduct, vipLevel, walletPaging } from './wallet-shapes.ts';

/** VIP membership, coupons and the daily check-in (MobileVip), and the VIP description (Sundry). */

const myVip = z.object({
  level: z.number().int().nonnegative().describe('0: not a member (or lapsed)'),
  expiresAt: epochMs.describe('0 when not a member'),
  current: vipLevel.nullable(),
  freeViewsLeft: z.number().int().nonnegative().describe('free plan views left today (Beijing day) for FREE_VIEW_KINDS; 0 when not a member'),
});

const checkInDay = z.object({ streakDay: z.number().int().positive(), reward: z.number().int().positive() });

const vipCalls = {
  vipShop: defineCall({
    module: 'MobileVip',
    name: 'getVipShop',
    summary: 'VIP products on sale (price in fen for an order, or in coins for kaiTongVipAll) and the caller\'s membership.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ products: z.array(shopProduct), levels: z.array(vipLevel), me: myVip }),
  }),
  vipLevels: defineCall({
    module: 'MobileVip',
    name: 'getAppVipList',
    summary: 'The VIP levels and what each unlocks (discount, item kinds opened without buying, free plans a day, avatar frame).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ levels: z.array(vipLevel) }),
  }),
  buyVipWithCoins: defineCall({
    module: 'MobileVip',
    name: 'kaiTongVipAll',
    summary: 'Opens or extends VIP with coins (extension adds to the remaining time; the higher level wins).',
    access: access.user,
    payload: z.object({ productId: z.string().min(1).max(40), couponId: couponId.optional(), idempotencyKey }),
    reply: purchaseReply.extend({ vip: myVip }),
  }),
  vipHistory: defineCall({
    module: 'MobileVip',
    name: 'kaiTongVipList',
    summary: 'The caller\'s VIP openings and extensions, newest first.',
    access: access.user,
    payload: z.object(walletPaging),
    reply: z.object({
      page: z.number().int(), pageSize: z.number().int(), total: z.number().int(),
      items: z.array(z.object({ id: z.number().int(), level: z.number().int(), levelName: z.string(), days: z.number().int(), source: z.enum(['order', 'coins', 'other']), startsAt: epochMs, expiresAt: epochMs, createdAt: epochMs })),
    }),
  }),
  vipMatrix: defineCall({
    module: 'MobileVip',
    name: 'getVipAllList',
    summary: 'Every level with its products and the price per day, for the comparison table.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ levels: z.array(vipLevel.extend({ products: z.array(shopProduct.extend({ fenPerDay: z.number().int().nullable(), coinsPerDay: z.number() })) })) }),
  }),
  zuijiShop: defineCall({
    module: 'MobileVip',
    name: 'getZuiShopList',
    summary: 'Chase-plan (追击) subscriptions sold for coins (buy with MobileCoin/payZuiji) and whether the caller holds one.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ products: z.array(shopProduct), activeUntil: epochMs.nullable() }),
  }),
  myVip: defineCall({
    module: 'MobileVip',
    name: 'getVipInfoList',
    summary: 'The caller\'s membership: level, expiry and what it unlocks.',
    access: access.visitor,
    payload: emptyPayload,
    reply: myVip,
  }),
  vipDiscount: defineCall({
    module: 'MobileVip',
    name: 'getVipYouHuiBfb',
    summary: 'The caller\'s VIP discount on coin purchases (percent) and each level\'s.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ level: z.number().int().nonnegative(), percent: z.number().int().nonnegative(), levels: z.array(z.object({ level: z.number().int(), name: z.string(), percent: z.number().int() })) }),
  }),
  vipUnlocks: defineCall({
    module: 'MobileVip',
    name: 'getJhList',
    summary: 'Which paid item kinds (plans, models) the caller\'s VIP opens without buying, and the lowest level that opens each.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ items: z.array(z.object({ kind: itemKind, minLevel: z.number().int().nullable(), unlocked: z.boolean() })) }),
  }),
  vipAvatarFrames: defineCall({
    module: 'MobileVip',
    name: 'getAppAvaList',
    summary: 'VIP avatar frames and whether the caller may wear each.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ frames: z.array(z.object({ level: z.number().int(), frame: z.string(), unlocked: z.boolean() })) }),
  }),
  vipDescription: defineCall({
    module: 'Sundry',
    name: 'getMiaoShu',
    summary: 'The VIP-discount description text (vipYh) in the caller\'s language, built from the levels.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ title: z.string(), lines: z.array(z.string()) }),
  }),
} as const;

const couponCalls = {
  claimableCoupons: defineCall({
    module: 'MobileVip',
    name: 'getHaveCoupon',
    summary: 'Coupons on offer and whether the caller may still claim any (the coupon-available flag).',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ available: z.boolean(), templates: z.array(couponTemplate) }),
  }),
  claimCoupon: defineCall({
    module: 'MobileVip',
    name: 'lingQuCoupon',
    summary: 'Claims one coupon of an offer (once per account); it is valid for the offer\'s days from now.',
    access: access.user,
    payload: z.object({ templateId: z.number().int().positive() }),
    reply: coupon,
  }),
  myCoupons: defineCall({
    module: 'MobileVip',
    name: 'getMyCouponList',
    summary: 'The caller\'s coupons by status; with kind and priceCoins each says whether it can pay for that item (checkout).',
    access: access.user,
    payload: z.object({ status: z.enum(['usable', 'used', 'expired', 'all']).default('all'), kind: itemKind.optional(), priceCoins: z.number().int().nonnegative().optional() }),
    reply: z.object({ items: z.array(coupon) }),
  }),
} as const;

const checkInCalls = {
  checkInPage: defineCall({
    module: 'MobileVip',
    name: 'getQianDaoPage',
    summary: 'The check-in card: whether the caller checked in today (Beijing day), the streak and the reward of each day of the 7-day cycle.',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ day: z.string(), checkedInToday: z.boolean(), streak: z.number().int().nonnegative(), nextReward: z.number().int().positive(), cycle: z.array(checkInDay), balance: z.number().int().nonnegative() }),
  }),
  checkIn: defineCall({
    module: 'MobileVip',
    name: 'daKaLing',
    summary: 'Checks in for today (Beijing day) and credits the streak reward; a second tap the same day credits nothing (already: true).',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ day: z.string(), streak: z.number().int().positive(), reward: z.number().int().positive(), already: z.boolean(), balance: z.number().int().nonnegative() }),
  }),
} as const;

export const walletVipCalls = { ...vipCalls, ...couponCalls, ...checkInCalls } as const;
