import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from './ledger.ts';

export interface VipGrantRequest {
  userId: number;
  /** A level of `vip_levels` (1 VIP, 2 SVIP). */
  level: number;
  days: number;
  /** What paid for it, e.g. `order:12`, `purchase:45`. */
  reference: string;
  /** Same key for the same user → the first grant, no second extension. */
  idempotencyKey: string;
}

export interface VipGrant {
  grantId: number;
  /** The account's level and expiry after the grant. */
  level: number;
  expiresAt: Date;
  duplicate: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Grants VIP inside the caller's transaction. Extension adds to the remaining time: the new
 * expiry is max(now, current expiry) + days, and the level becomes the higher of the active
 * level and the granted one (a member never loses paid time or rank by buying). The grant row
 * records the period its level really covers: from now for an upgrade, else from the current
 * end. Locks the user row, so concurrent grants add up. After commit, tell the user cache
 * (`users.changed(id)`).
 *
 * @example await grantVip(trx, { userId: 7, level: 1, days: 30, reference: 'order:9', idempotencyKey: 'order:9' }, Date.now())
 */
export async function grantVip(trx: Transaction<Database>, req: VipGrantRequest, nowMs: number = Date.now()): Promise<VipGrant> {
  if (!Number.isInteger(req.days) || req.days <= 0 || req.days > 3660) throw new Error(`VIP days must be 1 to 3660, got ${req.days}`);
  const level = await trx.selectFrom('vip_levels').select('level').where('level', '=', req.level).executeTakeFirst();
  if (!level) throw new AppError('notFound', 'vipLevelNotFound', { level: req.level });
  const user = await trx.selectFrom('users').select(['vip_level', 'vip_expires_at']).where('id', '=', req.userId).forUpdate().executeTakeFirst();
  if (!user) throw new AppError('notFound', 'notFound');
  const previous = await trx.selectFrom('vip_grants').select('id')
    .where('user_id', '=', req.userId).where('idempotency_key', '=', req.idempotencyKey).executeTakeFirst();
  if (previous) {
    return { grantId: previous.id, level: user.vip_level, expiresAt: user.vip_expires_at ?? new Date(0), duplicate: true };
  }
  const currentEnd = user.vip_expires_at?.getTime() ?? 0;
  const active = currentEnd > nowMs;
  const expiresAt = new Date(Math.max(nowMs, currentEnd) + req.days * DAY_MS);
  const newLevel = active ? Math.max(user.vip_level, req.level) : req.level;
  // The period this grant's level covers, as the history shows it: an upgrade (SVIP bought
  // during a VIP month) takes effect now and lifts the remaining days too; an equal or lower
  // level only adds its days after the current end.
  const upgrade = active && req.level > user.vip_level;
  const startsAt = upgrade ? nowMs : Math.max(nowMs, currentEnd);
  await trx.updateTable('users').set({ vip_level: newLevel, vip_expires_at: expiresAt, updated_at: sql<Date>`now()` }).where('id', '=', req.userId).execute();
  const grant = await trx.insertInto('vip_grants').values({
    user_id: req.userId, level: req.level, days: req.days, reference: req.reference,
    idempotency_key: req.idempotencyKey, starts_at: new Date(startsAt), expires_at: expiresAt,
  }).returning('id').executeTakeFirstOrThrow();
  return { grantId: grant.id, level: newLevel, expiresAt, duplicate: false };
}

/** The active VIP level of an account at `nowMs` (0 when none or lapsed). */
export async function activeVipLevel(db: Executor, userId: number, nowMs: number): Promise<number> {
  const user = await db.selectFrom('users').select(['vip_level', 'vip_expires_at']).where('id', '=', userId).executeTakeFirst();
  if (!user?.vip_expires_at || user.vip_expires_at.getTime() <= nowMs) return 0;
  return user.vip_level;
}
