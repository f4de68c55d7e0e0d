import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAccess } from '../../src/modules/wallet/access.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { openWithFreeView } from '../../src/modules/wallet/free-views.ts';
import { grantVip } from '../../src/modules/wallet/vip-grant.ts';
import { databaseTargets } from '../support/harness.ts';
import { createUser, fund, openWalletDb, purchaseService, type WalletDb } from './wallet-db.ts';

const DAY = 86_400_000;

describe.each(databaseTargets)('access to paid items on $name', ({ url }) => {
  let w: WalletDb;
  beforeAll(async () => {
    w = await openWalletDb(url, 6);
  });
  afterAll(async () => w.close());

  const vip = (userId: number, level: number, days: number, now: number, k: string) =>
    w.db.transaction().execute((trx) => grantVip(trx, { userId, level, days, reference: k, idempotencyKey: k }, now));

  it('is granted by a purchase, for good or until a subscription ends', async () => {
    const now = Date.now();
    const user = await createUser(w.db);
    await fund(w.db, user, 500);
    expect(await hasAccess(w.db, user, 'prediction', 'plan-1', now)).toBe(false);
    const purchases = purchaseService(w.db, () => now);
    await purchases.purchase({ userId: user, item: { kind: 'prediction', id: 'plan-1', priceCoins: 28 }, idempotencyKey: 'access-plan-1' });
    await purchases.purchase({ userId: user, item: { kind: 'basketballModel', id: 'model-1', priceCoins: 98, days: 7 }, idempotencyKey: 'access-model-1' });
    expect(await hasAccess(w.db, user, 'prediction', 'plan-1', now + 400 * DAY)).toBe(true);
    expect(await hasAccess(w.db, user, 'prediction', 'plan-2', now)).toBe(false);
    expect(await hasAccess(w.db, user, 'basketballModel', 'model-1', now + 6 * DAY)).toBe(true);
    expect(await hasAccess(w.db, user, 'basketballModel', 'model-1', now + 8 * DAY)).toBe(false);
    // Buying it again answers it open, charging nothing (it used to be a conflict).
    expect(await purchases.purchase({ userId: user, item: { kind: 'prediction', id: 'plan-1', priceCoins: 28 }, idempotencyKey: 'access-plan-1b' }))
      .toMatchObject({ openedBy: 'alreadyOpen', paid: 0, balance: 500 - 28 - 98 });
  });

  it('is opened by the active VIP level for the kinds it unlocks, and closes when it lapses', async () => {
    const now = Date.now();
    const user = await createUser(w.db);
    await vip(user, 2, 30, now, 'svip-1');
    expect(await hasAccess(w.db, user, 'aiPlan', 'any-plan', now)).toBe(true);
    expect(await hasAccess(w.db, user, 'prediction', 'any-plan', now)).toBe(false);
    expect(await hasAccess(w.db, user, 'aiPlan', 'any-plan', now + 31 * DAY)).toBe(false);
    const extended = await vip(user, 1, 30, now, 'vip-1');
    expect(extended).toMatchObject({ level: 2, duplicate: false });
    expect(extended.expiresAt.getTime() - now).toBe(60 * DAY);
    expect(await vip(user, 1, 30, now, 'vip-1')).toMatchObject({ duplicate: true, expiresAt: extended.expiresAt });
  });

  it('gives a VIP one free plan a day (Beijing day), once, even when ten are opened at once', async () => {
    const noon = Date.UTC(2026, 10, 22, 4); // 12:00 in Beijing
    const user = await createUser(w.db);
    const none = await w.db.transaction().execute((trx) => openWithFreeView(trx, { userId: user, kind: 'aiPlan', id: 'free-0' }, noon));
    expect(none).toEqual({ granted: false, usedFreeView: false, remaining: 0 });
    await vip(user, 1, 30, noon - DAY, 'free-vip');
    const opens = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      w.db.transaction().execute((trx) => openWithFreeView(trx, { userId: user, kind: 'aiPlan', id: `free-${i}` }, noon))));
    expect(opens.filter((o) => o.usedFreeView)).toHaveLength(1);
    expect(opens.filter((o) => o.granted)).toHaveLength(1);
    const opened = opens.findIndex((o) => o.granted);
    expect(await hasAccess(w.db, user, 'aiPlan', `free-${opened}`, noon)).toBe(true);
    const again = await w.db.transaction().execute((trx) => openWithFreeView(trx, { userId: user, kind: 'aiPlan', id: `free-${opened}` }, noon));
    expect(again).toEqual({ granted: true, usedFreeView: false, remaining: 0 });
    const tomorrow = noon + 12 * 3600_000 + 60_000; // 00:01 the next Beijing day
    const next = await w.db.transaction().execute((trx) => openWithFreeView(trx, { userId: user, kind: 'prediction', id: 'free-next' }, tomorrow));
    expect(next).toEqual({ granted: true, usedFreeView: true, remaining: 0 });
  });

  it('the audit names a purchase whose debit does not match what it says was paid', async () => {
    const user = await createUser(w.db);
    await fund(w.db, user, 100);
    const bought = await purchaseService(w.db).purchase({ userId: user, item: { kind: 'prediction', id: 'audit-1', priceCoins: 40 }, idempotencyKey: 'audit-purchase-1' });
    expect((await auditLedger(w.db)).problems).toEqual([]);
    await sql`update purchases set paid = 39 where id = ${bought.purchaseId}`.execute(w.db);
    expect((await auditLedger(w.db)).problems).toEqual([{ userId: user, account: 'coins', problem: `purchase ${bought.purchaseId} paid 39 but its entry moved -40` }]);
    await sql`update purchases set paid = 40 where id = ${bought.purchaseId}`.execute(w.db);
  });
});
