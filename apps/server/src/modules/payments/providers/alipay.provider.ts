import type { KeyObject } from 'node:crypto';
import { createVerify } from 'node:crypto';
import { z } from 'zod';
import { fenToYuan, signRequest, verifyNotification, yuanToFen } from './alipay.crypto.ts';
import type { NotifyAnswer, NotifyRequest, PaymentProvider, PaymentRequest, PaymentState, RefundRequest, VerifiedNotification } from './provider.ts';
import { safeJson } from './sandbox.provider.ts';

export interface AlipayOptions {
  appId: string;
  privateKey: KeyObject;
  /** Alipay's public key (from the open platform console), which signs its notifications. */
  alipayPublicKey: KeyObject;
  gateway: string;
  notifyUrl: string;
  returnUrl?: string | undefined;
  fetch: typeof fetch;
  now: () => number;
}

/** Alipay open platform, mobile web payments (alipay.trade.wap.pay) with RSA2 signatures. */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;

  constructor(private readonly options: AlipayOptions) {}

  /** A signed gateway URL: the client opens it and Alipay's cashier takes over. */
  async startPayment(request: PaymentRequest) {
    const bizContent = {
      out_trade_no: request.orderNo,
      total_amount: fenToYuan(request.amountFen),
      subject: request.subject.slice(0, 256),
      product_code: 'QUICK_WAP_WAY',
      time_expire: chinaTime(request.expiresAt),
    };
    const params = this.signed('alipay.trade.wap.pay', bizContent, { notify_url: this.options.notifyUrl, return_url: this.options.returnUrl });
    return { kind: 'redirect' as const, url: `${this.options.gateway}?${new URLSearchParams(params).toString()}` };
  }

  async queryPayment(orderNo: string): Promise<PaymentState | undefined> {
    const signedPart = await this.call('alipay.trade.query', { out_trade_no: orderNo });
    const reply = z
      .object({ code: z.string(), out_trade_no: z.string().optional(), trade_no: z.string().optional(), trade_status: z.string().optional(), total_amount: z.string().optional(), send_pay_date: z.string().optional() })
      .parse(JSON.parse(signedPart));
    if (reply.code !== '10000') return undefined; // ACQ.TRADE_NOT_EXIST: the payer never opened the cashier
    return stateOf(reply.out_trade_no ?? orderNo, reply.trade_no ?? '', reply.trade_status, reply.total_amount, reply.send_pay_date);
  }

  verifyNotification({ rawBody }: NotifyRequest): VerifiedNotification {
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    if (!verifyNotification(params, this.options.alipayPublicKey)) return { ok: false, reason: 'bad signature' };
    if (params.app_id !== this.options.appId) return { ok: false, reason: 'another app' };
    const notifyId = params.notify_id;
    if (!notifyId || !params.out_trade_no) return { ok: false, reason: 'unreadable body' };
    const payment = stateOf(params.out_trade_no, params.trade_no ?? '', params.trade_status, params.total_amount, params.gmt_payment);
    if (payment.state !== 'paid') return { ok: 'ignored', notifyId, reason: params.trade_status ?? 'no status' };
    return { ok: true, notifyId, payment };
  }

  /** alipay.trade.refund: accepted when Alipay answers 10000 (fund_change says whether money moved now). */
  async refund(request: RefundRequest): Promise<void> {
    const signedPart = await this.call('alipay.trade.refund', {
      out_trade_no: request.orderNo,
      refund_amount: fenToYuan(request.amountFen),
      out_request_no: request.refundNo,
      refund_reason: request.reason.slice(0, 80),
    });
    const reply = z.object({ code: z.string(), sub_code: z.string().optional() }).parse(JSON.parse(signedPart));
    if (reply.code !== '10000') throw new Error(`alipay refund refused: ${reply.code} ${reply.sub_code ?? ''}`);
  }

  /** Posts a signed gateway call and returns the reply object's exact text, once its signature is verified. */
  private async call(method: string, bizContent: object): Promise<string> {
    const params = this.signed(method, bizContent, {});
    const response = await this.options.fetch(this.options.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const signedPart = responseContent(text, `${method.replace(/\./g, '_')}_response`);
    const sign = z.object({ sign: z.string() }).safeParse(safeJson(text));
    if (!signedPart || !sign.success || !verifyRsa2(signedPart, sign.data.sign, this.options.alipayPublicKey)) {
      throw new Error(`alipay ${method} reply not verified`);
    }
    return signedPart;
  }

  /** Alipay stops retrying on the plain text `success`. */
  answer(accepted: boolean): NotifyAnswer {
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
  }

  private signed(method: string, bizContent: object, extra: Record<string, string | undefined>): Record<string, string> {
    const params: Record<string, string | undefined> = {
      app_id: this.options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaTime(new Date(this.options.now())),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    const defined = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
    return { ...defined, sign: signRequest(defined, this.options.privateKey) };
  }
}

function stateOf(orderNo: string, tradeNo: string, status: string | undefined, totalAmount: string | undefined, paidAt: string | undefined): PaymentState {
  const state = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'paid' : status === 'TRADE_CLOSED' ? 'closed' : 'pending';
  return {
    orderNo,
    tradeNo,
    state,
    // An unreadable amount becomes -1, which can never match an order's amount.
    amountFen: yuanToFen(totalAmount) ?? -1,
    currency: 'CNY',
    paidAt: paidAt ? new Date(`${paidAt.replace(' ', 'T')}+08:00`) : null,
  };
}

function verifyRsa2(content: string, sign: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

/**
 * The exact text of `"<name>": {...}` in a gateway reply: Alipay signs those bytes, so they are
 * cut out as sent rather than re-serialised.
 */
export function responseContent(text: string, name: string): string | undefined {
  const start = text.indexOf(`"${name}"`);
  if (start === -1) return undefined;
  const open = text.indexOf('{', start);
  if (open === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return undefined;
}

/** `yyyy-MM-dd HH:mm:ss` in China time, the format of every Alipay timestamp. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
