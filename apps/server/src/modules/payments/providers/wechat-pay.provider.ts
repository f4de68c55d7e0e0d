import { randomBytes, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { authorization, decryptResource, replyMessage, verifySha256Rsa, type MerchantCredentials } from './wechat-pay.crypto.ts';
import { headerValue, NOTIFY_MAX_SKEW_MS, type NotifyAnswer, type NotifyRequest, type PaymentProvider, type PaymentRequest, type PaymentState, type RefundRequest, type VerifiedNotification } from './provider.ts';
import { safeJson } from './sandbox.provider.ts';

export interface WechatPayOptions {
  merchant: MerchantCredentials;
  appId: string;
  /** APIv3 key (32 bytes) that encrypts notification resources. */
  apiV3Key: string;
  /** WeChat's platform public keys by certificate serial (they rotate; several may be live). */
  platformKeys: ReadonlyMap<string, KeyObject>;
  apiBase: string;
  notifyUrl: string;
  fetch: typeof fetch;
  now: () => number;
}

const notificationSchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string(), associated_data: z.string().optional(), nonce: z.string() }),
});

const transactionSchema = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().optional(), currency: z.string().optional() }).optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

/** WeChat Pay API v3, H5 payments: signed requests, verified replies and notifications. */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;

  constructor(private readonly options: WechatPayOptions) {}

  async startPayment(request: PaymentRequest) {
    const o = this.options;
    const body = {
      appid: o.appId,
      mchid: o.merchant.mchId,
      description: request.subject.slice(0, 127),
      out_trade_no: request.orderNo,
      time_expire: rfc3339China(request.expiresAt),
      notify_url: o.notifyUrl,
      amount: { total: request.amountFen, currency: request.currency },
      scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
    };
    const reply = await this.request('POST', '/v3/pay/transactions/h5', JSON.stringify(body));
    const h5Url = z.object({ h5_url: z.string().url() }).safeParse(reply.json);
    if (reply.status !== 200 || !h5Url.success) throw new Error(`wechat pay h5 order failed: HTTP ${reply.status}`);
    return { kind: 'redirect' as const, url: h5Url.data.h5_url };
  }

  async queryPayment(orderNo: string): Promise<PaymentState | undefined> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.options.merchant.mchId)}`;
    const reply = await this.request('GET', path, '');
    if (reply.status === 404) return undefined;
    const parsed = transactionSchema.safeParse(reply.json);
    if (reply.status !== 200 || !parsed.success) throw new Error(`wechat pay query failed: HTTP ${reply.status}`);
    return this.stateOf(parsed.data);
  }

  verifyNotification({ headers, rawBody }: NotifyRequest): VerifiedNotification {
    const signed = this.verifySigned(headers, rawBody);
    if (signed !== true) return { ok: false, reason: signed };
    const parsed = notificationSchema.safeParse(safeJson(rawBody));
    if (!parsed.success) return { ok: false, reason: 'unreadable body' };
    const n = parsed.data;
    if (n.event_type !== 'TRANSACTION.SUCCESS') return { ok: 'ignored', notifyId: n.id, reason: n.event_type };
    let transaction: Transaction;
    try {
      const decrypted = transactionSchema.safeParse(safeJson(decryptResource(n.resource, this.options.apiV3Key)));
      if (!decrypted.success) return { ok: false, reason: 'unreadable resource' };
      transaction = decrypted.data;
    } catch {
      return { ok: false, reason: 'resource does not decrypt' };
    }
    if (transaction.mchid !== this.options.merchant.mchId || transaction.appid !== this.options.appId) return { ok: false, reason: 'another merchant' };
    const payment = this.stateOf(transaction);
    if (payment.state !== 'paid') return { ok: 'ignored', notifyId: n.id, reason: transaction.trade_state };
    return { ok: true, notifyId: n.id, payment };
  }

  /** POST /v3/refund/domestic/refunds; SUCCESS or PROCESSING (WeChat completes it) is accepted. */
  async refund(request: RefundRequest): Promise<void> {
    const body = {
      out_trade_no: request.orderNo,
      out_refund_no: request.refundNo,
      reason: request.reason.slice(0, 80),
      amount: { refund: request.amountFen, total: request.totalFen, currency: request.currency },
    };
    const reply = await this.request('POST', '/v3/refund/domestic/refunds', JSON.stringify(body));
    const status = z.object({ status: z.string() }).safeParse(reply.json);
    if (reply.status !== 200 || !status.success || !['SUCCESS', 'PROCESSING'].includes(status.data.status)) {
      throw new Error(`wechat pay refund refused: HTTP ${reply.status} ${status.success ? status.data.status : ''}`);
    }
  }

  answer(accepted: boolean): NotifyAnswer {
    // v3: 200/204 without a body acknowledges; anything else makes WeChat retry.
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
  }

  private stateOf(t: Transaction): PaymentState {
    const state = t.trade_state === 'SUCCESS' ? 'paid' : ['CLOSED', 'REVOKED', 'PAYERROR'].includes(t.trade_state) ? 'closed' : 'pending';
    return {
      orderNo: t.out_trade_no,
      tradeNo: t.transaction_id ?? '',
      state,
      amountFen: t.amount?.total ?? 0,
      currency: t.amount?.currency ?? 'CNY',
      paidAt: t.success_time ? new Date(t.success_time) : null,
    };
  }

  /** Header signature by a known platform key, within the replay window; else the reason. */
  private verifySigned(headers: NotifyRequest['headers'], body: string): true | string {
    const timestamp = headerValue(headers, 'wechatpay-timestamp');
    const nonce = headerValue(headers, 'wechatpay-nonce');
    const signature = headerValue(headers, 'wechatpay-signature');
    const serial = headerValue(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) return 'missing signature headers';
    const key = this.options.platformKeys.get(serial);
    if (!key) return 'unknown platform certificate';
    if (!verifySha256Rsa(replyMessage(timestamp, nonce, body), signature, key)) return 'bad signature';
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.options.now() - Number(timestamp) * 1000) > NOTIFY_MAX_SKEW_MS) {
      return 'timestamp outside the replay window';
    }
    return true;
  }

  private async request(method: 'GET' | 'POST', path: string, body: string): Promise<{ status: number; json: unknown }> {
    const o = this.options;
    const timestamp = Math.floor(o.now() / 1000);
    const response = await o.fetch(`${o.apiBase}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: authorization(o.merchant, method, path, body, timestamp, randomBytes(16).toString('hex')),
      },
      body: method === 'GET' ? undefined : body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    // A reply that WeChat did not sign is not believed, whatever it says.
    const signed = this.verifySigned(Object.fromEntries(response.headers), text);
    if (signed !== true) throw new Error(`wechat pay reply not verified: ${signed}`);
    return { status: response.status, json: safeJson(text) };
  }
}

/** `2026-11-22T16:05:00+08:00`: WeChat wants RFC 3339 and China time reads best in its console. */
export function rfc3339China(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3_600_000);
  return `${china.toISOString().slice(0, 19)}+08:00`;
}
