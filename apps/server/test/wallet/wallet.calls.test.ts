import { Status, type PurchaseReply } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { databaseTargets, loginNewUser, loginVisitor, startTestServer, type TestServer } from '../support/harness.ts';
import { fund } from './wallet-db.ts';
import { as, ok } from './wallet-http.ts';

const DAY = 86_400_000;
let keyCounter = 0;
const key = (label: string) => `${label}-${++keyCounter}-${Date.now().toString(36)}`;

describe.each(databaseTargets)('coins, VIP and coupons on $name', ({ url }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server.close();
  });

  it('refuses a visitor\'s purchase and an unknown item, changing nothing', async () => {
    const visitor = as(server, await loginVisitor(server));
    expect((await visitor('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: key('v') })).status).toBe(Status.notLoggedIn);
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 100);
    const unknown = await call('/MobileCoin/payJh', { id: 'plan-404', idempotencyKey: key('u') });
    expect(unknown).toEqual({ status: Status.notFound, msg: 'No such item: aiPlan plan-404', data: null });
    expect((await call('/MobileCoin/payZuiji', { id: 'zuiji_decade', idempotencyKey: key('u') })).status).toBe(Status.notFound);
    expect((await ok(call<{ balance: number }>('/MobileCoin/getCoinShopList'))).balance).toBe(100);
  });

  it('sells a coin pack list with real prices and shows the ledger newest first', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    const shop = await ok(call<{ packs: Array<{ id: string; coins: number; bonusCoins: number; priceFen: number }>; balance: number }>('/MobileCoin/getCoinShopList'));
    expect(shop.packs[0]).toEqual({ id: 'coins_60', coins: 60, bonusCoins: 0, priceFen: 600, appleProductId: 'com.scoreline.coins.60' });
    expect(shop.balance).toBe(0);
    await fund(server.database.db, Number(user.uid), 300);
    await ok(call('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: key('z') }));
    const records = await ok(call<{ balance: number; total: number; items: Array<{ amount: number; balanceAfter: number; reason: string }> }>('/MobileCoin/getCoinRecords', { page: 1, pageSize: 10 }));
    expect(records.balance).toBe(212);
    expect(records.items.map((i) => [i.amount, i.balanceAfter, i.reason])).toEqual([[-88, 212, 'purchase'], [300, 300, 'topUp']]);
  });

  it('insufficient coins is status 402 with the balance, and nothing is charged or granted', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 50);
    const reply = await call('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: key('poor') });
    expect(reply).toEqual({ status: Status.insufficientCoins, msg: 'Not enough coins (balance 50, needed 88); please top up', data: null });
    expect((await ok(call<{ activeUntil: number | null }>('/MobileVip/getZuiShopList'))).activeUntil).toBeNull();
  });

  it('a chase-plan renewal adds to the remaining time; a retried key answers the first purchase', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 1000);
    const tap = key('week');
    const first = await ok(call<PurchaseReply>('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: tap }));
    const retry = await ok(call<PurchaseReply>('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: tap }));
    expect(retry).toEqual({ ...first, duplicate: true });
    const month = await ok(call<PurchaseReply>('/MobileCoin/payZuiji', { id: 'zuiji_month', idempotencyKey: key('month') }));
    expect((month.expiresAt ?? 0) - (first.expiresAt ?? 0)).toBe(30 * DAY);
    expect(month.balance).toBe(1000 - 88 - 288);
    const reused = await call('/MobileCoin/payZuiji', { id: 'zuiji_month', idempotencyKey: tap });
    expect(reused.status).toBe(Status.conflict);
  });

  it('VIP for coins: level and expiry reach getUserInfo, an extension adds 30 days, the discount applies to purchases', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 1000);
    const bought = await ok(call<PurchaseReply & { vip: { level: number; expiresAt: number } }>('/MobileVip/kaiTongVipAll', { productId: 'vip_month', idempotencyKey: key('vip') }));
    expect(bought.paid).toBe(300);
    expect(bought.vip.level).toBe(1);
    const info = await ok(call<{ vip: number; vipExpireTime: number }>('/MobileUser/getUserInfo'));
    expect(info).toMatchObject({ vip: 1, vipExpireTime: bought.vip.expiresAt });
    const again = await ok(call<PurchaseReply & { vip: { expiresAt: number } }>('/MobileVip/kaiTongVipAll', { productId: 'vip_month', idempotencyKey: key('vip') }));
    expect(again.vip.expiresAt - bought.vip.expiresAt).toBe(30 * DAY);
    expect(again.paid).toBe(270); // a member renews with the member discount
    expect(await ok(call<{ level: number; percent: number }>('/MobileVip/getVipYouHuiBfb'))).toMatchObject({ level: 1, percent: 10 });
    const week = await ok(call<PurchaseReply>('/MobileCoin/payZuiji', { id: 'zuiji_week', idempotencyKey: key('z') }));
    expect(week).toMatchObject({ listPrice: 88, vipDiscount: 8, paid: 80 });
    const history = await ok(call<{ total: number; items: Array<{ source: string; days: number }> }>('/MobileVip/kaiTongVipList', {}));
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({ source: 'coins', days: 30 });
    const unlocks = await ok(call<{ items: Array<{ kind: string; unlocked: boolean; minLevel: number | null }> }>('/MobileVip/getJhList'));
    expect(unlocks.items.find((i) => i.kind === 'aiModel')).toEqual({ kind: 'aiModel', minLevel: 1, unlocked: true });
    expect(unlocks.items.find((i) => i.kind === 'aiPlan')).toEqual({ kind: 'aiPlan', minLevel: 2, unlocked: false });
    server.clock.advance(61 * DAY); // past both months; the login token has lapsed too
    const later = as(server, await loginNewUser(server, user.phone));
    expect((await ok(later<{ vip: number }>('/MobileUser/getUserInfo'))).vip).toBe(0);
    expect((await ok(later<{ level: number }>('/MobileVip/getVipInfoList'))).level).toBe(0);
    server.clock.offsetMs = 0;
  });

  it('SVIP bought during a VIP month: the history shows the SVIP period from the upgrade, not after the VIP month', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 2000);
    type Bought = PurchaseReply & { vip: { level: number; expiresAt: number } };
    const month = await ok(call<Bought>('/MobileVip/kaiTongVipAll', { productId: 'vip_month', idempotencyKey: key('vip') }));
    server.clock.advance(10 * DAY);
    const upgradedAt = server.clock.now();
    const svip = await ok(call<Bought>('/MobileVip/kaiTongVipAll', { productId: 'svip_month', idempotencyKey: key('svip') }));
    expect(svip.vip).toEqual({ level: 2, expiresAt: month.vip.expiresAt + 30 * DAY, current: expect.objectContaining({ level: 2 }) as unknown, freeViewsLeft: 3 });
    type History = { items: Array<{ level: number; days: number; startsAt: number; expiresAt: number }> };
    const history = await ok(call<History>('/MobileVip/kaiTongVipList', {}));
    expect(history.items.map((i) => i.level)).toEqual([2, 1]);
    const [svipRow, vipRow] = history.items;
    expect(svipRow?.startsAt).toBeGreaterThanOrEqual(upgradedAt);
    expect(svipRow?.startsAt).toBeLessThan(upgradedAt + 60_000);
    expect(svipRow?.expiresAt).toBe(svip.vip.expiresAt);
    expect(vipRow?.expiresAt).toBe(month.vip.expiresAt);
    // A same-level extension still starts where the running period ends.
    const more = await ok(call<Bought>('/MobileVip/kaiTongVipAll', { productId: 'vip_month', idempotencyKey: key('vip') }));
    const [extension] = (await ok(call<History>('/MobileVip/kaiTongVipList', {}))).items;
    expect(extension).toMatchObject({ level: 1, startsAt: svip.vip.expiresAt, expiresAt: more.vip.expiresAt });
    server.clock.offsetMs = 0;
  });

  it('coupons: claimed once, shown as applicable at checkout, used once, with its minimum spend', async () => {
    const user = await loginNewUser(server);
    const call = as(server, user);
    await fund(server.database.db, Number(user.uid), 1000);
    const offers = await ok(call<{ available: boolean; templates: Array<{ id: number; claimable: boolean; vipOnly: boolean }> }>('/MobileVip/getHaveCoupon'));
    expect(offers.available).toBe(true);
    expect(offers.templates.find((t) => t.vipOnly)?.claimable).toBe(false);
    expect((await call('/MobileVip/lingQuCoupon', { templateId: 4 })).status).toBe(Status.forbidden);
    const coupon = await ok(call<{ id: number; status: string }>('/MobileVip/lingQuCoupon', { templateId: 2 }));
    expect(coupon.status).toBe('usable');
    expect(await call('/MobileVip/lingQuCoupon', { templateId: 2 })).toEqual({ status: Status.conflict, msg: 'You already claimed this coupon', data: null });
    const checkout = await ok(call<{ items: Array<{ id: number; applicable: boolean | null }> }>('/MobileVip/getMyCouponList', { status: 'usable', kind: 'zuiji', priceCoins: 88 }));
    expect(checkout.items).toEqual([expect.objectContaining({ id: coupon.id, applicable: true })]);
    const tooCheap = await ok(call<{ items: Array<{ applicable: boolean | null }> }>('/MobileVip/getMyCouponList', { kind: 'zuiji', priceCoins: 40 }));
    expect(tooCheap.items[0]?.applicable).toBe(false);
    const used = await ok(call<PurchaseReply>('/MobileCoin/payZuiji', { id: 'zuiji_week', couponId: coupon.id, idempotencyKey: key('c') }));
    expect(used).toMatchObject({ listPrice: 88, couponDiscount: 10, paid: 78 });
    const again = await call('/MobileCoin/payZuiji', { id: 'zuiji_month', couponId: coupon.id, idempotencyKey: key('c') });
    expect(again).toEqual({ status: Status.conflict, msg: 'This coupon has been used', data: null });
    expect((await ok(call<{ items: Array<{ status: string }> }>('/MobileVip/getMyCouponList', { status: 'used' }))).items).toHaveLength(1);
    const stranger = await loginNewUser(server);
    await fund(server.database.db, Number(stranger.uid), 100);
    const other = as(server, stranger);
    expect((await other('/MobileCoin/payZuiji', { id: 'zuiji_week', couponId: coupon.id, idempotencyKey: key('c') })).status).toBe(Status.notFound);
    server.clock.advance(16 * DAY);
    const late = await ok(call<{ id: number }>('/MobileVip/lingQuCoupon', { templateId: 1 }));
    server.clock.advance(8 * DAY);
    expect((await call('/MobileCoin/payZuiji', { id: 'zuiji_month', couponId: late.id, idempotencyKey: key('c') })).status).toBe(Status.conflict);
    server.clock.offsetMs = 0;
  });

  it('lists VIP levels, products, frames and the description in the caller\'s language', async () => {
    const call = as(server, await loginNewUser(server));
    const levels = await ok(call<{ levels: Array<{ level: number; name: string; discountPercent: number }> }>('/MobileVip/getAppVipList'));
    expect(levels.levels.map((l) => [l.level, l.name, l.discountPercent])).toEqual([[1, 'VIP', 10], [2, 'SVIP', 20]]);
    const shop = await ok(call<{ products: Array<{ id: string; priceFen: number | null }>; me: { level: number } }>('/MobileVip/getVipShop'));
    expect(shop.products.map((p) => p.id)).toEqual(['vip_month', 'vip_quarter', 'vip_year', 'svip_month', 'svip_year']);
    expect(shop.me.level).toBe(0);
    const matrix = await ok(call<{ levels: Array<{ products: Array<{ id: string; fenPerDay: number | null }> }> }>('/MobileVip/getVipAllList'));
    expect(matrix.levels[0]?.products.find((p) => p.id === 'vip_year')?.fenPerDay).toBe(73);
    const frames = await ok(call<{ frames: Array<{ unlocked: boolean }> }>('/MobileVip/getAppAvaList'));
    expect(frames.frames.every((f) => !f.unlocked)).toBe(true);
    const text = await ok(call<{ title: string; lines: string[] }>('/Sundry/getMiaoShu'));
    expect(text.title).toBe('Member discounts');
    expect(text.lines[0]).toContain('10% off');
  });
});
