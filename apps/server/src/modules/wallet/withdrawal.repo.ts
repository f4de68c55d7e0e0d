import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { Executor } from './ledger.ts';

type Trx = Transaction<Database>;
export type WithdrawalAccount = 'expert' | 'invite';
export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export async function findByKey(db: Executor, userId: number, key: string) {
  return db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertWithdrawal(trx: Trx, w: { userId: number; account: WithdrawalAccount; coins: number; amountFen: number; payeeName: string; payeeAccount: string; key: string }) {
  return trx.insertInto('withdrawals').values({
    user_id: w.userId, account: w.account, coins: w.coins, amount_fen: w.amountFen, status: 'pending',
    payee_name: w.payeeName, payee_account: w.payeeAccount, idempotency_key: w.key,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function lockWithdrawal(trx: Trx, id: number) {
  return trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setReviewed(trx: Trx, id: number, r: { status: WithdrawalStatus; reviewerId: number; note: string | null }) {
  return trx.updateTable('withdrawals').set({ status: r.status, reviewed_by: r.reviewerId, review_note: r.note, reviewed_at: sql<Date>`now()` })
    .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function listForUser(db: Executor, userId: number, account: WithdrawalAccount | undefined, limit: number, offset: number) {
  let q = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (account) q = q.where('account', '=', account);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function listByStatus(db: Executor, status: WithdrawalStatus, limit: number, offset: number) {
  const q = db.selectFrom('withdrawals').where('status', '=', status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Coins of an account in pending withdrawals, and those paid out. */
export async function totals(db: Executor, userId: number, account: WithdrawalAccount): Promise<{ pending: number; withdrawn: number }> {
  const row = await db.selectFrom('withdrawals')
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('coins').filterWhere('status', '=', 'pending'), eb.lit(0)).as('pending'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('coins').filterWhere('status', '=', 'approved'), eb.lit(0)).as('withdrawn'),
    ])
    .where('user_id', '=', userId).where('account', '=', account).executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), withdrawn: Number(row?.withdrawn ?? 0) };
}
