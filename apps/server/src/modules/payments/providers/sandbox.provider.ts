import { z } from 'zod';
import { headerValue, NOTIFY_MAX_SKEW_MS, type NotifyAnswer, type NotifyRequest, type PaymentProvider, type PaymentRequest, type RefundRequest, type VerifiedNotification } from './provider.ts';
import type { SandboxGateway } from './sandbox.gateway.ts';
import { isSandboxSignatureValid, sandboxHeaders } from './sandbox.crypto.ts';

const notificationSchema = z.object({
  id: z.string().min(1).max(64),
  event: z.literal('payment.succeeded'),
  trade_no: z.string().min(1).max(64),
  out_trade_no: z.string().min(1).max(64),
  amount: z.object({ total: z.number().int().positive(), currency: z.string().length(3) }),
  paid_at: z.string().datetime(),
});

/** The default provider: the sandbox cashier inside the app, with signed callbacks. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly gateway: SandboxGateway,
    private readonly secret: Uint8Array,
    private readonly now: () => number,
  ) {}

  async startPayment(request: PaymentRequest) {
    const orderNo = await this.gateway.open(request);
    return { kind: 'sandboxCashier' as const, orderNo };
  }

  verifyNotification({ headers, rawBody }: NotifyRequest): VerifiedNotification {
    const timestamp = headerValue(headers, sandboxHeaders.timestamp);
    const nonce = headerValue(headers, sandboxHeaders.nonce);
    const signature = headerValue(headers, sandboxHeaders.signature);
    if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing signature headers' };
    if (!isSandboxSignatureValid(this.secret, timestamp, nonce, rawBody, signature)) return { ok: false, reason: 'bad signature' };
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.now() - Number(timestamp) * 1000) > NOTIFY_MAX_SKEW_MS) {
      return { ok: false, reason: 'timestamp outside the replay window' };
    }
    const parsed = notificationSchema.safeParse(safeJson(rawBody));
    if (!parsed.success) return { ok: false, reason: 'unreadable body' };
    const n = parsed.data;
    return {
      ok: true,
      notifyId: n.id,
      payment: { orderNo: n.out_trade_no, tradeNo: n.trade_no, state: 'paid', amountFen: n.amount.total, currency: n.amount.currency, paidAt: new Date(n.paid_at) },
    };
  }

  queryPayment(orderNo: string) {
    return this.gateway.query(orderNo);
  }

  /** The sandbox moves no money: it only checks it was paid that amount for that order. */
  async refund(request: RefundRequest, within: Parameters<SandboxGateway['query']>[1]): Promise<void> {
    const payment = await this.gateway.query(request.orderNo, within);
    if (payment?.state !== 'paid' || payment.amountFen !== request.totalFen || request.amountFen > payment.amountFen) {
      throw new Error(`sandbox refuses the refund of ${request.orderNo}`);
    }
  }

  answer(accepted: boolean): NotifyAnswer {
    return accepted
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"rejected"}' };
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
