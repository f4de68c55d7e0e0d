import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sumCredits } from './coins.repo.ts';
import { balanceOf, lockBalance, postLedgerEntry } from './ledger.ts';
import { toWithdrawalView } from './wallet.mapper.ts';
import { callerId, offsetOf, type WalletSettings } from './wallet.settings.ts';
import * as repo from './withdrawal.repo.ts';

interface Application {
  coins: number;
  payeeName: string;
  payeeAccount: string;
  idempotencyKey: string;
}

/**
 * Withdrawals of earnings (expert sales, invite commission). Applying holds the coins at once (a
 * ledger debit in the same transaction as the application); an admin approves (paid out in yuan
 * outside the app) or rejects (a refund entry returns the coins). Each step runs once.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly settings: WalletSettings,
  ) {}

  ratio() {
    return { coinsPerYuan: this.settings.withdrawCoinsPerYuan, minCoins: this.settings.withdrawMinCoins };
  }

  async apply(account: repo.WithdrawalAccount, a: Application, ctx: CallContext) {
    const userId = callerId(ctx);
    if (a.coins < this.settings.withdrawMinCoins) throw new AppError('validation', 'withdrawalTooSmall', { min: this.settings.withdrawMinCoins });
    const amountFen = Math.floor((a.coins * 100) / this.settings.withdrawCoinsPerYuan);
    const row = await this.db.transaction().execute(async (trx) => {
      // The balance lock serialises this account's applications, so a retried key is seen.
      await lockBalance(trx, userId, account);
      const known = await repo.findByKey(trx, userId, a.idempotencyKey);
      if (known) return known;
      const w = await repo.insertWithdrawal(trx, { userId, account, coins: a.coins, amountFen, payeeName: a.payeeName, payeeAccount: a.payeeAccount, key: a.idempotencyKey });
      await postLedgerEntry(trx, { userId, account, amount: -a.coins, reason: 'withdrawalHold', reference: `withdrawal:${w.id}`, idempotencyKey: `withdrawal:${w.id}:hold` }).catch(
        (error: unknown) => {
          // The ledger's "not enough coins; top up" would send the user to buy coins, which are
          // never withdrawable: name the earnings that are short instead.
          if (error instanceof AppError && error.status === 'insufficientCoins') {
            throw new AppError('insufficientCoins', 'withdrawalExceedsEarnings', { balance: error.params.balance ?? 0, needed: a.coins });
          }
          throw error;
        },
      );
      return w;
    });
    return toWithdrawalView(row);
  }

  async review(p: { id: number; approve: boolean; note?: string | undefined }, ctx: CallContext) {
    const reviewerId = callerId(ctx);
    const row = await this.db.transaction().execute(async (trx) => {
      const w = await repo.lockWithdrawal(trx, p.id);
      if (!w) throw new AppError('notFound', 'withdrawalNotFound', { id: p.id });
      if (w.status !== 'pending') throw new AppError('conflict', 'withdrawalReviewed');
      if (!p.approve) {
        await postLedgerEntry(trx, { userId: w.user_id, account: w.account, amount: w.coins, reason: 'withdrawalRefund', reference: `withdrawal:${w.id}`, idempotencyKey: `withdrawal:${w.id}:refund` });
      }
      return repo.setReviewed(trx, w.id, { status: p.approve ? 'approved' : 'rejected', reviewerId, note: p.note ?? null });
    });
    return toWithdrawalView(row);
  }

  async mine(p: { page: number; pageSize: number; account?: repo.WithdrawalAccount | undefined }, ctx: CallContext) {
    const { rows, total } = await repo.listForUser(this.db, callerId(ctx), p.account, p.pageSize, offsetOf(p));
    return { page: p.page, pageSize: p.pageSize, total, items: rows.map(toWithdrawalView) };
  }

  async toReview(p: { page: number; pageSize: number; status: repo.WithdrawalStatus }) {
    const { rows, total } = await repo.listByStatus(this.db, p.status, p.pageSize, offsetOf(p));
    const items = rows.map((w) => ({ ...toWithdrawalView(w), userId: String(w.user_id), payeeAccountFull: w.payee_account }));
    return { page: p.page, pageSize: p.pageSize, total, items };
  }

  /** An earnings account: balance, held, earned and paid out. */
  async earnings(userId: number, account: repo.WithdrawalAccount) {
    const reasons = account === 'expert' ? ['sale'] : ['commission'];
    const [balance, earned, { pending, withdrawn }] = await Promise.all([
      balanceOf(this.db, userId, account),
      sumCredits(this.db, userId, account, reasons),
      repo.totals(this.db, userId, account),
    ]);
    return { balance, pending, earned, withdrawn };
  }
}
