import { sql } from 'kysely';
import type { Executor } from './ledger.ts';
import type { ItemKind } from './item-kinds.ts';

/**
 * Whether an account may open an item: it bought it (an entitlement not yet expired), or its
 * active VIP level unlocks the item's kind. Other features call this before showing paid content.
 *
 * @example if (!(await hasAccess(db, userId, 'prediction', planId))) throw new AppError('forbidden', 'notPurchased')
 */
export async function hasAccess(db: Executor, userId: number, kind: ItemKind, id: string, nowMs: number = Date.now()): Promise<boolean> {
  const now = new Date(nowMs);
  const row = await db
    .selectFrom('entitlements')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_kind', '=', kind)
    .where('item_id', '=', id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  if (row) return true;
  const vip = await db
    .selectFrom('users')
    .innerJoin('vip_levels', 'vip_levels.level', 'users.vip_level')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('users.vip_expires_at', '>', now)
    .where(sql<boolean>`${kind} = any(vip_levels.unlocks)`)
    .executeTakeFirst();
  return vip !== undefined;
}
