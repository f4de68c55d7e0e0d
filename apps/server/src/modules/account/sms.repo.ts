import { sql } from 'kysely';
import type { Executor } from './account.repo.ts';

export interface StoredCode {
  id: number;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
}

export async function latestCode(db: Executor, phone: string, forUpdate = false): Promise<StoredCode | undefined> {
  let query = db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'created_at', 'expires_at', 'attempts'])
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, createdAt: row.created_at, expiresAt: row.expires_at, attempts: row.attempts };
}

export async function lastSentAt(db: Executor, phone: string): Promise<Date | undefined> {
  const row = await db.selectFrom('sms_codes').select('created_at').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.created_at;
}

export async function countSentSince(db: Executor, by: { phone: string } | { ip: string }, since: Date): Promise<number> {
  let query = db.selectFrom('sms_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since);
  query = 'phone' in by ? query.where('phone', '=', by.phone) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(
  db: Executor,
  code: { phone: string; codeHash: string; createdAt: Date; expiresAt: Date; ip: string },
): Promise<void> {
  // A new code replaces any older unused one, so only the latest can ever be used.
  await db.updateTable('sms_codes').set({ consumed_at: sql<Date>`now()` }).where('phone', '=', code.phone).where('consumed_at', 'is', null).execute();
  // created_at comes from the service's clock, the same one the resend wait and daily caps are
  // measured with; the database's now() may disagree with it (and is the transaction's start).
  await db
    .insertInto('sms_codes')
    .values({ phone: code.phone, code_hash: code.codeHash, created_at: code.createdAt, expires_at: code.expiresAt, ip: code.ip })
    .execute();
}

export async function recordAttempt(db: Executor, id: number, consumed: boolean): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(consumed ? { consumed_at: sql<Date>`now()` } : {}) }))
    .where('id', '=', id)
    .execute();
}
