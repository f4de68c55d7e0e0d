import type { CouponView, ItemKind, ItemPurchaseReply, LedgerEntryView, Locale, PurchaseReply, ShopProduct, VipLevelView, WithdrawalView } from '@scoreline/contract';
import type { LedgerEntry } from './ledger.ts';
import type { PurchaseResult } from './purchase.service.ts';
import type { VipProduct } from './shop.repo.ts';
import type { CouponTemplatesTable, LedgerEntriesTable, VipLevelsTable, WithdrawalsTable } from './wallet.schema.ts';
import type { Selectable } from 'kysely';

/** Rows → the contract's shapes (camelCase, epoch ms, names in the caller's language). */

export function localName(names: Record<string, string>, locale: Locale): string {
  return names[locale] ?? names['zh-Hans'] ?? Object.values(names)[0] ?? '';
}

/** A MobileCoin pay call's reply: the purchase, or how the item opened without one. */
export function toItemPurchaseReply(r: PurchaseResult): ItemPurchaseReply {
  return {
    purchaseId: r.purchaseId, kind: r.kind as ItemKind, itemId: r.itemId, listPrice: r.listPrice, vipDiscount: r.vipDiscount,
    couponDiscount: r.couponDiscount, paid: r.paid, balance: r.balance, expiresAt: r.expiresAt?.getTime() ?? null, duplicate: r.duplicate,
    openedBy: r.openedBy, freeViewsLeft: r.freeViewsLeft,
  };
}

/** VIP for coins: always a purchase (VIP has its own grant, so it never opens without one). */
export function toPurchaseReply(r: PurchaseResult): PurchaseReply {
  const { openedBy: _openedBy, freeViewsLeft: _left, purchaseId, ...reply } = toItemPurchaseReply(r);
  if (purchaseId === null) throw new Error(`a ${r.kind} purchase answered without a purchase row`);
  return { purchaseId, ...reply };
}

export function toLedgerView(e: LedgerEntry | Selectable<LedgerEntriesTable>): LedgerEntryView {
  if ('userId' in e) {
    return { id: e.id, account: e.account, amount: e.amount, balanceAfter: e.balanceAfter, reason: e.reason, reference: e.reference, createdAt: e.createdAt.getTime() };
  }
  return { id: e.id, account: e.account, amount: e.amount, balanceAfter: e.balance_after, reason: e.reason, reference: e.reference, createdAt: new Date(e.created_at).getTime() };
}

/** Shows the start and end of a payee account only: `alice@example.com` → `al***om`. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export function toWithdrawalView(w: Selectable<WithdrawalsTable>): WithdrawalView {
  return {
    id: w.id, account: w.account, coins: w.coins, amountFen: w.amount_fen, payeeName: w.payee_name, payeeAccount: maskAccount(w.payee_account),
    status: w.status, reviewNote: w.review_note, createdAt: new Date(w.created_at).getTime(), reviewedAt: w.reviewed_at ? new Date(w.reviewed_at).getTime() : null,
  };
}

export function toShopProduct(p: VipProduct): ShopProduct {
  return { id: p.id, category: p.category, level: p.level, days: p.days, priceFen: p.priceFen, priceCoins: p.priceCoins, appleProductId: p.appleProductId };
}

export function toVipLevel(l: Selectable<VipLevelsTable>, locale: Locale): VipLevelView {
  return {
    level: l.level, code: l.code, name: localName(l.names, locale), discountPercent: l.discount_percent,
    unlocks: l.unlocks as ItemKind[], dailyFreePlans: l.daily_free_plans, avatarFrame: l.avatar_frame,
  };
}

export type CouponRow = Selectable<CouponTemplatesTable> & { coupon_id: number; claimed_at: Date; expires_at: Date; used_at: Date | null };

export function couponStatus(c: { used_at: Date | null; expires_at: Date }, nowMs: number): CouponView['status'] {
  if (c.used_at) return 'used';
  return c.expires_at.getTime() <= nowMs ? 'expired' : 'usable';
}

export function toCouponView(c: CouponRow, locale: Locale, nowMs: number, applicable: boolean | null): CouponView {
  return {
    id: c.coupon_id, templateId: c.id, name: localName(c.names, locale), kind: c.kind, value: c.value, minSpend: c.min_spend,
    itemKinds: c.item_kinds as ItemKind[], claimedAt: new Date(c.claimed_at).getTime(), expiresAt: new Date(c.expires_at).getTime(),
    status: couponStatus(c, nowMs), applicable,
  };
}
