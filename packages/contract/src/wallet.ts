import { z } from 'zod';
import { access, ADMIN_ROLE } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';
import { walletShareCalls } from './wallet-share.ts';
import { buyPayload, coinPack, itemPurchaseReply, ledgerEntry, walletAccount, walletPaging, withdrawal, withdrawPayload } from './wallet-shapes.ts';
import { walletVipCalls } from './wallet-vip.ts';

export * from './wallet-shapes.ts';

/**
 * Coins (MobileCoin), expert earnings (MobileExpert), VIP, coupons and check-in (MobileVip) and
 * invitations (MobileShare). Every coin movement is a ledger entry; buying sends an
 * idempotency key so a retried tap never charges twice.
 */

const buy = (name: string, what: string) =>
  defineCall({
    module: 'MobileCoin',
    name,
    summary: `Buys ${what} with coins (VIP discount, optional coupon); access is granted at once. Insufficient coins → status 402. `
      + 'A single plan (FREE_VIEW_KINDS) opens free with a VIP\'s daily free view while one is left; an item the caller already opens is answered without a charge (openedBy).',
    access: access.user,
    payload: buyPayload,
    reply: itemPurchaseReply,
  });

const withdrawalPage = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(withdrawal) });

const coinCalls = {
  coinShop: defineCall({
    module: 'MobileCoin',
    name: 'getCoinShopList',
    summary: 'Coin packs for top-up (price in fen, bonus coins) and the caller\'s coin balance.',
    access: access.visitor,
    payload: emptyPayload,
    reply: z.object({ packs: z.array(coinPack), balance: z.number().int().nonnegative() }),
  }),
  buyPrediction: buy('payPrediction', 'an expert\'s plan (kind prediction)'),
  buyZuiji: buy('payZuiji', 'a chase-plan subscription (kind zuiji, ids from MobileVip/getZuiShopList)'),
  buyAiPlan: buy('payJh', 'an AI football plan (kind aiPlan)'),
  buyBasketballPlan: buy('payLanJh', 'an AI basketball plan (kind basketballPlan)'),
  buyBasketballModel: buy('lanKaiTongMx', 'a basketball model subscription (kind basketballModel)'),
  coinRecords: defineCall({
    module: 'MobileCoin',
    name: 'getCoinRecords',
    summary: 'The caller\'s ledger for one account (default coins), newest first, with the balance.',
    access: access.user,
    payload: z.object({ ...walletPaging, account: walletAccount.default('coins') }),
    reply: z.object({ balance: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(ledgerEntry) }),
  }),
  applyCoinOut: defineCall({
    module: 'MobileCoin',
    name: 'applyCoinOut',
    summary: 'Applies to withdraw expert earnings: the coins are held at once; an admin approves (paid out in yuan at the configured ratio) or rejects (coins return).',
    access: access.user,
    payload: withdrawPayload,
    reply: withdrawal,
  }),
  withdrawalsToReview: defineCall({
    module: 'MobileCoin',
    name: 'getCoinOutReviewList',
    summary: 'Admin: withdrawal applications, pending first.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({ ...walletPaging, status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    reply: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(withdrawal.extend({ userId: z.string(), payeeAccountFull: z.string() })) }),
  }),
  reviewWithdrawal: defineCall({
    module: 'MobileCoin',
    name: 'reviewCoinOut',
    summary: 'Admin: approves or rejects a pending withdrawal; rejecting returns the held coins. Reviewing twice is a conflict.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({ id: z.number().int().positive(), approve: z.boolean(), note: z.string().trim().max(200, 'must be at most 200 characters').optional() }),
    reply: withdrawal,
  }),
} as const;

const expertCoinCalls = {
  expertEarnings: defineCall({
    module: 'MobileExpert',
    name: 'getExpertMyCoins',
    summary: 'The caller\'s expert earnings: withdrawable balance, coins held in pending withdrawals, total earned and withdrawn.',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ balance: z.number().int(), pending: z.number().int(), earned: z.number().int(), withdrawn: z.number().int() }),
  }),
  myWithdrawals: defineCall({
    module: 'MobileExpert',
    name: 'getTxMyList',
    summary: 'The caller\'s withdrawal applications (both accounts unless one is named), newest first.',
    access: access.user,
    payload: z.object({ ...walletPaging, account: z.enum(['expert', 'invite']).optional() }),
    reply: withdrawalPage,
  }),
  withdrawalRatio: defineCall({
    module: 'MobileExpert',
    name: 'getTxRatio',
    summary: 'How coins turn into yuan on withdrawal and the minimum, from configuration.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ coinsPerYuan: z.number().int().positive(), minCoins: z.number().int().positive() }),
  }),
} as const;

export const walletCalls = { ...coinCalls, ...expertCoinCalls, ...walletVipCalls, ...walletShareCalls } as const;
