import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { balanceOf, postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { AppError } from '../../src/platform/errors.ts';
import type { PurchaseService } from '../../src/modules/wallet/purchase.service.ts';
import { openDatabase, type DatabaseHandle } from '../../src/plugins/db/database.ts';
import { databaseTargets } from '../support/harness.ts';
import { createUser, fund, openWalletDb, purchaseService, type WalletDb } from './wallet-db.ts';

const PRICE = 18;

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

describe.each(databaseTargets)('ledger under concurrency on $name', ({ url }) => {
  let w: WalletDb;
  /** Four "nodes": on PostgreSQL two connection pools, each with two services (own in-process queues). */
  let nodes: PurchaseService[];
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    w = await openWalletDb(url, 6);
    second = w.url ? await openDatabase({ url: w.url, dataDir: 'memory://', poolSize: 6 }) : undefined;
    const other = second?.db ?? w.db;
    nodes = [purchaseService(w.db), purchaseService(w.db), purchaseService(other), purchaseService(other)];
  });
  afterAll(async () => {
    await second?.close();
    await w.close();
  });
  const node = (i: number): PurchaseService => nodes[i % nodes.length] ?? purchaseService(w.db);

  it('1,000 concurrent purchases with coins for 10: exactly 10 succeed, the rest are refused, the audit holds', async () => {
    const buyer = await createUser(w.db);
    await fund(w.db, buyer, PRICE * 10 + PRICE - 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        node(i).purchase({ userId: buyer, item: { kind: 'aiPlan', id: `plan-${i}`, priceCoins: PRICE }, idempotencyKey: `buy-plan-${i}` })),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(ok).toHaveLength(10);
    const kinds = refused.map((e) => (e instanceof AppError ? e.status : String(e)));
    expect(countBy(kinds)).toEqual({ insufficientCoins: 990 });
    expect(await balanceOf(w.db, buyer)).toBe(PRICE - 1);
    const entitlements = await w.db.selectFrom('entitlements').select('item_id').where('user_id', '=', buyer).execute();
    expect(entitlements).toHaveLength(10);
    expect((await auditLedger(w.db)).problems).toEqual([]);
  }, 120_000);

  it('200 concurrent retries with one idempotency key charge once and all answer the same purchase', async () => {
    const buyer = await createUser(w.db);
    await fund(w.db, buyer, 100);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        node(i).purchase({ userId: buyer, item: { kind: 'prediction', id: 'plan-x', priceCoins: 38 }, idempotencyKey: 'one-tap-key-0001' })),
    );
    expect(new Set(results.map((r) => r.purchaseId)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.paid === 38)).toBe(true);
    expect(await balanceOf(w.db, buyer)).toBe(62);
    const debits = await w.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', buyer).where('reason', '=', 'purchase').execute();
    expect(debits).toEqual([{ amount: -38 }]);
    expect((await auditLedger(w.db)).problems).toEqual([]);
  }, 60_000);

  it('the ledger alone (no queue in front): 100 concurrent debits of 10 on 500 coins, 50 pass, the balance ends at 0', async () => {
    const user = await createUser(w.db);
    await fund(w.db, user, 500);
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
      w.db.transaction().execute((trx) => postLedgerEntry(trx, { userId: user, amount: -10, reason: 'purchase', reference: `raw:${i}`, idempotencyKey: `raw:${i}` }))));
    const kinds = outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : o.reason instanceof AppError ? o.reason.status : String(o.reason)));
    expect(countBy(kinds)).toEqual({ ok: 50, insufficientCoins: 50 });
    expect(await balanceOf(w.db, user)).toBe(0);
    expect((await auditLedger(w.db)).problems).toEqual([]);
  }, 60_000);
});
