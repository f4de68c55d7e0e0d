import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { Executor } from './ledger.ts';
import type { PurchasableItem } from './item-kinds.ts';

/** Purchases, entitlements and the coupon rows a purchase uses. */

type Trx = Transaction<Database>;

export async function findPurchaseByKey(db: Executor, userId: number, key: string) {
  return db.selectFrom('purchases').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertPurchase(trx: Trx, row: {
  userId: number; item: PurchasableItem; vipLevel: number; listPrice: number; vipDiscount: number;
  couponId: number | null; couponDiscount: number; paid: number; idempotencyKey: string;
}) {
  return trx.insertInto('purchases').values({
    user_id: row.userId, item_kind: row.item.kind, item_id: row.item.id, owner_id: row.item.ownerId ?? null,
    list_price: row.listPrice, vip_level: row.vipLevel, vip_discount: row.vipDiscount, coupon_id: row.couponId,
    coupon_discount: row.couponDiscount, paid: row.paid, idempotency_key: row.idempotencyKey,
  }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

export async function setPurchaseEntry(trx: Trx, purchaseId: number, entryId: number): Promise<void> {
  await trx.updateTable('purchases').set({ ledger_entry_id: entryId }).where('id', '=', purchaseId).execute();
}

export async function findEntitlement(db: Executor, userId: number, kind: string, id: string) {
  return db.selectFrom('entitlements').select(['expires_at', 'purchase_id'])
    .where('user_id', '=', userId).where('item_kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
}

/** Grants for good (`expiresAt` null) or until a time; renewing replaces the end. */
export async function upsertEntitlement(trx: Trx, e: { userId: number; kind: string; id: string; purchaseId: number; expiresAt: Date | null }): Promise<void> {
  await trx.insertInto('entitlements')
    .values({ user_id: e.userId, item_kind: e.kind, item_id: e.id, purchase_id: e.purchaseId, expires_at: e.expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'item_kind', 'item_id']).doUpdateSet({ purchase_id: e.purchaseId, expires_at: e.expiresAt }))
    .execute();
}

export async function vipDiscountOf(db: Executor, userId: number, now: Date): Promise<{ level: number; percent: number }> {
  const row = await db.selectFrom('users')
    .innerJoin('vip_levels', 'vip_levels.level', 'users.vip_level')
    .select(['vip_levels.level', 'vip_levels.discount_percent'])
    .where('users.id', '=', userId).where('users.vip_expires_at', '>', now)
    .executeTakeFirst();
  return row ? { level: row.level, percent: row.discount_percent } : { level: 0, percent: 0 };
}

export async function inviterOf(db: Executor, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('invited_by').where('id', '=', userId).executeTakeFirst();
  return row?.invited_by ?? null;
}

/** The coupon with its template's rules, locked for this transaction. */
export async function lockCoupon(trx: Trx, couponId: number) {
  return trx.selectFrom('user_coupons')
    .innerJoin('coupon_templates as t', 't.id', 'user_coupons.template_id')
    .select(['user_coupons.id', 'user_coupons.user_id', 'user_coupons.expires_at', 'user_coupons.used_at',
      't.kind', 't.value', 't.min_spend', 't.item_kinds'])
    .where('user_coupons.id', '=', couponId)
    .forUpdate('user_coupons')
    .executeTakeFirst();
}

export async function markCouponUsed(trx: Trx, couponId: number, purchaseId: number): Promise<void> {
  await trx.updateTable('user_coupons').set({ used_at: sql<Date>`now()`, purchase_id: purchaseId }).where('id', '=', couponId).execute();
}

/** A coupon's discount rule if this user holds it unused (no lock; the purchase re-checks it). */
export async function couponRule(db: Executor, userId: number, couponId: number): Promise<{ kind: 'amount' | 'percent'; value: number; minSpend: number } | null> {
  const row = await db.selectFrom('user_coupons').innerJoin('coupon_templates as t', 't.id', 'user_coupons.template_id')
    .select(['t.kind', 't.value', 't.min_spend']).where('user_coupons.id', '=', couponId).where('user_coupons.user_id', '=', userId)
    .where('user_coupons.used_at', 'is', null).executeTakeFirst();
  return row ? { kind: row.kind, value: row.value, minSpend: row.min_spend } : null;
}
