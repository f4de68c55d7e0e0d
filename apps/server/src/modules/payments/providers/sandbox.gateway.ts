import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../plugins/db/schema.ts';
import type { NotifyRequest, PaymentRequest, PaymentState } from './provider.ts';
import { sandboxHeaders, sandboxSignature, type SandboxNotification } from './sandbox.crypto.ts';

/** Delivers a notification to our notify endpoint (in-process, or over HTTP in tests). */
export type SandboxDelivery = (request: NotifyRequest) => Promise<void>;

/**
 * The sandbox payment company. It keeps its own books (`sandbox_payments`), shows its cashier
 * through the app, and when the payer confirms it signs a notification and delivers it to the
 * merchant's notify endpoint, exactly as a real provider would. It never touches orders: the
 * order service learns of the payment only through the verified notification or a query.
 */
export class SandboxGateway {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Uint8Array,
    private readonly now: () => number,
    private deliver: SandboxDelivery,
  ) {}

  /** Tests redirect (or hold back) notifications to play late or replayed callbacks. */
  setDelivery(deliver: SandboxDelivery): void {
    this.deliver = deliver;
  }

  /** Opens a payment for an order (once; a second open returns the first). */
  async open(request: PaymentRequest): Promise<string> {
    await this.db
      .insertInto('sandbox_payments')
      .values({
        trade_no: `SBX${randomBytes(10).toString('hex')}`,
        order_no: request.orderNo,
        amount_fen: request.amountFen,
        currency: request.currency,
        subject: request.subject,
        status: 'pending',
        expires_at: request.expiresAt,
      })
      .onConflict((oc) => oc.column('order_no').doNothing())
      .execute();
    return request.orderNo;
  }

  async find(orderNo: string, db: Kysely<Database> | Transaction<Database> = this.db) {
    return db.selectFrom('sandbox_payments').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  }

  /** The payer confirms: pending → paid, then the signed notification goes out. */
  async pay(orderNo: string): Promise<'paid' | 'notPending'> {
    const paid = await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'paid', paid_at: new Date(this.now()) })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'pending')
      .where('expires_at', '>', new Date(this.now()))
      .returningAll()
      .executeTakeFirst();
    if (!paid) return 'notPending';
    const body: SandboxNotification = {
      id: `SBXN${randomBytes(10).toString('hex')}`,
      event: 'payment.succeeded',
      trade_no: paid.trade_no,
      out_trade_no: paid.order_no,
      amount: { total: paid.amount_fen, currency: paid.currency },
      paid_at: new Date(this.now()).toISOString(),
    };
    // A failed delivery is not the payer's problem: the merchant's query finds the payment.
    await this.deliver(this.sign(JSON.stringify(body))).catch(() => undefined);
    return 'paid';
  }

  /** The payer cancels at the cashier: pending → cancelled. */
  async cancel(orderNo: string): Promise<boolean> {
    const done = await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'cancelled' })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  /** The merchant's query API. */
  async query(orderNo: string, db: Kysely<Database> | Transaction<Database> = this.db): Promise<PaymentState | undefined> {
    const row = await this.find(orderNo, db);
    if (!row) return undefined;
    const expired = row.status === 'pending' && row.expires_at.getTime() <= this.now();
    return {
      orderNo: row.order_no,
      tradeNo: row.trade_no,
      state: row.status === 'paid' ? 'paid' : row.status === 'cancelled' || expired ? 'closed' : 'pending',
      amountFen: row.amount_fen,
      currency: row.currency,
      paidAt: row.paid_at,
    };
  }

  /** Signs a body as the sandbox does, with a fresh timestamp and nonce. */
  sign(body: string): NotifyRequest {
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        [sandboxHeaders.timestamp]: timestamp,
        [sandboxHeaders.nonce]: nonce,
        [sandboxHeaders.signature]: sandboxSignature(this.secret, timestamp, nonce, body),
      },
    };
  }
}
