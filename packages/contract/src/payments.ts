import { z } from 'zod';
import { access, ADMIN_ROLE } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';

/**
 * Orders paid with money (coin packs and VIP) and the payment providers behind them. An order
 * moves created → paid → fulfilled (or closed / refunded). The sandbox provider (default) pays
 * through an in-app cashier; WeChat Pay and Alipay through their own cashiers; Apple in-app
 * purchases through a verified receipt. Amounts are integer fen (1 yuan = 100 fen).
 */

export const paymentProvider = z.enum(['sandbox', 'wechat', 'alipay']);
export type PaymentProviderName = z.infer<typeof paymentProvider>;

export const orderStatus = z.enum(['created', 'paid', 'fulfilled', 'closed', 'refunded']);
export type OrderStatusName = z.infer<typeof orderStatus>;

export const ORDER_NO_PATTERN = /^SL\d{14}[0-9A-Z]{10}$/;
export const orderNo = z.string().regex(ORDER_NO_PATTERN, 'must be an order number (SL + 24 characters)');

/** Minutes an order waits for its payment before it closes. */
export const ORDER_TTL_MINUTES = 30;

const productId = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -')
  .optional()
  .describe('a retried call with the same key returns the same order instead of a second one');

export const paymentOrder = z.object({
  orderNo: z.string(),
  status: orderStatus,
  productKind: z.enum(['coins', 'vip']),
  productId: z.string(),
  subject: z.string(),
  amountFen: z.number().int().positive(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'wechat', 'alipay', 'apple']),
  coins: z.number().int().nonnegative(),
  vipLevel: z.number().int().nonnegative(),
  vipDays: z.number().int().nonnegative(),
  createdAt: epochMs,
  expiresAt: epochMs,
  paidAt: epochMs.nullable(),
  fulfilledAt: epochMs.nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** What the client opens to pay: the in-app sandbox cashier, or the provider's cashier page. */
export const paymentAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandboxCashier'), orderNo: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string().url() }),
]);
export type PaymentAction = z.infer<typeof paymentAction>;

export const sandboxCashier = z.object({
  orderNo: z.string(),
  tradeNo: z.string(),
  merchant: z.string(),
  subject: z.string(),
  amountFen: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
  expiresAt: epochMs,
});
export type SandboxCashier = z.infer<typeof sandboxCashier>;

export const iosProduct = z.object({
  productId: z.string(),
  appleProductId: z.string(),
  kind: z.enum(['coins', 'vip']),
  title: z.string(),
  amountFen: z.number().int().positive(),
  coins: z.number().int().nonnegative(),
  vipLevel: z.number().int().nonnegative(),
  vipDays: z.number().int().nonnegative(),
});

export const paymentCalls = {
  paymentMethods: defineCall({
    module: 'Pay',
    name: 'getPayWays',
    summary: 'The payment providers this server offers, in the order to show them (the first is the default).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ providers: z.array(paymentProvider), currency: z.string(), orderTtlMinutes: z.number().int() }),
  }),
  createOrder: defineCall({
    module: 'Pay',
    name: 'createOrder',
    summary: 'Creates an order for a coin pack or a VIP product at its current price and starts the payment with a provider.',
    access: access.user,
    payload: z.object({
      productId: productId.describe('a coin pack (MobileCoin/getCoinShopList) or a VIP product (MobileVip/getVipShop)'),
      provider: paymentProvider.optional().describe('default: the first provider of Pay/getPayWays'),
      idempotencyKey,
    }),
    reply: z.object({ order: paymentOrder, action: paymentAction.nullable().describe('null when a retried call finds the order no longer waiting for money') }),
  }),
  queryOrder: defineCall({
    module: 'pay',
    name: 'queryOrderSuccess',
    summary: 'An order of the caller; while it waits for money the provider is asked, so a lost notification still fulfils it.',
    access: access.user,
    payload: z.object({ orderNo }),
    reply: paymentOrder,
  }),
  sandboxCashier: defineCall({
    module: 'Pay',
    name: 'sandboxCashier',
    summary: 'The sandbox cashier of one of the caller\'s orders: what the payer is asked to confirm.',
    access: access.user,
    payload: z.object({ orderNo }),
    reply: sandboxCashier,
  }),
  sandboxPay: defineCall({
    module: 'Pay',
    name: 'sandboxPay',
    summary: 'The payer confirms or cancels at the sandbox cashier; a confirmation makes the sandbox send its signed notification.',
    access: access.user,
    payload: z.object({ orderNo, action: z.enum(['confirm', 'cancel']) }),
    reply: sandboxCashier,
  }),
  iosProducts: defineCall({
    module: 'Pay',
    name: 'iosFei',
    summary: 'The in-app purchase products of the iOS app, with their App Store product ids and prices.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ items: z.array(iosProduct) }),
  }),
  createIosOrder: defineCall({
    module: 'pay',
    name: 'createIos',
    summary: 'Creates an order for an in-app purchase; the iOS app then buys its App Store product.',
    access: access.user,
    payload: z.object({ productId, idempotencyKey }),
    reply: z.object({ order: paymentOrder, appleProductId: z.string() }),
  }),
  verifyIosReceipt: defineCall({
    module: 'pay',
    name: 'iosQuery',
    summary: 'Verifies an App Store receipt for an in-app purchase order and fulfils it; one App Store transaction fulfils one order.',
    access: access.user,
    payload: z.object({ orderNo, receipt: z.string().min(1, 'must not be empty').max(60_000, 'is too long') }),
    reply: paymentOrder,
  }),
  refundOrder: defineCall({
    module: 'Pay',
    name: 'refundOrder',
    summary: 'Admin: refunds a fulfilled top-up whose coins are unspent: the coins are taken back and the money returned through the provider, in one transaction.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({ orderNo, reason: z.string().trim().min(2, 'must be 2 to 80 characters').max(80, 'must be 2 to 80 characters') }),
    reply: paymentOrder,
  }),
} as const;
