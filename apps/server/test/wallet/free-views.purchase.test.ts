import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAccess } from '../../src/modules/wallet/access.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import type { PurchasableItem } from '../../src/modules/wallet/item-kinds.ts';
import { ItemRegistry } from '../../src/modules/wallet/item-registry.ts';
import { PurchaseService } from '../../src/modules/wallet/purchase.service.ts';
import { grantVip } from '../../src/modules/wallet/vip-grant.ts';
import { databaseTargets } from '../support/harness.ts';
import { createUser, fund, openWalletDb, type WalletDb } from './wallet-db.ts';

const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 22, 4); // 12:00 in Beijing
let keys = 0;
const key = (label: string) => `${label}-${++keys}-${Date.now().toString(36)}`;
const plan = (id: string, kind: PurchasableItem['kind'] = 'aiPlan', priceCoins = 18): PurchasableItem => ({ kind, id, priceCoins });

describe.each(databaseTargets)('VIP free views and items already open, in the purchase engine, on $name', ({ url }) => {
  let w: WalletDb;
  beforeAll(async () => {
    w = await openWalletDb(url, 6);
  });
  afterAll(async () => {
    expect((await auditLedger(w.db)).problems).toEqual([]);
    await w.close();
  });

  /** An engine on a fixed clock; `prediction` ids starting `model-` are open through a model, as the AI's are. */
  const engine = (now: number) => {
    const registry = new ItemRegistry();
    registry.register('prediction', { resolve: async () => undefined, opens: async (_db, _userId, id) => id.startsWith('model-') });
    return new PurchaseService(w.db, registry, { ownerSharePercent: 70, inviteCommissionPercent: 10 }, () => now);
  };
  const buy = (userId: number, item: PurchasableItem, now: number, idempotencyKey = key('tap')) => engine(now).purchase({ userId, item, idempotencyKey });
  const vip = (userId: number, level: number, now: number) => {
    const k = key('vip');
    return w.db.transaction().execute((trx) => grantVip(trx, { userId, level, days: 30, reference: k, idempotencyKey: k }, now - DAY));
  };
  const debits = async (userId: number) => (await w.db.selectFrom('ledger_entries').select('amount')
    .where('user_id', '=', userId).where('reason', '=', 'purchase').orderBy('id').execute()).map((r) => r.amount);
  const purchaseCount = async (userId: number) => (await w.db.selectFrom('purchases').select('id').where('user_id', '=', userId).execute()).length;
  const member = async (level: number, coins: number) => {
    const user = await createUser(w.db);
    if (coins > 0) await fund(w.db, user, coins);
    if (level > 0) await vip(user, level, NOON);
    return user;
  };

  it('a VIP with a free view left opens a single plan without coins: no purchase, no ledger entry, one view fewer', async () => {
    const user = await member(1, 100);
    const tap = key('free');
    const free = await buy(user, plan('fv-a'), NOON, tap);
    expect(free).toMatchObject({ openedBy: 'freeView', purchaseId: null, listPrice: 18, paid: 0, balance: 100, freeViewsLeft: 0, duplicate: false });
    expect(await hasAccess(w.db, user, 'aiPlan', 'fv-a', NOON)).toBe(true);
    expect(await debits(user)).toEqual([]);
    expect(await purchaseCount(user)).toBe(0);
    // The same tap again spends nothing more: the plan is open now.
    expect(await buy(user, plan('fv-a'), NOON, tap)).toMatchObject({ openedBy: 'alreadyOpen', paid: 0, balance: 100, freeViewsLeft: 0 });
    const next = await buy(user, plan('fv-b'), NOON);
    expect(next).toMatchObject({ openedBy: 'purchase', listPrice: 18, vipDiscount: 1, paid: 17, balance: 83, freeViewsLeft: 0 });
    expect(next.purchaseId).toEqual(expect.any(Number));
    expect(await debits(user)).toEqual([-17]);
  });

  it('spends exactly the day\'s views when many plans are tapped at once; the rest are charged', async () => {
    const user = await member(2, 1000); // SVIP: 3 a day; it unlocks aiPlan, so basketball plans and predictions use them
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => buy(user, plan(`fv-burst-${i}`, i % 2 ? 'basketballPlan' : 'prediction', 20), NOON)));
    expect(results.filter((r) => r.openedBy === 'freeView')).toHaveLength(3);
    expect(results.filter((r) => r.openedBy === 'purchase').map((r) => r.paid)).toEqual([16, 16, 16]);
    expect(await debits(user)).toEqual([-16, -16, -16]);
    expect(Math.min(...results.map((r) => r.freeViewsLeft))).toBe(0);
  });

  it('charges a member with no view left, a non-member and a lapsed member, and never uses a view on models or subscriptions', async () => {
    const used = await member(1, 100);
    await buy(used, plan('fv-used-1'), NOON);
    expect(await buy(used, plan('fv-used-2', 'basketballPlan'), NOON)).toMatchObject({ openedBy: 'purchase', paid: 17, freeViewsLeft: 0 });

    const plain = await member(0, 100);
    expect(await buy(plain, plan('fv-plain'), NOON)).toMatchObject({ openedBy: 'purchase', paid: 18, balance: 82, freeViewsLeft: 0 });

    const lapsed = await member(1, 100);
    expect(await buy(lapsed, plan('fv-lapsed', 'prediction', 28), NOON + 30 * DAY)).toMatchObject({ openedBy: 'purchase', paid: 28, freeViewsLeft: 0 });

    const vip = await member(1, 1000);
    const model = await buy(vip, { kind: 'basketballModel', id: 'model-sub', priceCoins: 98, days: 7 }, NOON);
    expect(model).toMatchObject({ openedBy: 'purchase', paid: 89, freeViewsLeft: 1 });
    const chase = await buy(vip, { kind: 'zuiji', id: 'all', priceCoins: 88, days: 7 }, NOON);
    expect(chase).toMatchObject({ openedBy: 'purchase', paid: 80, freeViewsLeft: 1 });
    expect(await debits(vip)).toEqual([-89, -80]);
  });

  it('counts the views per Beijing day: after 00:00 in Beijing (still the same UTC day) there is a new one', async () => {
    const user = await member(1, 100);
    const lateEvening = Date.UTC(2026, 10, 22, 15, 58); // 23:58 in Beijing
    expect(await buy(user, plan('fv-day-1'), lateEvening)).toMatchObject({ openedBy: 'freeView', freeViewsLeft: 0 });
    expect(await buy(user, plan('fv-day-2'), lateEvening + 60_000)).toMatchObject({ openedBy: 'purchase', paid: 17 });
    const afterMidnight = Date.UTC(2026, 10, 22, 16, 0, 30); // 00:00:30 on the 23rd in Beijing
    expect(await buy(user, plan('fv-day-3'), afterMidnight)).toMatchObject({ openedBy: 'freeView', paid: 0, freeViewsLeft: 0 });
    expect(await debits(user)).toEqual([-17]);
  });

  it('an empty wallet is no reason to refuse a plan a free view opens; without a view it is 402', async () => {
    const user = await member(1, 0);
    expect(await buy(user, plan('fv-broke-1'), NOON)).toMatchObject({ openedBy: 'freeView', balance: 0 });
    await expect(buy(user, plan('fv-broke-2'), NOON)).rejects.toMatchObject({ messageKey: 'insufficientCoins' });
  });

  it('a pay call for an item the buyer already opens answers it open and charges nothing', async () => {
    const buyer = await member(0, 100);
    const first = await buy(buyer, plan('open-bought', 'prediction', 28), NOON);
    const again = await buy(buyer, plan('open-bought', 'prediction', 28), NOON + 60_000);
    expect(again).toMatchObject({ openedBy: 'alreadyOpen', purchaseId: first.purchaseId, paid: 0, balance: 72, duplicate: false });
    expect(await debits(buyer)).toEqual([-28]);

    const svip = await member(2, 100); // SVIP unlocks aiPlan: nothing to buy, and no free view spent on it
    expect(await buy(svip, plan('open-by-level'), NOON)).toMatchObject({ openedBy: 'alreadyOpen', purchaseId: null, paid: 0, balance: 100, freeViewsLeft: 3 });
    const byModel = await member(1, 100); // the kind's own rule: a prediction opened through its model
    expect(await buy(byModel, plan('model-pred-1', 'prediction', 28), NOON)).toMatchObject({ openedBy: 'alreadyOpen', paid: 0, balance: 100, freeViewsLeft: 1 });
    const broke = await member(2, 0); // nor is an empty wallet refused for it
    expect(await buy(broke, plan('open-by-level-2'), NOON)).toMatchObject({ openedBy: 'alreadyOpen', balance: 0 });
    expect([...await debits(svip), ...await debits(byModel), ...await debits(broke)]).toEqual([]);
  });

  it('a subscription the buyer holds is renewed (its days added), not answered as already open', async () => {
    const user = await member(0, 1000);
    const first = await buy(user, { kind: 'basketballModel', id: 'renew', priceCoins: 98, days: 7 }, NOON);
    const renewed = await buy(user, { kind: 'basketballModel', id: 'renew', priceCoins: 98, days: 7 }, NOON);
    expect(renewed).toMatchObject({ openedBy: 'purchase', paid: 98 });
    expect((renewed.expiresAt?.getTime() ?? 0) - (first.expiresAt?.getTime() ?? 0)).toBe(7 * DAY);
  });
});
