import { z } from 'zod';
import { epochMs } from './common.ts';

/** Shapes shared by the wallet calls (coins, VIP, coupons, check-in, invitations). */

/** Families of items bought with coins (the server's purchase engine resolves ids per kind). */
export const ITEM_KINDS = ['prediction', 'zuiji', 'aiPlan', 'basketballPlan', 'basketballModel', 'aiModel', 'vip'] as const;
export const itemKind = z.enum(ITEM_KINDS);
export type ItemKind = z.infer<typeof itemKind>;

/** Ledger accounts: spendable coins, and the two withdrawable earnings. */
export const walletAccount = z.enum(['coins', 'expert', 'invite']);
export type WalletAccountName = z.infer<typeof walletAccount>;

/** The client's key for one tap; a retry sends the same key and is answered without a second charge. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'must be 8 to 80 letters, digits, _ or -');

export const walletPaging = {
  page: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(1),
  pageSize: z.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(20),
};

export const couponId = z.number().int().positive();

/** What a coin purchase cost and gave. */
export const purchaseReply = z.object({
  purchaseId: z.number().int(),
  kind: itemKind,
  itemId: z.string(),
  listPrice: z.number().int().nonnegative(),
  vipDiscount: z.number().int().nonnegative(),
  couponDiscount: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative().describe('coin balance after the purchase'),
  expiresAt: epochMs.nullable().describe('end of access for subscriptions; null: for good'),
  duplicate: z.boolean().describe('true when this key was already used: nothing was charged again'),
});
export type PurchaseReply = z.infer<typeof purchaseReply>;

/**
 * What a MobileCoin pay call did with one item: bought it with coins (`purchase`), opened it with
 * one of the VIP's daily free plan views (`freeView`: nothing charged), or nothing at all because
 * the caller already opens it (`alreadyOpen`: bought before, or unlocked by VIP or a model).
 */
export const openedBy = z.enum(['purchase', 'freeView', 'alreadyOpen']);
export type OpenedBy = z.infer<typeof openedBy>;

/** A MobileCoin pay call's reply: the purchase, or how the item opened without one. */
export const itemPurchaseReply = purchaseReply.extend({
  purchaseId: z.number().int().nullable().describe('null when nothing was bought (a free view, or an item the caller already opens through VIP or a model)'),
  openedBy,
  freeViewsLeft: z.number().int().nonnegative().describe('the VIP\'s free plan views left today (Beijing day) after this call; 0 for non-members'),
});
export type ItemPurchaseReply = z.infer<typeof itemPurchaseReply>;

/** Buying one item by id with coins. */
export const buyPayload = z.object({
  id: z.string().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
  couponId: couponId.optional(),
  idempotencyKey,
});

export const ledgerEntry = z.object({
  id: z.number().int(),
  account: walletAccount,
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  reason: z.string().describe('topUp, purchase, sale, commission, checkIn, withdrawalHold, withdrawalRefund, …'),
  reference: z.string(),
  createdAt: epochMs,
});
export type LedgerEntryView = z.infer<typeof ledgerEntry>;

export const withdrawal = z.object({
  id: z.number().int(),
  account: z.enum(['expert', 'invite']),
  coins: z.number().int().positive(),
  amountFen: z.number().int().positive().describe('what is paid out, in fen'),
  payeeName: z.string(),
  payeeAccount: z.string().describe('masked'),
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewNote: z.string().nullable(),
  createdAt: epochMs,
  reviewedAt: epochMs.nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawal>;

export const withdrawPayload = z.object({
  coins: z.number().int().positive('must be more than 0').max(100_000_000, 'is too large'),
  payeeName: z.string().trim().min(2, 'must be 2 to 20 characters').max(20, 'must be 2 to 20 characters'),
  payeeAccount: z.string().trim().regex(/^[A-Za-z0-9@._+-]{5,64}$/, 'must be an Alipay account: phone, e-mail or id'),
  idempotencyKey,
});

export const coinPack = z.object({
  id: z.string(),
  coins: z.number().int().positive(),
  bonusCoins: z.number().int().nonnegative(),
  priceFen: z.number().int().positive(),
  appleProductId: z.string().nullable(),
});

export const shopProduct = z.object({
  id: z.string(),
  category: z.enum(['vip', 'zuiji']),
  level: z.number().int().positive().nullable(),
  days: z.number().int().positive(),
  priceFen: z.number().int().positive().nullable().describe('null: sold for coins only'),
  priceCoins: z.number().int().positive(),
  appleProductId: z.string().nullable(),
});
export type ShopProduct = z.infer<typeof shopProduct>;

export const vipLevel = z.object({
  level: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  discountPercent: z.number().int().nonnegative(),
  unlocks: z.array(itemKind),
  dailyFreePlans: z.number().int().nonnegative(),
  avatarFrame: z.string(),
});
export type VipLevelView = z.infer<typeof vipLevel>;

export const coupon = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  value: z.number().int().positive().describe('coins off, or percent off'),
  minSpend: z.number().int().nonnegative(),
  itemKinds: z.array(itemKind).describe('empty: any item'),
  claimedAt: epochMs,
  expiresAt: epochMs,
  status: z.enum(['usable', 'used', 'expired']),
  applicable: z.boolean().nullable().describe('with kind and priceCoins in the payload: whether it can pay for that item; else null'),
});
export type CouponView = z.infer<typeof coupon>;

export const couponTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  value: z.number().int().positive(),
  minSpend: z.number().int().nonnegative(),
  validDays: z.number().int().positive(),
  itemKinds: z.array(itemKind),
  vipOnly: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
