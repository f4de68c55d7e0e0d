import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, postLedgerEntry } from '../../src/modules/wallet/index.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, newPhone, requestCode, startTestServer, type LoggedIn, type TestServer } from '../support/harness.ts';
import { as, HeldNotifications, orderEvents, postNotify, SANDBOX_SECRET, signedSandbox, topUpEntries } from './support.ts';

/**
 * The sandbox provider end to end over the API and the notify endpoint: notifications are held
 * back by the test, so each can arrive late, twice, forged or altered.
 */
const ADMIN_PHONE = '13700000001';

describe.each(databaseTargets)('sandbox payments on $name', ({ url }) => {
  let server: TestServer;
  const held = new HeldNotifications();

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { PAY_SANDBOX_SECRET: SANDBOX_SECRET, ADMIN_PHONES: ADMIN_PHONE }, deps: { payments: { sandboxDelivery: held.deliver } } });
  });
  afterAll(async () => server.close());

  async function paidAtCashier(productId = 'coins_300') {
    const user = as(server, await loginNewUser(server));
    const created = await user.createOrder({ productId });
    expect(created.status).toBe(Status.ok);
    const { orderNo } = created.data.order;
    expect((await user.pay(orderNo)).data.status).toBe('paid');
    return { user, orderNo, notification: held.last() };
  }

  it('refuses callers without an account, unknown products and providers that are not enabled', async () => {
    expect((await call(server, '/Pay/createOrder', { productId: 'coins_60' })).status).toBe(Status.notLoggedIn);
    const visitor = await loginVisitor(server);
    // A visitor must sign in first: money belongs to an account that can be recovered.
    expect((await as(server, visitor).createOrder({ productId: 'coins_60' })).status).toBe(Status.notLoggedIn);
    const user = as(server, await loginNewUser(server));
    expect(await user.createOrder({ productId: 'nope' })).toEqual({ status: Status.notFound, msg: 'No such product on sale: nope', data: null });
    expect(await user.createOrder({ productId: 'coins_60', provider: 'wechat' })).toEqual({ status: Status.validation, msg: 'This payment method is not available: wechat', data: null });
    expect((await call(server, '/Pay/getPayWays', {})).data).toEqual({ providers: ['sandbox'], currency: 'CNY', orderTtlMinutes: 30 });
  });

  it('creates an order at the product price and opens the in-app cashier', async () => {
    const user = as(server, await loginNewUser(server));
    const created = await user.createOrder({ productId: 'coins_300' });
    expect(created.data.order).toMatchObject({ status: 'created', amountFen: 3000, coins: 310, provider: 'sandbox', productKind: 'coins', paidAt: null });
    expect(created.data.action).toEqual({ kind: 'sandboxCashier', orderNo: created.data.order.orderNo });
    const cashier = await user.cashier(created.data.order.orderNo);
    expect(cashier.data).toMatchObject({ status: 'pending', amountFen: 3000, subject: 'Scoreline · 310 coins', merchant: 'Scoreline 比分线' });
  });

  it('query first, callback after: fulfilled once by the query; the late callback and its replay change nothing', async () => {
    const { user, orderNo, notification } = await paidAtCashier();
    expect((await user.query(orderNo)).data.status).toBe('fulfilled'); // the query asked the sandbox
    const first = await postNotify(server, 'sandbox', notification);
    expect(first.status).toBe(200);
    expect(await user.balance()).toBe(310);
    const replay = await postNotify(server, 'sandbox', notification);
    expect(replay).toEqual({ status: 200, body: '{"code":"SUCCESS"}' }); // acknowledged so the provider stops
    expect(await user.balance()).toBe(310);
    expect(await topUpEntries(server, orderNo)).toBe(1);
    expect(await orderEvents(server, orderNo)).toEqual(['created>paid:query', 'paid>fulfilled:query']);
  });

  it('callback first, query after: fulfilled once by the callback', async () => {
    const { user, orderNo, notification } = await paidAtCashier();
    expect((await postNotify(server, 'sandbox', notification)).status).toBe(200);
    expect((await user.query(orderNo)).data).toMatchObject({ status: 'fulfilled', coins: 310 });
    expect(await user.balance()).toBe(310);
    expect(await orderEvents(server, orderNo)).toEqual(['created>paid:callback', 'paid>fulfilled:callback']);
  });

  it('rejects a forged signature, an altered body and a stale timestamp, changing nothing', async () => {
    const { user, orderNo, notification } = await paidAtCashier();
    const body = JSON.parse(notification.rawBody) as Record<string, unknown>;
    const forged = signedSandbox(body, server.clock.now(), 'not-the-sandbox-secret-not-the-sandbox-secret');
    expect(await postNotify(server, 'sandbox', forged)).toEqual({ status: 400, body: '{"code":"FAIL","message":"rejected"}' });
    const altered = { ...notification, rawBody: notification.rawBody.replace('"total":3000', '"total":1') };
    expect((await postNotify(server, 'sandbox', altered)).status).toBe(400);
    const stale = signedSandbox({ ...body, id: 'SBXN-stale' }, server.clock.now() - 6 * 60_000);
    expect((await postNotify(server, 'sandbox', stale)).status).toBe(400);
    const unsigned = { rawBody: notification.rawBody, headers: { 'content-type': 'application/json' } };
    expect((await postNotify(server, 'sandbox', unsigned)).status).toBe(400);
    expect(await user.balance()).toBe(0);
    expect(await orderEvents(server, orderNo)).toEqual([]);
    // The real notification still works afterwards.
    expect((await postNotify(server, 'sandbox', notification)).status).toBe(200);
    expect(await user.balance()).toBe(310);
  });

  it('refuses a correctly signed notification whose amount, currency or order does not match', async () => {
    const { user, orderNo, notification } = await paidAtCashier();
    const body = JSON.parse(notification.rawBody) as { amount: { total: number; currency: string } } & Record<string, unknown>;
    const now = server.clock.now();
    const cheap = signedSandbox({ ...body, id: 'SBXN-cheap', amount: { total: 1, currency: 'CNY' } }, now);
    expect((await postNotify(server, 'sandbox', cheap)).status).toBe(400);
    const dollars = signedSandbox({ ...body, id: 'SBXN-usd', amount: { total: 3000, currency: 'USD' } }, now);
    expect((await postNotify(server, 'sandbox', dollars)).status).toBe(400);
    const unknown = signedSandbox({ ...body, id: 'SBXN-unknown', out_trade_no: 'SL20261122000000ZZZZZZZZZZ' }, now);
    expect((await postNotify(server, 'sandbox', unknown)).status).toBe(400);
    expect(await user.balance()).toBe(0);
    expect((await user.query(orderNo)).data.status).toBe('fulfilled'); // the sandbox's own word is the real 3000
    expect(await user.balance()).toBe(310);
    const outcomes = await server.database.db.selectFrom('payment_notifications').select(['notify_id', 'outcome']).where('notify_id', 'in', ['SBXN-cheap', 'SBXN-usd', 'SBXN-unknown']).orderBy('notify_id').execute();
    expect(outcomes).toEqual([
      { notify_id: 'SBXN-cheap', outcome: 'mismatch' },
      { notify_id: 'SBXN-unknown', outcome: 'unknownOrder' },
      { notify_id: 'SBXN-usd', outcome: 'mismatch' },
    ]);
  });

  it('fulfils once when the same notification and queries race', async () => {
    const { user, orderNo, notification } = await paidAtCashier('coins_60');
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => postNotify(server, 'sandbox', notification)),
      ...Array.from({ length: 4 }, () => user.query(orderNo)),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === Status.ok)).toBe(true);
    expect(await user.balance()).toBe(60);
    expect(await topUpEntries(server, orderNo)).toBe(1);
    expect((await orderEvents(server, orderNo)).length).toBe(2);
  });

  // A confirm whose reply was lost is retried: "no longer open; place a new order" would send a
  // payer who has paid off to pay again.
  it('answers a repeated confirm with the paid cashier, charging once, and refuses a cancel once paid', async () => {
    const { user, orderNo } = await paidAtCashier('coins_60');
    const again = await user.pay(orderNo);
    expect(again.status).toBe(Status.ok);
    expect(again.data.status).toBe('paid');
    expect(await user.pay(orderNo, 'cancel')).toEqual({ status: Status.conflict, msg: 'This order is already paid; it can no longer be cancelled', data: null });
    expect((await user.query(orderNo)).data.status).toBe('fulfilled');
    expect(await user.balance()).toBe(60);
    expect(await topUpEntries(server, orderNo)).toBe(1);
  });

  it('closes an order cancelled at the cashier or left to expire; the cashier then refuses', async () => {
    const user = as(server, await loginNewUser(server));
    const cancelled = (await user.createOrder({ productId: 'coins_60' })).data.order.orderNo;
    expect((await user.pay(cancelled, 'cancel')).data.status).toBe('cancelled');
    expect((await user.query(cancelled)).data.status).toBe('closed');
    expect(await user.pay(cancelled)).toEqual({ status: Status.conflict, msg: 'This payment was cancelled; place a new order', data: null });
    expect((await user.pay(cancelled, 'cancel')).data.status).toBe('cancelled'); // a repeated cancel is no error
    const waiting = (await user.createOrder({ productId: 'coins_60' })).data.order.orderNo;
    server.clock.advance(31 * 60_000);
    try {
      expect((await user.cashier(waiting)).data.status).toBe('expired');
      expect((await user.query(waiting)).data.status).toBe('closed');
      expect(await user.pay(waiting)).toEqual({ status: Status.conflict, msg: 'This payment timed out; place a new order', data: null });
    } finally {
      server.clock.advance(-31 * 60_000);
    }
    expect(await user.balance()).toBe(0);
  });

  it('a payment arriving after the order closed still counts: paid and fulfilled', async () => {
    const { user, orderNo, notification } = await paidAtCashier('coins_60');
    await server.database.db.updateTable('payment_orders').set({ status: 'closed', closed_at: new Date() }).where('order_no', '=', orderNo).execute();
    expect((await postNotify(server, 'sandbox', notification)).status).toBe(200);
    expect((await user.query(orderNo)).data.status).toBe('fulfilled');
    expect(await user.balance()).toBe(60);
  });

  it('hides other people\'s orders and returns the same order for a retried idempotency key', async () => {
    const owner = as(server, await loginNewUser(server));
    const other = as(server, await loginNewUser(server));
    const first = await owner.createOrder({ productId: 'coins_60', idempotencyKey: 'tap-0001-abcd' });
    const again = await owner.createOrder({ productId: 'coins_60', idempotencyKey: 'tap-0001-abcd' });
    expect(again.data.order.orderNo).toBe(first.data.order.orderNo);
    expect((await owner.createOrder({ productId: 'coins_300', idempotencyKey: 'tap-0001-abcd' })).status).toBe(Status.conflict);
    const { orderNo } = first.data.order;
    expect(await other.query(orderNo)).toEqual({ status: Status.notFound, msg: `No such order: ${orderNo}`, data: null });
    expect((await other.cashier(orderNo)).status).toBe(Status.notFound);
    expect((await other.pay(orderNo)).status).toBe(Status.notFound);
  });

  it('grants VIP for a VIP order in the fulfilling transaction and shows it in the profile', async () => {
    const { user, orderNo, notification } = await paidAtCashier('vip_month');
    expect((await postNotify(server, 'sandbox', notification)).status).toBe(200);
    expect((await user.query(orderNo)).data).toMatchObject({ status: 'fulfilled', vipLevel: 1, vipDays: 30 });
    const info = (await user.userInfo()).data;
    expect(info.vip).toBe(1);
    expect(Math.abs(info.vipExpireTime - (server.clock.now() + 30 * 86_400_000))).toBeLessThan(120_000);
    expect(await user.balance()).toBe(0);
  });

  it('a VIP bought with money earns the inviter commission, once; a top-up earns none', async () => {
    const inviter = await loginNewUser(server);
    const code = (await call<{ inviteCode: string }>(server, '/MobileShare/getUserShareUrl', {}, { token: inviter.token, ip: newIp() })).data.inviteCode;
    const phone = newPhone();
    const login = await call<{ loginToken: string; userInfo: { uid: string } }>(server, '/MobileUser/loginByPhone', { phone, code: await requestCode(server, phone), inviteCode: code }, { ip: newIp() });
    const invitee: LoggedIn = { token: login.data.loginToken, uid: login.data.userInfo.uid, phone };
    const buyer = as(server, invitee);
    for (const productId of ['coins_60', 'vip_month']) {
      const { orderNo } = (await buyer.createOrder({ productId })).data.order;
      await buyer.pay(orderNo);
      const note = held.last();
      expect((await postNotify(server, 'sandbox', note)).status).toBe(200);
      expect((await postNotify(server, 'sandbox', note)).status).toBe(200);
    }
    // ¥30 of VIP is worth 300 coins at the top-up rate; 10% of it (INVITE_COMMISSION_PERCENT's default).
    expect(await balanceOf(server.database.db, Number(inviter.uid), 'invite')).toBe(30);
  });

  it('refunds (admin only) a fulfilled top-up whose coins are unspent, once; spent coins or a VIP order are refused unchanged', async () => {
    const admin = await loginNewUser(server, ADMIN_PHONE);
    const refund = (orderNo: string, token = admin.token) => call<{ status: string }>(server, '/Pay/refundOrder', { orderNo, reason: 'changed my mind' }, { token, ip: newIp(), lang: 'en' });
    const paid = async (productId: string) => {
      const { user, orderNo, notification } = await paidAtCashier(productId);
      expect((await postNotify(server, 'sandbox', notification)).status).toBe(200);
      return { user, orderNo };
    };
    const unspent = await paid('coins_60');
    const someone = await loginNewUser(server);
    expect((await refund(unspent.orderNo, someone.token)).status).toBe(Status.forbidden);
    expect((await refund(unspent.orderNo)).data.status).toBe('refunded');
    expect(await unspent.user.balance()).toBe(0);
    expect(await orderEvents(server, unspent.orderNo)).toEqual(['created>paid:callback', 'paid>fulfilled:callback', 'fulfilled>refunded:admin']);
    expect(await refund(unspent.orderNo)).toEqual({ status: Status.conflict, msg: `Order ${unspent.orderNo} cannot be refunded (only fulfilled top-ups whose coins are unspent)`, data: null });
    expect(await unspent.user.balance()).toBe(0);

    const spent = await paid('coins_60');
    const owner = Number((await server.database.db.selectFrom('payment_orders').select('user_id').where('order_no', '=', spent.orderNo).executeTakeFirstOrThrow()).user_id);
    await server.database.db.transaction().execute((trx) => postLedgerEntry(trx, { userId: owner, amount: -10, reason: 'purchase', reference: 'test:spend', idempotencyKey: 'test:spend' }));
    // Addressed to the admin: the coins are spent (402 "not enough coins; top up first" was the buyer's message).
    expect(await refund(spent.orderNo)).toEqual({ status: Status.conflict, msg: `Order ${spent.orderNo} cannot be refunded: its 60 coins have been spent (balance 50)`, data: null });
    expect(await spent.user.balance()).toBe(50);
    expect((await spent.user.query(spent.orderNo)).data.status).toBe('fulfilled');

    const vip = await paid('vip_month');
    expect((await refund(vip.orderNo)).status).toBe(Status.conflict);
    expect((await vip.user.query(vip.orderNo)).data.status).toBe('fulfilled');
  });
});
