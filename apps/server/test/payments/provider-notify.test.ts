import { randomBytes } from 'node:crypto';
import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxReceiptVerifier } from '../../src/modules/payments/apple/receipt-verifier.ts';
import { signNotification } from '../../src/modules/payments/providers/alipay.crypto.ts';
import { encryptResource, replyMessage, signSha256Rsa } from '../../src/modules/payments/providers/wechat-pay.crypto.ts';
import { call, databaseTargets, loginNewUser, newIp, startTestServer, type LoggedIn, type TestServer } from '../support/harness.ts';
import { rsaPair } from './keys.ts';
import { as, orderEvents, postNotify, type Order } from './support.ts';

const merchant = rsaPair();
const wechatPlatform = rsaPair();
const alipayApp = rsaPair();
const alipayKey = rsaPair();
const API_V3_KEY = 'k'.repeat(32);
const env = {
  PAY_PROVIDERS: 'alipay,wechat',
  PAY_NOTIFY_BASE_URL: 'https://pay.example.com',
  WECHATPAY_MCH_ID: '1900000109',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL_NO: 'MERCHANTSERIAL01',
  WECHATPAY_PRIVATE_KEY: merchant.privatePem.replace(/\n/g, '\\n'), // as written in an env file
  WECHATPAY_API_V3_KEY: API_V3_KEY,
  WECHATPAY_PLATFORM_KEY_ID: 'PUB_KEY_ID_01',
  WECHATPAY_PLATFORM_PUBLIC_KEY: wechatPlatform.publicPem,
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: alipayApp.privatePem,
  ALIPAY_PUBLIC_KEY: alipayKey.publicPem,
};
const store = new SandboxReceiptVerifier(new TextEncoder().encode('test-apple-store-key'));

/** WeChat's side: answers the H5 order call with a signed reply. */
const fakeWechat: typeof fetch = async () => {
  const body = '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1"}';
  const ts = String(Math.floor(Date.now() / 1000));
  return new Response(body, { headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': 'n', 'wechatpay-serial': 'PUB_KEY_ID_01', 'wechatpay-signature': signSha256Rsa(replyMessage(ts, 'n', body), wechatPlatform.privateKey) } });
};

function wechatNotification(order: Order, total = order.amountFen) {
  const transaction = { mchid: '1900000109', appid: 'wxd678efh567hg6787', out_trade_no: order.orderNo, transaction_id: `42000${randomBytes(8).toString('hex')}`, trade_state: 'SUCCESS', success_time: '2026-11-22T16:00:05+08:00', amount: { total, currency: 'CNY' } };
  const rawBody = JSON.stringify({ id: `EV-${randomBytes(6).toString('hex')}`, create_time: '2026-11-22T16:00:06+08:00', resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS', summary: '支付成功', resource: encryptResource(JSON.stringify(transaction), API_V3_KEY, randomBytes(6).toString('hex'), 'transaction') });
  const ts = String(Math.floor(Date.now() / 1000));
  return { rawBody, headers: { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': 'abc', 'wechatpay-serial': 'PUB_KEY_ID_01', 'wechatpay-signature': signSha256Rsa(replyMessage(ts, 'abc', rawBody), wechatPlatform.privateKey) } };
}

function alipayNotification(order: Order, totalAmount: string, signer = alipayKey) {
  const params: Record<string, string> = {
    notify_time: '2026-11-22 16:00:05', notify_type: 'trade_status_sync', notify_id: `ntf${randomBytes(8).toString('hex')}`, app_id: '2021000000000001', charset: 'utf-8', version: '1.0', sign_type: 'RSA2',
    trade_no: `2026112222001${randomBytes(6).toString('hex')}`, out_trade_no: order.orderNo, trade_status: 'TRADE_SUCCESS', total_amount: totalAmount, receipt_amount: totalAmount, gmt_payment: '2026-11-22 16:00:05',
  };
  return { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody: new URLSearchParams({ ...params, sign: signNotification(params, signer.privateKey) }).toString() };
}

describe.each(databaseTargets)('WeChat Pay, Alipay and Apple orders on $name', ({ url }) => {
  let server: TestServer;
  let login: LoggedIn;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env, deps: { payments: { fetch: fakeWechat, receiptVerifier: store } } });
    login = await loginNewUser(server);
  });
  afterAll(async () => server.close());

  it('refuses to start with a provider whose keys are missing, naming them', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(() => loadConfig({ PAY_PROVIDERS: 'wechat,paypal', WECHATPAY_API_V3_KEY: 'short' })).toThrow(/unknown provider "paypal"[\s\S]*WECHATPAY_MCH_ID[\s\S]*PAY_NOTIFY_BASE_URL[\s\S]*32 bytes/);
  });

  it('Alipay: a signed notification fulfils the order once; a forged or cheaper one changes nothing', async () => {
    const user = as(server, login);
    const before = await user.balance();
    const created = await user.createOrder({ productId: 'coins_60', provider: 'alipay' });
    expect(created.data.action?.url?.startsWith('https://openapi.alipay.com/gateway.do?')).toBe(true);
    const order = created.data.order;
    expect(await postNotify(server, 'alipay', alipayNotification(order, '6.00', alipayApp))).toEqual({ status: 200, body: 'failure' });
    expect(await postNotify(server, 'alipay', alipayNotification(order, '0.06'))).toEqual({ status: 200, body: 'failure' });
    expect(await user.balance()).toBe(before);
    const good = alipayNotification(order, '6.00');
    expect(await postNotify(server, 'alipay', good)).toEqual({ status: 200, body: 'success' });
    expect(await postNotify(server, 'alipay', good)).toEqual({ status: 200, body: 'success' });
    expect(await user.balance()).toBe(before + 60);
    expect(await orderEvents(server, order.orderNo)).toEqual(['created>paid:callback', 'paid>fulfilled:callback']);
  });

  it('WeChat Pay: an encrypted, signed notification fulfils once; a wrong amount or a forged one changes nothing', async () => {
    const user = as(server, login);
    const before = await user.balance();
    const created = await user.createOrder({ productId: 'coins_300', provider: 'wechat' });
    expect(created.data.action).toEqual({ kind: 'redirect', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' });
    const order = created.data.order;
    expect((await postNotify(server, 'wechat', wechatNotification(order, 1))).status).toBe(400);
    const forged = wechatNotification(order);
    forged.headers['wechatpay-signature'] = signSha256Rsa(replyMessage(forged.headers['wechatpay-timestamp'], 'abc', forged.rawBody), merchant.privateKey);
    expect(await postNotify(server, 'wechat', forged)).toEqual({ status: 400, body: '{"code":"FAIL","message":"失败"}' });
    expect(await user.balance()).toBe(before);
    const good = wechatNotification(order);
    expect(await postNotify(server, 'wechat', good)).toEqual({ status: 204, body: '' });
    expect((await postNotify(server, 'wechat', good)).status).toBe(204);
    expect(await user.balance()).toBe(before + 310);
  });

  it('refuses notifications for a provider that is not enabled', async () => {
    expect((await postNotify(server, 'sandbox', { headers: {}, rawBody: '{}' })).status).toBe(404);
  });

  it('Apple: a verified receipt fulfils the in-app order; one App Store transaction never pays twice', async () => {
    const user = as(server, login);
    const before = await user.balance();
    const products = await call<{ items: Array<{ productId: string; appleProductId: string }> }>(server, '/Pay/iosFei', {});
    expect(products.data.items.map((p) => p.productId)).toEqual(expect.arrayContaining(['coins_60', 'vip_month']));
    const ios = (payload: object, path: string) => call<{ order: Order; appleProductId: string } & Order>(server, path, payload, { token: login.token, ip: newIp(), lang: 'en' });
    const first = await ios({ productId: 'coins_60' }, '/pay/createIos');
    expect(first.data.appleProductId).toBe('com.scoreline.coins.60');
    const purchase = { transactionId: '2000000123456789', originalTransactionId: '2000000123456789', appleProductId: 'com.scoreline.coins.60', purchasedAt: new Date() };
    const receipt = store.issue('com.scoreline.app', [purchase]);
    expect((await ios({ orderNo: first.data.order.orderNo, receipt: `${receipt}x` }, '/pay/iosQuery')).status).toBe(Status.validation);
    expect((await ios({ orderNo: first.data.order.orderNo, receipt: store.issue('com.other.app', [purchase]) }, '/pay/iosQuery')).status).toBe(Status.validation);
    const paid = await ios({ orderNo: first.data.order.orderNo, receipt }, '/pay/iosQuery');
    expect(paid.data).toMatchObject({ status: 'fulfilled', provider: 'apple' });
    expect((await ios({ orderNo: first.data.order.orderNo, receipt }, '/pay/iosQuery')).data.status).toBe('fulfilled');
    const second = await ios({ productId: 'coins_60' }, '/pay/createIos');
    expect(await ios({ orderNo: second.data.order.orderNo, receipt }, '/pay/iosQuery')).toEqual({ status: Status.conflict, msg: 'The receipt holds no unused purchase of this product', data: null });
    expect(await user.balance()).toBe(before + 60);
  });
});
