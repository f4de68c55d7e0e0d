import { createVerify, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorization,
  decryptResource,
  encryptResource,
  parseAuthorization,
  replyMessage,
  requestMessage,
  signSha256Rsa,
} from '../../src/modules/payments/providers/wechat-pay.crypto.ts';
import { WechatPayProvider, type WechatPayOptions } from '../../src/modules/payments/providers/wechat-pay.provider.ts';
import { rsaPair } from './keys.ts';

const API_V3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6'; // 32 bytes, as the merchant console sets it
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const merchant = rsaPair();
const platform = rsaPair();
const stranger = rsaPair();

/** A TRANSACTION.SUCCESS notification in WeChat's documented shape, encrypted and signed. */
function recordedNotification(overrides: { transaction?: object; eventType?: string; key?: string; signer?: typeof platform; timestamp?: number; serial?: string } = {}) {
  const transaction = {
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    out_trade_no: 'SL20261122160000ABCDEFGHIJ',
    transaction_id: '4200000000202611220000000001',
    trade_type: 'MWEB',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'CMC',
    attach: '',
    success_time: '2026-11-22T16:00:05+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 600, payer_total: 600, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides.transaction,
  };
  const body = JSON.stringify({
    id: `EV-${randomBytes(8).toString('hex')}`,
    create_time: '2026-11-22T16:00:06+08:00',
    resource_type: 'encrypt-resource',
    event_type: overrides.eventType ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(JSON.stringify(transaction), overrides.key ?? API_V3_KEY, randomBytes(6).toString('hex'), 'transaction'),
  });
  const timestamp = String(overrides.timestamp ?? Math.floor(NOW / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    rawBody: body,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': overrides.serial ?? 'PUB_KEY_ID_0114232134912410000',
      'wechatpay-signature': signSha256Rsa(replyMessage(timestamp, nonce, body), (overrides.signer ?? platform).privateKey),
    },
  };
}

function provider(fetchFn: typeof fetch = () => Promise.reject(new Error('no network'))) {
  const options: WechatPayOptions = {
    merchant: { mchId: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKey: merchant.privateKey },
    appId: 'wxd678efh567hg6787',
    apiV3Key: API_V3_KEY,
    platformKeys: new Map([['PUB_KEY_ID_0114232134912410000', platform.publicKey]]),
    apiBase: 'https://api.mch.weixin.qq.com',
    notifyUrl: 'https://pay.example.com/pay/notify/wechat',
    fetch: fetchFn,
    now: () => NOW,
  };
  return new WechatPayProvider(options);
}

describe('WeChat Pay v3 signatures with locally generated keys', () => {
  it('signs a request so that the merchant public key verifies the documented message', () => {
    const body = '{"mchid":"1900000109"}';
    const header = authorization({ mchId: '1900000109', serialNo: 'SERIAL1', privateKey: merchant.privateKey }, 'POST', '/v3/pay/transactions/h5', body, 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242');
    const fields = parseAuthorization(header);
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="')).toBe(true);
    expect(fields).toMatchObject({ mchid: '1900000109', serial_no: 'SERIAL1', timestamp: '1554208460' });
    const message = 'POST\n/v3/pay/transactions/h5\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"mchid":"1900000109"}\n';
    expect(requestMessage('post', '/v3/pay/transactions/h5', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', body)).toBe(message);
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields?.signature ?? '', 'base64')).toBe(true);
    expect(createVerify('RSA-SHA256').update(message.replace('h5', 'app')).verify(merchant.publicKey, fields?.signature ?? '', 'base64')).toBe(false);
  });

  it('decrypts an AES-256-GCM resource and refuses a wrong key, nonce or tampered text', () => {
    const resource = encryptResource('{"out_trade_no":"x"}', API_V3_KEY, 'fdasflkja484', 'transaction');
    expect(decryptResource(resource, API_V3_KEY)).toBe('{"out_trade_no":"x"}');
    expect(() => decryptResource(resource, 'b'.repeat(32))).toThrow();
    expect(() => decryptResource({ ...resource, nonce: 'fdasflkja485' }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, API_V3_KEY)).toThrow();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, API_V3_KEY)).toThrow();
  });

  it('accepts a recorded-format success notification and reads the payment from its resource', () => {
    const verified = provider().verifyNotification(recordedNotification());
    expect(verified).toMatchObject({
      ok: true,
      payment: { orderNo: 'SL20261122160000ABCDEFGHIJ', tradeNo: '4200000000202611220000000001', state: 'paid', amountFen: 600, currency: 'CNY' },
    });
  });

  it('rejects forged, tampered, stale, foreign and undecryptable notifications', () => {
    const wechat = provider();
    const good = recordedNotification();
    expect(wechat.verifyNotification({ ...good, rawBody: good.rawBody.replace('"summary":"支付成功"', '"summary":"x"') })).toEqual({ ok: false, reason: 'bad signature' });
    expect(wechat.verifyNotification(recordedNotification({ signer: stranger }))).toEqual({ ok: false, reason: 'bad signature' });
    expect(wechat.verifyNotification(recordedNotification({ serial: 'PUB_KEY_ID_OTHER' }))).toEqual({ ok: false, reason: 'unknown platform certificate' });
    expect(wechat.verifyNotification(recordedNotification({ timestamp: Math.floor(NOW / 1000) - 301 }))).toEqual({ ok: false, reason: 'timestamp outside the replay window' });
    expect(wechat.verifyNotification(recordedNotification({ key: 'c'.repeat(32) }))).toEqual({ ok: false, reason: 'resource does not decrypt' });
    expect(wechat.verifyNotification(recordedNotification({ transaction: { mchid: '1900000999' } }))).toEqual({ ok: false, reason: 'another merchant' });
    const { 'wechatpay-signature': _dropped, ...unsigned } = good.headers;
    expect(wechat.verifyNotification({ ...good, headers: unsigned })).toEqual({ ok: false, reason: 'missing signature headers' });
  });

  it('acknowledges, without a payment, events that are not a successful transaction', () => {
    expect(provider().verifyNotification(recordedNotification({ eventType: 'REFUND.SUCCESS' }))).toMatchObject({ ok: 'ignored', reason: 'REFUND.SUCCESS' });
    expect(provider().verifyNotification(recordedNotification({ transaction: { trade_state: 'NOTPAY' } }))).toMatchObject({ ok: 'ignored', reason: 'NOTPAY' });
  });

  it('places an H5 order with a signed request and believes only a signed reply', async () => {
    const seen: Array<{ url: string; auth: string; body: string }> = [];
    let signReply = true;
    const fakeWechat: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      const auth = new Headers(init?.headers).get('authorization') ?? '';
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      seen.push({ url, auth, body });
      const fields = parseAuthorization(auth);
      const path = new URL(url).pathname;
      const valid = createVerify('RSA-SHA256').update(requestMessage('POST', path, Number(fields?.timestamp), fields?.nonce_str ?? '', body)).verify(merchant.publicKey, fields?.signature ?? '', 'base64');
      const replyBody = valid ? '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016"}' : '{"code":"SIGN_ERROR"}';
      const ts = String(Math.floor(NOW / 1000));
      const signer = signReply ? platform : stranger;
      return new Response(replyBody, {
        status: valid ? 200 : 401,
        headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': 'n1', 'wechatpay-serial': 'PUB_KEY_ID_0114232134912410000', 'wechatpay-signature': signSha256Rsa(replyMessage(ts, 'n1', replyBody), signer.privateKey) },
      });
    };
    const request = { orderNo: 'SL20261122160000ABCDEFGHIJ', amountFen: 600, currency: 'CNY', subject: 'Scoreline · 60 金币', expiresAt: new Date(NOW + 1_800_000), clientIp: '1.2.3.4' };
    const action = await provider(fakeWechat).startPayment(request);
    expect(action).toEqual({ kind: 'redirect', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016' });
    expect(seen[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/h5');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ out_trade_no: request.orderNo, amount: { total: 600, currency: 'CNY' }, notify_url: 'https://pay.example.com/pay/notify/wechat', time_expire: '2026-11-22T16:30:00+08:00' });
    signReply = false;
    await expect(provider(fakeWechat).startPayment(request)).rejects.toThrow('reply not verified: bad signature');
  });

  it('asks for a refund with a signed request and accepts SUCCESS or PROCESSING only', async () => {
    let answer = 'PROCESSING';
    const bodies: string[] = [];
    const fakeWechat: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const fields = parseAuthorization(new Headers(init?.headers).get('authorization') ?? '');
      expect(createVerify('RSA-SHA256').update(requestMessage('POST', new URL(url).pathname, Number(fields?.timestamp), fields?.nonce_str ?? '', body)).verify(merchant.publicKey, fields?.signature ?? '', 'base64')).toBe(true);
      bodies.push(body);
      const replyBody = `{"refund_id":"50000000382019052709732678859","out_refund_no":"RSL1","status":"${answer}"}`;
      const ts = String(Math.floor(NOW / 1000));
      return new Response(replyBody, { headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': 'n2', 'wechatpay-serial': 'PUB_KEY_ID_0114232134912410000', 'wechatpay-signature': signSha256Rsa(replyMessage(ts, 'n2', replyBody), platform.privateKey) } });
    };
    const request = { orderNo: 'SL20261122160000ABCDEFGHIJ', refundNo: 'RSL20261122160000ABCDEFGHIJ', amountFen: 600, totalFen: 600, currency: 'CNY', reason: '用户申请' };
    await provider(fakeWechat).refund(request);
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ out_trade_no: request.orderNo, out_refund_no: request.refundNo, reason: '用户申请', amount: { refund: 600, total: 600, currency: 'CNY' } });
    answer = 'ABNORMAL';
    await expect(provider(fakeWechat).refund(request)).rejects.toThrow('refund refused');
  });
});
