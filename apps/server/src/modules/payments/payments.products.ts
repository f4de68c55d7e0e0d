import type { Locale } from '@scoreline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { creditInviteCommission, findCoinPack, findVipProduct, grantVip, postLedgerEntry, type Executor } from '../wallet/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderRow } from './payments.repo.ts';

/**
 * What an order sells, from the wallet's shop (coin packs and VIP products priced in fen), and
 * how a paid order is delivered: through the wallet's ledger and VIP grant, inside the
 * transaction that moves the order to `fulfilled`.
 */
export interface OrderProduct {
  id: string;
  kind: 'coins' | 'vip';
  amountFen: number;
  /** Coins credited (a pack's coins plus its bonus); 0 for VIP. */
  coins: number;
  vipLevel: number;
  vipDays: number;
  appleProductId: string | null;
}

export async function findOrderProduct(db: Executor, id: string): Promise<OrderProduct | undefined> {
  const pack = await findCoinPack(db, id);
  if (pack) {
    return { id, kind: 'coins', amountFen: pack.priceFen, coins: pack.coins + pack.bonusCoins, vipLevel: 0, vipDays: 0, appleProductId: pack.appleProductId };
  }
  const vip = await findVipProduct(db, id);
  // A VIP product without a money price is sold for coins only (MobileVip calls), not here.
  if (vip?.priceFen && vip.level !== null) {
    return { id, kind: 'vip', amountFen: vip.priceFen, coins: 0, vipLevel: vip.level, vipDays: vip.days, appleProductId: vip.appleProductId };
  }
  return undefined;
}

/** Every product that has an App Store product id (the iOS app's in-app purchases). */
export async function appleProducts(db: Executor): Promise<OrderProduct[]> {
  // Only the ids are read here; prices and contents come through the wallet's own lookups.
  const packs = await db.selectFrom('coin_packs').select(['id', 'sort']).where('active', '=', true).where('apple_product_id', 'is not', null).execute();
  const vips = await db.selectFrom('shop_products').select(['id', 'sort']).where('category', '=', 'vip').where('active', '=', true).where('apple_product_id', 'is not', null).execute();
  const ids = [...packs.sort((a, b) => a.sort - b.sort), ...vips.sort((a, b) => a.sort - b.sort)].map((r) => r.id);
  const found = await Promise.all(ids.map((id) => findOrderProduct(db, id)));
  return found.filter((p): p is OrderProduct => p !== undefined);
}

/** Coins a yuan buys (the packs' base rate: ¥6 = 60 coins); values a money purchase for commission. */
export const COINS_PER_YUAN = 10;

/**
 * Delivers a paid order; idempotent by the order number (a second call moves nothing). A VIP
 * bought with money earns the inviter the same commission as one bought with coins, valued at
 * the top-up rate; a top-up earns none (its coins earn it when they are spent).
 */
export async function deliver(trx: Transaction<Database>, order: OrderRow, nowMs: number, commissionPercent: number): Promise<void> {
  const key = `order:${order.order_no}`;
  if (order.product_kind === 'coins') {
    await postLedgerEntry(trx, { userId: order.user_id, amount: order.coins, reason: 'topUp', reference: key, idempotencyKey: key });
    return;
  }
  await grantVip(trx, { userId: order.user_id, level: order.vip_level, days: order.vip_days, reference: key, idempotencyKey: key }, nowMs);
  const paidCoins = Math.floor((order.amount_fen * COINS_PER_YUAN) / 100);
  await creditInviteCommission(trx, { buyerId: order.user_id, paid: paidCoins, percent: commissionPercent, reference: key });
}

/**
 * Takes back the coins of a refunded top-up, in the refund's transaction; throws
 * insufficientCoins when they have been spent (the refund then does not happen).
 */
export async function takeBack(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  const key = `refund:${order.order_no}`;
  try {
    await postLedgerEntry(trx, { userId: order.user_id, amount: -order.coins, reason: 'refund', reference: `order:${order.order_no}`, idempotencyKey: key });
  } catch (error) {
    // The admin asking for the refund is told the coins were spent, not to "top up first".
    if (error instanceof AppError && error.status === 'insufficientCoins') {
      throw new AppError('conflict', 'refundCoinsSpent', { orderNo: order.order_no, balance: error.params.balance ?? 0, coins: order.coins });
    }
    throw error;
  }
}

const subjects: Record<Locale, { coins: string; vip: string; svip: string }> = {
  'zh-Hans': { coins: '{n} 金币', vip: 'VIP 会员 {n} 天', svip: 'SVIP 会员 {n} 天' },
  'zh-Hant': { coins: '{n} 金幣', vip: 'VIP 會員 {n} 天', svip: 'SVIP 會員 {n} 天' },
  en: { coins: '{n} coins', vip: 'VIP membership, {n} days', svip: 'SVIP membership, {n} days' },
  ja: { coins: '{n} コイン', vip: 'VIP 会員 {n} 日', svip: 'SVIP 会員 {n} 日' },
};

/** The bill line the payer sees at the cashier, in the buyer's language. */
export function subjectOf(product: OrderProduct, locale: Locale): string {
  const texts = subjects[locale];
  if (product.kind === 'coins') return `Scoreline · ${texts.coins.replace('{n}', String(product.coins))}`;
  const text = product.vipLevel >= 2 ? texts.svip : texts.vip;
  return `Scoreline · ${text.replace('{n}', String(product.vipDays))}`;
}
