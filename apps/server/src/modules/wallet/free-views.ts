import { FREE_VIEW_KINDS, isFreeViewKind } from '@scoreline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { startOfChinaDay } from '../../platform/time.ts';
import { hasAccess } from './access.ts';
import type { ItemKind } from './item-kinds.ts';
import { lockBalance, type Executor } from './ledger.ts';

/** Item kinds a VIP's daily free views apply to (single plans, not models or subscriptions); the contract's list. */
export { FREE_VIEW_KINDS };

export interface FreeView {
  /** The caller may open the item (bought before, unlocked by VIP, or a free view used now). */
  granted: boolean;
  /** Whether this call used one of today's free views. */
  usedFreeView: boolean;
  /** Free views left today (Beijing day) after this call. */
  remaining: number;
}

/**
 * Opens a plan with one of the VIP level's daily free views (`vip_levels.daily_free_plans`),
 * inside the caller's transaction. A free view is an entitlement without a purchase; the
 * day's count is those created since midnight in Beijing. Serialised per user by the coin
 * balance lock, so two taps never spend the allowance twice.
 *
 * @example const view = await openWithFreeView(trx, { userId, kind: 'aiPlan', id: planId }, Date.now())
 */
export async function openWithFreeView(trx: Transaction<Database>, item: { userId: number; kind: ItemKind; id: string }, nowMs: number): Promise<FreeView> {
  await lockBalance(trx, item.userId, 'coins');
  const left = await freeViewsLeft(trx, item.userId, nowMs);
  if (await hasAccess(trx, item.userId, item.kind, item.id, nowMs)) return { granted: true, usedFreeView: false, remaining: left };
  if (!isFreeViewKind(item.kind) || left === 0) return { granted: false, usedFreeView: false, remaining: left };
  // created_at from the same clock as the day's count; a lapsed row of the item is replaced.
  await trx.deleteFrom('entitlements').where('user_id', '=', item.userId).where('item_kind', '=', item.kind).where('item_id', '=', item.id).execute();
  await trx.insertInto('entitlements')
    .values({ user_id: item.userId, item_kind: item.kind, item_id: item.id, purchase_id: null, expires_at: null, created_at: new Date(nowMs) })
    .execute();
  return { granted: true, usedFreeView: true, remaining: left - 1 };
}

/**
 * The free views an account has left today (Beijing day): its active VIP level's
 * `daily_free_plans` less the free views opened since midnight in Beijing; 0 for non-members.
 * A plain read: only `openWithFreeView` (under the balance lock) decides whether one is spent.
 *
 * @example await freeViewsLeft(db, userId, Date.now()) // 1 for a VIP who used none today
 */
export async function freeViewsLeft(db: Executor, userId: number, nowMs: number): Promise<number> {
  const allowance = await dailyAllowance(db, userId, nowMs);
  if (allowance === 0) return 0;
  return Math.max(0, allowance - (await usedToday(db, userId, nowMs)));
}

async function dailyAllowance(trx: Executor, userId: number, nowMs: number): Promise<number> {
  const row = await trx.selectFrom('users').innerJoin('vip_levels', 'vip_levels.level', 'users.vip_level')
    .select('vip_levels.daily_free_plans').where('users.id', '=', userId).where('users.vip_expires_at', '>', new Date(nowMs)).executeTakeFirst();
  return row?.daily_free_plans ?? 0;
}

async function usedToday(trx: Executor, userId: number, nowMs: number): Promise<number> {
  const row = await trx.selectFrom('entitlements').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId).where('purchase_id', 'is', null).where('created_at', '>=', startOfChinaDay(nowMs)).executeTakeFirst();
  return Number(row?.n ?? 0);
}
