import type { Executor } from './ledger.ts';
import type { WalletAccount } from './wallet.schema.ts';

export async function listEntries(db: Executor, userId: number, account: WalletAccount, limit: number, offset: number) {
  return db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).where('account', '=', account)
    .orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countEntries(db: Executor, userId: number, account: WalletAccount): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId).where('account', '=', account).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sum of credits of one reason (total earned, total commission). */
export async function sumCredits(db: Executor, userId: number, account: WalletAccount, reasons: string[]): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('s'))
    .where('user_id', '=', userId).where('account', '=', account).where('reason', 'in', reasons).executeTakeFirst();
  return Number(row?.s ?? 0);
}
