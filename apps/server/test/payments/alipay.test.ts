import { createSign, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fenToYuan, signContent, signNotification, yuanToFen } from '../../src/modules/payments/providers/alipay.crypto.ts';
import { AlipayProvider, responseContent } from '../../src/modules/payments/providers/alipay.provider.ts';
import { rsaPair } from './keys.ts';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const app = rsaPair(); // the merchant's application key
const alipay = rsaPair(); // Alipay's key
const stranger = rsaPair();

function provider(fetchFn: typeof fetch = () => Promise.reject(new Error('no network'))) {
  return new AlipayProvider({
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: 'https://openapi.alipay.com/gateway.do',
    notifyUrl: 'https://pay.example.com/pay/notify/alipay',
    fetch: fetchFn,
    now: () => NOW,
  });
}

/** An asynchronous notification as Alipay posts it (form-urlencoded, every field a string). */
function recordedNotification(overrides: Record<string, string> = {}, signer = alipay) {
  const params: Record<string, string> = {
    gmt_create: '2026-11-22 16:00:01',
    charset: 'utf-8',
    seller_email: 'shop@example.com',
    subject: 'Scoreline · 60 金币',
    sign_type: 'RSA2',
    buyer_id: '2088102177846880',
    invoice_amount: '6.00',
    notify_id: '2026112200222160005046881414296321',
    fund_bill_list: '[{"amount":"6.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '6.00',
    buyer_pay_amount: '6.00',
    app_id: '2021000000000001',
    seller_id: '2088102177649450',
    gmt_payment: '2026-11-22 16:00:05',
    notify_time: '2026-11-22 16:00:05',
    version: '1.0',
    out_trade_no: 'SL20261122160000ABCDEFGHIJ',
    total_amount: '6.00',
    trade_no: '2026112222001446881000000001',
    auth_app_id: '2021000000000001',
    point_amount: '0.00',
    ...overrides,
  };
  const sign = signNotification(params, signer.privateKey);
  return { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody: new URLSearchParams({ ...params, sign }).toString() };
}

describe('Alipay RSA2 with locally generated keys', () => {
  it('builds the content to sign: sorted, non-empty, raw values, sign left out', () => {
    expect(signContent({ b: '2', a: '1', sign: 'x', empty: '', c: 'a b&c' }, ['sign'])).toBe('a=1&b=2&c=a b&c');
    expect(signContent({ sign_type: 'RSA2', sign: 'x', z: '1' }, ['sign', 'sign_type'])).toBe('z=1');
  });

  it('converts amounts exactly between fen and yuan strings', () => {
    expect([fenToYuan(600), fenToYuan(5), fenToYuan(123456)]).toEqual(['6.00', '0.05', '1234.56']);
    expect([yuanToFen('6.00'), yuanToFen('6'), yuanToFen('0.5'), yuanToFen('1234.56')]).toEqual([600, 600, 50, 123456]);
    expect([yuanToFen('6.001'), yuanToFen('-6'), yuanToFen('6e2'), yuanToFen(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('signs the wap.pay request so the app public key verifies it', async () => {
    const action = await provider().startPayment({ orderNo: 'SL20261122160000ABCDEFGHIJ', amountFen: 600, currency: 'CNY', subject: 'Scoreline · 60 金币', expiresAt: new Date(NOW + 1_800_000), clientIp: '1.2.3.4' });
    if (action.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(action.url);
    const params = Object.fromEntries(url.searchParams);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    expect(params).toMatchObject({ app_id: '2021000000000001', method: 'alipay.trade.wap.pay', sign_type: 'RSA2', charset: 'utf-8', timestamp: '2026-11-22 16:00:00', notify_url: 'https://pay.example.com/pay/notify/alipay' });
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({ out_trade_no: 'SL20261122160000ABCDEFGHIJ', total_amount: '6.00', product_code: 'QUICK_WAP_WAY', time_expire: '2026-11-22 16:30:00' });
    const content = signContent(params, ['sign']);
    expect(content.includes('sign_type=RSA2')).toBe(true);
    expect(createVerify('RSA-SHA256').update(content).verify(app.publicKey, params.sign ?? '', 'base64')).toBe(true);
  });

  it('accepts a recorded-format notification signed by Alipay', () => {
    expect(provider().verifyNotification(recordedNotification())).toMatchObject({
      ok: true,
      notifyId: '2026112200222160005046881414296321',
      payment: { orderNo: 'SL20261122160000ABCDEFGHIJ', tradeNo: '2026112222001446881000000001', state: 'paid', amountFen: 600, currency: 'CNY' },
    });
  });

  it('rejects a forged or tampered notification and one for another app', () => {
    const alipayProvider = provider();
    expect(alipayProvider.verifyNotification(recordedNotification({}, stranger))).toEqual({ ok: false, reason: 'bad signature' });
    const tampered = recordedNotification().rawBody.replace('total_amount=6.00', 'total_amount=0.01');
    expect(alipayProvider.verifyNotification({ headers: {}, rawBody: tampered })).toEqual({ ok: false, reason: 'bad signature' });
    const rsa1 = recordedNotification().rawBody.replace('sign_type=RSA2', 'sign_type=RSA');
    expect(alipayProvider.verifyNotification({ headers: {}, rawBody: rsa1 })).toEqual({ ok: false, reason: 'bad signature' });
    expect(alipayProvider.verifyNotification(recordedNotification({ app_id: '2021000000000002' }))).toEqual({ ok: false, reason: 'another app' });
    expect(alipayProvider.verifyNotification({ headers: {}, rawBody: 'not a form' })).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('acknowledges a WAIT_BUYER_PAY notification without a payment', () => {
    expect(provider().verifyNotification(recordedNotification({ trade_status: 'WAIT_BUYER_PAY' }))).toMatchObject({ ok: 'ignored', reason: 'WAIT_BUYER_PAY' });
  });

  it('queries a trade and verifies the signed reply over the exact bytes sent', async () => {
    const inner = '{"code":"10000","msg":"Success","buyer_logon_id":"159****5620","out_trade_no":"SL20261122160000ABCDEFGHIJ","send_pay_date":"2026-11-22 16:00:05","total_amount":"6.00","trade_no":"2026112222001446881000000001","trade_status":"TRADE_SUCCESS"}';
    let signer = alipay;
    const fakeGateway: typeof fetch = async (_input, init) => {
      const params = Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
      expect(params.method).toBe('alipay.trade.query');
      expect(createVerify('RSA-SHA256').update(signContent(params, ['sign'])).verify(app.publicKey, params.sign ?? '', 'base64')).toBe(true);
      // Alipay signs the reply object's bytes exactly as sent.
      const sign = createSign('RSA-SHA256').update(inner).sign(signer.privateKey, 'base64');
      return new Response(`{"alipay_trade_query_response":${inner},"sign":"${sign}"}`);
    };
    expect(responseContent(`{"alipay_trade_query_response":${inner},"sign":"x"}`, 'alipay_trade_query_response')).toBe(inner);
    expect(await provider(fakeGateway).queryPayment('SL20261122160000ABCDEFGHIJ')).toMatchObject({ state: 'paid', amountFen: 600, tradeNo: '2026112222001446881000000001' });
    signer = stranger;
    await expect(provider(fakeGateway).queryPayment('SL20261122160000ABCDEFGHIJ')).rejects.toThrow('not verified');
  });

  it('refunds through alipay.trade.refund and believes only a signed 10000 reply', async () => {
    let code = '10000';
    const fakeGateway: typeof fetch = async (_input, init) => {
      const params = Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
      expect(params.method).toBe('alipay.trade.refund');
      expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({ out_trade_no: 'SL20261122160000ABCDEFGHIJ', refund_amount: '6.00', out_request_no: 'RSL1' });
      expect(createVerify('RSA-SHA256').update(signContent(params, ['sign'])).verify(app.publicKey, params.sign ?? '', 'base64')).toBe(true);
      const inner = `{"code":"${code}","msg":"Success","fund_change":"Y","out_trade_no":"SL20261122160000ABCDEFGHIJ","refund_fee":"6.00"}`;
      const sign = createSign('RSA-SHA256').update(inner).sign(alipay.privateKey, 'base64');
      return new Response(`{"alipay_trade_refund_response":${inner},"sign":"${sign}"}`);
    };
    const request = { orderNo: 'SL20261122160000ABCDEFGHIJ', refundNo: 'RSL1', amountFen: 600, totalFen: 600, currency: 'CNY', reason: 'refund' };
    await provider(fakeGateway).refund(request);
    code = '40004';
    await expect(provider(fakeGateway).refund(request)).rejects.toThrow('refund refused: 40004');
  });
});
