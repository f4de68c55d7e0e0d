import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { WalletAccount } from './wallet.schema.ts';

/** Any Kysely executor over the whole schema: the pool (`db`) or a caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** What a caller asks the ledger to move. */
export interface LedgerPosting {
  userId: number;
  /** Default `coins` (spendable). `expert` and `invite` are withdrawable earnings. */
  account?: WalletAccount;
  /** Whole coins; positive credits, negative debits, never zero. */
  amount: number;
  /** camelCase word: topUp, purchase, sale, commission, checkIn, withdrawalHold, withdrawalRefund, … */
  reason: string;
  /** What the movement pays for, e.g. `order:123`, `purchase:45`, `withdrawal:6`. */
  reference: string;
  /** Same key (per user and account) → the same entry, never a second movement. */
  idempotencyKey: string;
}

export interface LedgerEntry {
  id: number;
  userId: number;
  account: WalletAccount;
  amount: number;
  balanceAfter: number;
  reason: string;
  reference: string;
  idempotencyKey: string;
  createdAt: Date;
}

export interface PostedEntry {
  entry: LedgerEntry;
  /** True when the key had been used: nothing moved this time. */
  duplicate: boolean;
}

const REASON = /^[a-zA-Z]{2,40}$/;

/**
 * Moves coins inside the caller's transaction: locks the (user, account) balance row, refuses
 * to go below zero (`insufficientCoins`), writes the entry with the balance after it. A repeated
 * key returns the first entry unchanged; a key reused for a different movement is a conflict.
 * Must run in a transaction (`db.transaction().execute(trx => postLedgerEntry(trx, …))`) so the
 * business change it pays for commits or rolls back with it.
 *
 * @example
 * const { entry } = await postLedgerEntry(trx, { userId: 7, amount: 300, reason: 'topUp',
 *   reference: 'order:12', idempotencyKey: 'order:12' });
 */
export async function postLedgerEntry(trx: Transaction<Database>, posting: LedgerPosting): Promise<PostedEntry> {
  checkPosting(posting);
  const balance = await lockBalance(trx, posting.userId, posting.account ?? 'coins');
  return postAtLockedBalance(trx, posting, balance);
}

/**
 * The same, for a caller that already holds the balance lock in this transaction and read
 * `balance` under it (the purchase engine): saves the two locking queries.
 */
export async function postAtLockedBalance(trx: Transaction<Database>, posting: LedgerPosting, balance: number): Promise<PostedEntry> {
  const account = posting.account ?? 'coins';
  checkPosting(posting);
  // Read after taking the lock: a concurrent retry with the same key has committed by now.
  const existing = await findEntryByKey(trx, posting.userId, account, posting.idempotencyKey);
  if (existing) {
    if (existing.amount !== posting.amount || existing.reason !== posting.reason) {
      throw new AppError('conflict', 'idempotencyKeyReused', { key: posting.idempotencyKey });
    }
    return { entry: existing, duplicate: true };
  }
  const after = balance + posting.amount;
  if (after < 0) throw new AppError('insufficientCoins', 'insufficientCoins', { balance, needed: -posting.amount });
  await trx.updateTable('wallet_balances').set({ balance: after, updated_at: sql<Date>`now()` })
    .where('user_id', '=', posting.userId).where('account', '=', account).execute();
  const row = await trx
    .insertInto('ledger_entries')
    .values({
      user_id: posting.userId,
      account,
      amount: posting.amount,
      balance_after: after,
      reason: posting.reason,
      reference: posting.reference,
      idempotency_key: posting.idempotencyKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry: toEntry(row), duplicate: false };
}

function checkPosting(p: LedgerPosting): void {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger amount must be a non-zero whole number of coins, got ${p.amount}`);
  if (!REASON.test(p.reason)) throw new Error(`ledger reason must be a camelCase word, got ${p.reason}`);
  if (p.reference.length === 0 || p.reference.length > 200) throw new Error('ledger reference must be 1 to 200 characters');
  if (p.idempotencyKey.length === 0 || p.idempotencyKey.length > 200) throw new Error('ledger idempotency key must be 1 to 200 characters');
}

/** Creates the balance row on first use and locks it for the rest of the transaction. */
export async function lockBalance(trx: Transaction<Database>, userId: number, account: WalletAccount): Promise<number> {
  await trx.insertInto('wallet_balances').values({ user_id: userId, account, balance: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'account']).doNothing()).execute();
  const row = await trx.selectFrom('wallet_balances').select('balance')
    .where('user_id', '=', userId).where('account', '=', account).forUpdate().executeTakeFirstOrThrow();
  return row.balance;
}

export async function findEntryByKey(db: Executor, userId: number, account: WalletAccount, key: string): Promise<LedgerEntry | undefined> {
  const row = await db.selectFrom('ledger_entries').selectAll()
    .where('user_id', '=', userId).where('account', '=', account).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** The balance of one account (0 before its first movement). */
export async function balanceOf(db: Executor, userId: number, account: WalletAccount = 'coins'): Promise<number> {
  const row = await db.selectFrom('wallet_balances').select('balance')
    .where('user_id', '=', userId).where('account', '=', account).executeTakeFirst();
  return row?.balance ?? 0;
}

type EntryRow = {
  id: number; user_id: number; account: WalletAccount; amount: number; balance_after: number;
  reason: string; reference: string; idempotency_key: string; created_at: Date;
};

function toEntry(r: EntryRow): LedgerEntry {
  return {
    id: r.id,
    userId: r.user_id,
    account: r.account,
    amount: r.amount,
    balanceAfter: r.balance_after,
    reason: r.reason,
    reference: r.reference,
    idempotencyKey: r.idempotency_key,
    createdAt: new Date(r.created_at),
  };
}
