import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { Executor } from './ledger.ts';
import type { CouponRow } from './wallet.mapper.ts';

export async function listOffers(db: Executor, now: Date) {
  return db.selectFrom('coupon_templates').selectAll().where('active', '=', true).where('claim_from', '<=', now)
    .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '>', now)])).orderBy('id').execute();
}

export async function claimedTemplateIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('user_coupons').select('template_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.template_id));
}

export async function findTemplate(db: Executor, id: number) {
  return db.selectFrom('coupon_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the claim unless this account has one of the template already (then undefined). */
export async function insertClaim(trx: Transaction<Database>, userId: number, templateId: number, expiresAt: Date) {
  return trx.insertInto('user_coupons').values({ user_id: userId, template_id: templateId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doNothing()).returning('id').executeTakeFirst();
}

export async function listCoupons(db: Executor, userId: number, couponId?: number): Promise<CouponRow[]> {
  let q = db.selectFrom('user_coupons as c').innerJoin('coupon_templates as t', 't.id', 'c.template_id')
    .selectAll('t').select(['c.id as coupon_id', 'c.claimed_at', 'c.expires_at as expires_at', 'c.used_at'])
    .where('c.user_id', '=', userId);
  if (couponId !== undefined) q = q.where('c.id', '=', couponId);
  return q.orderBy(sql`c.used_at is not null`).orderBy('c.expires_at').execute();
}
