import { randomInt } from 'node:crypto';
import { ORDER_TTL_MINUTES, type Locale, type PaymentAction, type PaymentProviderName } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { nextStatus } from './order-state.ts';
import { toPaymentOrder, toSandboxCashier } from './payments.mapper.ts';
import { findOrderProduct, subjectOf, takeBack, type OrderProduct } from './payments.products.ts';
import * as repo from './payments.repo.ts';
import type { OrderProvider } from './payments.schema.ts';
import type { Settlement } from './payments.settlement.ts';
import type { NotifyAnswer, NotifyRequest, PaymentProvider } from './providers/provider.ts';
import type { SandboxGateway } from './providers/sandbox.gateway.ts';

export interface PaymentsDeps {
  db: Kysely<Database>;
  /** Enabled providers, the default first. */
  providers: readonly PaymentProvider[];
  sandbox: SandboxGateway | undefined;
  settlement: Settlement;
  merchantName: string;
  now: () => number;
  log: FastifyBaseLogger;
}

/** What each cashier choice leaves the sandbox payment as. */
const SANDBOX_OUTCOME = { confirm: 'paid', cancel: 'cancelled' } as const;

/** Why a cashier no longer takes a choice, by the state it is in. */
const CASHIER_CLOSED = { paid: 'cashierPaid', cancelled: 'cashierCancelled', expired: 'cashierExpired' } as const;

/**
 * Orders paid with money: creates them at the product's current price, starts the payment
 * with a provider, answers queries (asking the provider while the order waits, so a lost
 * notification still fulfils it) and takes providers' notifications, which are verified before
 * anything is read from them.
 */
export class PaymentsService {
  private readonly byName: Map<string, PaymentProvider>;

  readonly db: Kysely<Database>;

  constructor(private readonly deps: PaymentsDeps) {
    this.db = deps.db;
    this.byName = new Map(deps.providers.map((p) => [p.name, p]));
  }

  methods() {
    return { providers: this.deps.providers.map((p) => p.name), currency: 'CNY', orderTtlMinutes: ORDER_TTL_MINUTES };
  }

  async createOrder(ctx: CallContext, input: { productId: string; provider?: PaymentProviderName | undefined; idempotencyKey?: string | undefined }) {
    const userId = callerId(ctx);
    const provider = this.providerFor(input.provider);
    const product = await this.product(input.productId);
    const { row, created } = await repo.insertOrder(this.deps.db, this.newOrder(userId, product, provider.name, ctx.locale, input.idempotencyKey));
    if (!created && (row.product_id !== product.id || row.provider !== provider.name)) {
      throw new AppError('conflict', 'idempotencyKeyReused', {}, { orderNo: row.order_no });
    }
    // A retried call for an order already paid or closed has nothing left to open.
    const action = row.status === 'created' ? await this.start(provider, row, ctx.ip) : null;
    return { order: toPaymentOrder(row), action };
  }

  /** The caller's order; while it waits, the provider's word decides (paid, closed) before expiry. */
  async queryOrder(ctx: CallContext, orderNo: string) {
    let order = await this.ownOrder(ctx, orderNo);
    if (order.status === 'created') {
      const provider = this.byName.get(order.provider);
      const state = provider ? await provider.queryPayment(orderNo).catch((error: unknown) => this.queryFailed(orderNo, error)) : undefined;
      if (state && state.state !== 'pending') await this.deps.settlement.apply(order.provider, state, 'query');
      else await this.deps.settlement.expire(orderNo);
      order = await this.ownOrder(ctx, orderNo);
    }
    return toPaymentOrder(order);
  }

  async cashier(ctx: CallContext, orderNo: string) {
    const order = await this.ownOrder(ctx, orderNo);
    const payment = order.provider === 'sandbox' ? await this.deps.sandbox?.find(orderNo) : undefined;
    if (!payment) throw new AppError('notFound', 'orderNotFound', { orderNo });
    return toSandboxCashier(payment, this.deps.merchantName, this.deps.now());
  }

  /**
   * The payer's choice at the sandbox cashier; the order itself learns of it from the notification.
   * Repeating the choice already made (a retried confirm whose reply was lost) answers the cashier
   * as it is: telling a payer who has paid to "place a new order" invites paying twice.
   */
  async sandboxPay(ctx: CallContext, orderNo: string, action: 'confirm' | 'cancel') {
    const before = await this.cashier(ctx, orderNo);
    if (before.status === SANDBOX_OUTCOME[action]) return before;
    if (before.status !== 'pending') throw new AppError('conflict', CASHIER_CLOSED[before.status]);
    const gateway = this.deps.sandbox;
    if (!gateway) throw new AppError('notFound', 'orderNotFound', { orderNo });
    if (action === 'confirm') await gateway.pay(orderNo);
    else await gateway.cancel(orderNo);
    return this.cashier(ctx, orderNo);
  }

  /**
   * A provider's notification. Verified first (signature, freshness, decryption); only then is
   * it read, matched against its order and applied once. Rejections are logged and change nothing.
   */
  async notify(providerName: string, request: NotifyRequest): Promise<NotifyAnswer> {
    const provider = this.byName.get(providerName);
    const log = this.deps.log.child({ provider: providerName, notify: true });
    if (!provider) {
      log.warn('notification for a provider that is not enabled: ignored');
      return { status: 404, contentType: 'text/plain', body: 'not found' };
    }
    const verified = provider.verifyNotification(request);
    if (verified.ok === false) {
      log.warn({ reason: verified.reason, bytes: request.rawBody.length }, 'notification rejected: nothing changed');
      return provider.answer(false);
    }
    if (verified.ok === 'ignored') {
      log.info({ notifyId: verified.notifyId, reason: verified.reason }, 'notification acknowledged without a change');
      return provider.answer(true);
    }
    const result = await this.deps.settlement.apply(provider.name, verified.payment, 'callback', { notifyId: verified.notifyId });
    if (result.replay) log.warn({ notifyId: verified.notifyId, outcome: result.outcome }, 'notification replayed: nothing changed');
    return provider.answer(result.outcome === 'applied' || result.outcome === 'unchanged');
  }

  /**
   * Admin refund of a fulfilled top-up: the coins come back out of the wallet (refused if spent)
   * and the provider returns the money, in one transaction, so neither happens without the other
   * being accepted. A membership cannot be taken back, so VIP orders are not refunded here.
   */
  async refund(ctx: CallContext, orderNo: string, reason: string) {
    const refunded = await this.deps.db.transaction().execute(async (tx) => {
      const order = await repo.lockOrder(tx, orderNo);
      if (!order) throw new AppError('notFound', 'orderNotFound', { orderNo });
      const provider = this.byName.get(order.provider);
      if (order.status !== 'fulfilled' || nextStatus(order.status, 'refund') === undefined || order.product_kind !== 'coins' || !provider) {
        throw new AppError('conflict', 'refundNotPossible', { orderNo });
      }
      await takeBack(tx, order);
      try {
        await provider.refund({ orderNo, refundNo: `R${orderNo}`, amountFen: order.amount_fen, totalFen: order.amount_fen, currency: order.currency, reason }, tx);
      } catch (error) {
        this.deps.log.error({ err: error, orderNo }, 'provider refused the refund: nothing changed');
        throw new AppError('unavailable', 'paymentUnavailable');
      }
      return repo.moveOrder(tx, order, 'refunded', { refunded_at: new Date(this.deps.now()) }, { source: 'admin', detail: { reason, by: callerId(ctx) } });
    });
    return toPaymentOrder(refunded);
  }

  private async start(provider: PaymentProvider, row: repo.OrderRow, clientIp: string): Promise<PaymentAction> {
    try {
      return await provider.startPayment({ orderNo: row.order_no, amountFen: row.amount_fen, currency: row.currency, subject: row.subject, expiresAt: row.expires_at, clientIp });
    } catch (error) {
      // The order stays `created` and closes at its deadline; the payer can try again.
      this.deps.log.error({ err: error, orderNo: row.order_no, provider: provider.name }, 'could not start a payment');
      throw new AppError('unavailable', 'paymentUnavailable');
    }
  }

  private queryFailed(orderNo: string, error: unknown): undefined {
    this.deps.log.warn({ err: error, orderNo }, 'provider query failed; the order keeps its state');
    return undefined;
  }

  private providerFor(name: PaymentProviderName | undefined): PaymentProvider {
    const provider = name ? this.byName.get(name) : this.deps.providers[0];
    if (!provider) throw new AppError('validation', 'providerUnavailable', { provider: name ?? '' });
    return provider;
  }

  async product(productId: string): Promise<OrderProduct> {
    const product = await findOrderProduct(this.deps.db, productId);
    if (!product) throw new AppError('notFound', 'productNotFound', { id: productId });
    return product;
  }

  newOrder(userId: number, product: OrderProduct, provider: OrderProvider, locale: Locale, idempotencyKey: string | undefined): repo.NewOrder {
    const now = this.deps.now();
    return {
      order_no: newOrderNo(now),
      user_id: userId,
      product_kind: product.kind,
      product_id: product.id,
      coins: product.coins,
      vip_level: product.vipLevel,
      vip_days: product.vipDays,
      subject: subjectOf(product, locale),
      amount_fen: product.amountFen,
      currency: 'CNY',
      provider,
      status: 'created',
      idempotency_key: idempotencyKey ?? null,
      expires_at: new Date(now + ORDER_TTL_MINUTES * 60_000),
    };
  }

  async ownOrder(ctx: CallContext, orderNo: string): Promise<repo.OrderRow> {
    const order = await repo.findOrder(this.deps.db, orderNo);
    // Someone else's order is "not found": order numbers are not a way to probe accounts.
    if (!order || order.user_id !== callerId(ctx)) throw new AppError('notFound', 'orderNotFound', { orderNo });
    return order;
  }
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SL` + China-time yyyyMMddHHmmss + 10 random characters (unguessable, sortable, ≤ 32 for WeChat). */
export function newOrderNo(nowMs: number): string {
  const stamp = new Date(nowMs + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  let tail = '';
  for (let i = 0; i < 10; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `SL${stamp}${tail}`;
}

export function callerId(ctx: CallContext): number {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity.userId;
}
