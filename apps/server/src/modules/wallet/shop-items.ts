import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { ItemKindHandler } from './item-kinds.ts';
import { findEntitlement, upsertEntitlement } from './purchase.repo.ts';
import { findProduct } from './shop.repo.ts';
import { grantVip } from './vip-grant.ts';

/** The items the wallet sells itself: VIP for coins and chase-plan (zuiji) subscriptions. */

const DAY_MS = 86_400_000;
/** Every zuiji product opens the same chase-plan feature; renewals add to one entitlement. */
export const ZUIJI_ACCESS_ID = 'all';

export function vipItemHandler(now: () => number): ItemKindHandler {
  return {
    resolve: async (db, id) => {
      const p = await findProduct(db, 'vip', id);
      return p && p.level !== null ? { kind: 'vip', id: p.id, priceCoins: p.priceCoins, days: p.days } : undefined;
    },
    grant: async (trx, g) => {
      const product = await findProduct(trx, 'vip', g.item.id);
      if (!product?.level) throw new Error(`VIP product ${g.item.id} vanished during its purchase`);
      const granted = await grantVip(trx, { userId: g.userId, level: product.level, days: product.days, reference: `purchase:${g.purchaseId}`, idempotencyKey: `purchase:${g.purchaseId}` }, now());
      return granted.expiresAt;
    },
    accessEnd: async (db, userId) => (await db.selectFrom('users').select('vip_expires_at').where('id', '=', userId).executeTakeFirst())?.vip_expires_at ?? null,
  };
}

export function zuijiItemHandler(now: () => number): ItemKindHandler {
  return {
    resolve: async (db, id) => {
      const p = await findProduct(db, 'zuiji', id);
      return p ? { kind: 'zuiji', id: p.id, priceCoins: p.priceCoins, days: p.days } : undefined;
    },
    grant: async (trx: Transaction<Database>, g) => {
      const held = await findEntitlement(trx, g.userId, 'zuiji', ZUIJI_ACCESS_ID);
      const from = Math.max(now(), held?.expires_at?.getTime() ?? 0);
      const expiresAt = new Date(from + (g.item.days ?? 0) * DAY_MS);
      await upsertEntitlement(trx, { userId: g.userId, kind: 'zuiji', id: ZUIJI_ACCESS_ID, purchaseId: g.purchaseId, expiresAt });
      return expiresAt;
    },
    accessEnd: async (db, userId) => (await findEntitlement(db, userId, 'zuiji', ZUIJI_ACCESS_ID))?.expires_at ?? null,
  };
}
