import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../plugins/db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The seam between orders and the payment providers. A provider starts a payment (what the
 * client must open), verifies a notification it sent (signature, freshness, decryption) and
 * answers a query about a payment; the order service checks amount, currency and order and
 * owns every state change.
 */

export const providerNames = ['sandbox', 'wechat', 'alipay'] as const;
export type ProviderName = (typeof providerNames)[number];

export interface PaymentRequest {
  orderNo: string;
  amountFen: number;
  currency: string;
  /** What the payer sees on the cashier / bill. */
  subject: string;
  expiresAt: Date;
  clientIp: string;
}

/** What the client opens to pay. */
export type PaymentAction =
  | { kind: 'sandboxCashier'; orderNo: string }
  | { kind: 'redirect'; url: string };

/** A provider's word on one payment, normalised. */
export interface PaymentState {
  orderNo: string;
  /** The provider's own transaction number. */
  tradeNo: string;
  state: 'paid' | 'closed' | 'pending';
  amountFen: number;
  currency: string;
  paidAt: Date | null;
}

export interface NotifyRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

export type VerifiedNotification =
  | { ok: true; notifyId: string; payment: PaymentState }
  /** Not from the provider, stale, or unreadable: nothing may change. */
  | { ok: false; reason: string }
  /** From the provider but about something other than a payment's result (acknowledged, ignored). */
  | { ok: 'ignored'; notifyId: string; reason: string };

/** The HTTP answer a provider expects to stop (or keep) retrying. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundRequest {
  orderNo: string;
  /** Our refund number (one per order: only full refunds). */
  refundNo: string;
  amountFen: number;
  totalFen: number;
  currency: string;
  reason: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  startPayment(request: PaymentRequest): Promise<PaymentAction>;
  verifyNotification(request: NotifyRequest): VerifiedNotification;
  /** The provider's current state of the payment for an order; undefined when it knows none. */
  queryPayment(orderNo: string): Promise<PaymentState | undefined>;
  answer(accepted: boolean): NotifyAnswer;
  /**
   * Returns the money of a paid order; throws when the provider refuses. Runs inside the
   * refund's transaction (`within`), so a provider with books in our database (the sandbox)
   * reads them there rather than waiting for a second connection.
   */
  refund(request: RefundRequest, within: Executor): Promise<void>;
}

/** A header's single value (Fastify lowercases names). */
export function headerValue(headers: NotifyRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Providers refuse notifications whose timestamp is further than this from now (replay window). */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;
