import { sql } from 'kysely';
import type { Executor } from './ledger.ts';

export async function inviteCodeOf(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirst();
  return row?.invite_code;
}

export async function countInvitees(db: Executor, inviterId: number): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('invited_by', '=', inviterId).where('kind', '=', 'user').executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listInvitees(db: Executor, inviterId: number, limit: number, offset: number) {
  return db.selectFrom('users').select(['id', 'nickname', 'avatar_url', 'wechat_avatar', 'created_at'])
    .where('invited_by', '=', inviterId).where('kind', '=', 'user').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Commission the inviter earned from each of these invitees' purchases. */
export async function commissionByInvitee(db: Executor, inviterId: number, inviteeIds: number[]): Promise<Map<number, number>> {
  if (inviteeIds.length === 0) return new Map();
  const rows = await db.selectFrom('ledger_entries as e')
    .innerJoin('purchases as p', (j) => j.on(sql<boolean>`e.reference = 'purchase:' || p.id`))
    .select(['p.user_id', (eb) => eb.fn.sum<string>('e.amount').as('total')])
    .where('e.user_id', '=', inviterId).where('e.account', '=', 'invite').where('e.reason', '=', 'commission')
    .where('p.user_id', 'in', inviteeIds).groupBy('p.user_id').execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.total)]));
}
