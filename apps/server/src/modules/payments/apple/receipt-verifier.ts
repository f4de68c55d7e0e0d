import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Verifies an App Store receipt and lists its in-app purchases. Two implementations: the App
 * Store's verifyReceipt endpoint (production, falling back to Apple's sandbox for TestFlight
 * receipts, as Apple asks), and a sandbox store whose receipts are signed by our own key, so
 * development and tests run the same order path without Apple.
 */
export interface AppleTransaction {
  transactionId: string;
  originalTransactionId: string;
  appleProductId: string;
  purchasedAt: Date;
}

export type ReceiptResult = { ok: true; bundleId: string; transactions: AppleTransaction[] } | { ok: false; reason: string };

export interface ReceiptVerifier {
  verify(receipt: string): Promise<ReceiptResult>;
}

const inApp = z.object({
  product_id: z.string(),
  transaction_id: z.string(),
  original_transaction_id: z.string(),
  purchase_date_ms: z.string().regex(/^\d+$/),
});
const appStoreReply = z.object({
  status: z.number(),
  receipt: z.object({ bundle_id: z.string(), in_app: z.array(inApp).default([]) }).optional(),
});

export const APP_STORE_URLS = { production: 'https://buy.itunes.apple.com/verifyReceipt', sandbox: 'https://sandbox.itunes.apple.com/verifyReceipt' } as const;
/** Apple's status for "this is a sandbox receipt; ask the sandbox". */
const SANDBOX_RECEIPT = 21007;

export class AppStoreReceiptVerifier implements ReceiptVerifier {
  constructor(
    private readonly sharedSecret: string,
    private readonly fetchFn: typeof fetch,
    private readonly urls: { production: string; sandbox: string } = APP_STORE_URLS,
  ) {}

  async verify(receipt: string): Promise<ReceiptResult> {
    let reply = await this.post(this.urls.production, receipt);
    if (reply.status === SANDBOX_RECEIPT) reply = await this.post(this.urls.sandbox, receipt);
    if (reply.status !== 0 || !reply.receipt) return { ok: false, reason: `App Store status ${reply.status}` };
    return { ok: true, bundleId: reply.receipt.bundle_id, transactions: reply.receipt.in_app.map(toTransaction) };
  }

  private async post(url: string, receipt: string) {
    const response = await this.fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 'receipt-data': receipt, password: this.sharedSecret, 'exclude-old-transactions': false }),
      signal: AbortSignal.timeout(15_000),
    });
    return appStoreReply.parse(await response.json());
  }
}

function toTransaction(t: z.infer<typeof inApp>): AppleTransaction {
  return { transactionId: t.transaction_id, originalTransactionId: t.original_transaction_id, appleProductId: t.product_id, purchasedAt: new Date(Number(t.purchase_date_ms)) };
}

/**
 * The sandbox store: a receipt is base64url(JSON in App Store shape) + '.' + base64url(HMAC).
 * `issue` plays the device's StoreKit side; `verify` is what the order path calls.
 */
export class SandboxReceiptVerifier implements ReceiptVerifier {
  constructor(private readonly secret: Uint8Array) {}

  issue(bundleId: string, transactions: AppleTransaction[]): string {
    const body = Buffer.from(
      JSON.stringify({
        bundle_id: bundleId,
        in_app: transactions.map((t) => ({
          product_id: t.appleProductId,
          transaction_id: t.transactionId,
          original_transaction_id: t.originalTransactionId,
          purchase_date_ms: String(t.purchasedAt.getTime()),
        })),
      }),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  async verify(receipt: string): Promise<ReceiptResult> {
    const [body, mac, extra] = receipt.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed receipt' };
    const expected = Buffer.from(this.mac(body), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad receipt signature' };
    const parsed = z.object({ bundle_id: z.string(), in_app: z.array(inApp) }).safeParse(safeParse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return { ok: false, reason: 'unreadable receipt' };
    return { ok: true, bundleId: parsed.data.bundle_id, transactions: parsed.data.in_app.map(toTransaction) };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`receipt\n${body}`).digest('base64url');
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
