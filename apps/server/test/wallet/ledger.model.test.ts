import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { balanceOf, postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { AppError } from '../../src/platform/errors.ts';
import { databaseTargets } from '../support/harness.ts';
import { createUser, openWalletDb, type WalletDb } from './wallet-db.ts';

/** One posting of a random run: an amount under one of a few keys (so keys repeat, as retries do). */
const posting = fc.record({ amount: fc.integer({ min: -60, max: 60 }).filter((a) => a !== 0), key: fc.integer({ min: 0, max: 7 }) });

describe.each(databaseTargets)('the ledger against a model on $name', ({ url }) => {
  let w: WalletDb;
  beforeAll(async () => {
    w = await openWalletDb(url, 4);
  });
  afterAll(async () => w.close());

  it('any run of credits, debits and retried keys ends where the model says, never below zero, audit clean', async () => {
    await fc.assert(fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: 25 }), async (run) => {
      const user = await createUser(w.db);
      const used = new Map<number, number>();
      let balance = 0;
      for (const p of run) {
        const outcome = await w.db.transaction().execute((trx) =>
          postLedgerEntry(trx, { userId: user, amount: p.amount, reason: 'test', reference: `k${p.key}`, idempotencyKey: `k${p.key}` })).then(
          (r) => (r.duplicate ? 'duplicate' : 'posted'),
          (e: unknown) => (e instanceof AppError ? e.messageKey : 'crash'),
        );
        const first = used.get(p.key);
        if (first === undefined) {
          const expected = balance + p.amount < 0 ? 'insufficientCoins' : 'posted';
          expect(outcome).toBe(expected);
          if (expected === 'posted') {
            used.set(p.key, p.amount);
            balance += p.amount;
          }
        } else {
          expect(outcome).toBe(first === p.amount ? 'duplicate' : 'idempotencyKeyReused');
        }
      }
      expect(await balanceOf(w.db, user)).toBe(balance);
    }), { numRuns: 15 });
    expect((await auditLedger(w.db)).problems).toEqual([]);
  }, 180_000);
});
