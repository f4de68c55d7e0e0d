import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { isPaid, nextStatus } from './order-state.ts';
import { deliver } from './payments.products.ts';
import * as repo from './payments.repo.ts';
import type { OrderProvider, PaymentNotificationsTable, PaymentOrderEventsTable } from './payments.schema.ts';
import type { PaymentState } from './providers/provider.ts';

export type Outcome = PaymentNotificationsTable['outcome'];

export interface SettlementDeps {
  db: Kysely<Database>;
  now: () => number;
  log: FastifyBaseLogger;
  /** Told after commit which accounts' profiles changed (VIP), so caches drop them. */
  onUserChanged: (userId: number) => Promise<void>;
  /** The inviter's share of a VIP bought with money (INVITE_COMMISSION_PERCENT). */
  commissionPercent: number;
}

export interface ApplyOptions {
  /** The id of the verified notification that reported the payment. */
  notifyId?: string;
  /** Claims the payment's proof (an App Store transaction) under the order lock; false: used. */
  claim?: (tx: Transaction<Database>, order: repo.OrderRow) => Promise<boolean>;
}

export interface Settled {
  outcome: Outcome;
  order: repo.OrderRow | undefined;
}

/**
 * Applies what a provider says about a payment to its order, under the order's row lock:
 * amount, currency and provider must match the order, or nothing changes; a payment already
 * applied changes nothing; a new payment moves the order to `paid` and, in the same
 * transaction, delivers it and moves it to `fulfilled`. A verified notification is recorded
 * once by its id: a replay finds it and changes nothing.
 */
export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  async apply(provider: OrderProvider, payment: PaymentState, source: PaymentOrderEventsTable['source'], options: ApplyOptions = {}): Promise<Settled & { replay: boolean }> {
    const { notifyId } = options;
    const result = await this.deps.db.transaction().execute(async (tx) => {
      if (notifyId) {
        const seen = await repo.findNotification(tx, provider, notifyId);
        if (seen) return { outcome: seen.outcome, order: undefined, replay: true };
      }
      const settled = await this.applyLocked(tx, provider, payment, source, options.claim);
      if (notifyId) {
        const detail = { tradeNo: payment.tradeNo, state: payment.state, amountFen: payment.amountFen, currency: payment.currency };
        // Two deliveries of one notification racing: the loser's insert finds the row and its
        // whole transaction is rolled back, so the order moves once.
        const fresh = await repo.recordNotification(tx, { provider, notifyId, orderNo: settled.order ? payment.orderNo : null, outcome: settled.outcome, detail });
        if (!fresh) throw new ReplayRace();
      }
      return { ...settled, replay: false };
    }).catch(async (error: unknown) => {
      if (!(error instanceof ReplayRace) || !notifyId) throw error;
      const seen = await repo.findNotification(this.deps.db, provider, notifyId);
      return { outcome: seen?.outcome ?? 'unchanged', order: undefined, replay: true };
    });
    if (result.outcome === 'applied' && result.order?.product_kind === 'vip' && result.order.status === 'fulfilled') {
      await this.deps.onUserChanged(result.order.user_id);
    }
    return result;
  }

  private async applyLocked(tx: Transaction<Database>, provider: OrderProvider, payment: PaymentState, source: PaymentOrderEventsTable['source'], claim: ApplyOptions['claim']): Promise<Settled> {
    const order = await repo.lockOrder(tx, payment.orderNo);
    const log = this.deps.log.child({ orderNo: payment.orderNo, provider, source });
    if (!order) {
      log.warn({ payment }, 'payment for an unknown order: nothing changed');
      return { outcome: 'unknownOrder', order: undefined };
    }
    if (order.provider !== provider || payment.amountFen !== order.amount_fen || payment.currency !== order.currency) {
      log.error({ payment, expected: { provider: order.provider, amountFen: order.amount_fen, currency: order.currency } }, 'payment does not match its order: nothing changed');
      return { outcome: 'mismatch', order };
    }
    if (payment.state === 'closed') return this.close(tx, order, source);
    if (payment.state !== 'paid') return { outcome: 'unchanged', order };
    if (isPaid(order.status)) {
      if (order.provider_trade_no !== payment.tradeNo) log.error({ payment, held: order.provider_trade_no }, 'a second payment for a paid order: refund it by hand');
      return { outcome: order.provider_trade_no === payment.tradeNo ? 'unchanged' : 'mismatch', order };
    }
    if (claim && !(await claim(tx, order))) return { outcome: 'mismatch', order };
    return { outcome: 'applied', order: await this.payAndFulfil(tx, order, payment, source) };
  }

  private async payAndFulfil(tx: Transaction<Database>, order: repo.OrderRow, payment: PaymentState, source: PaymentOrderEventsTable['source']): Promise<repo.OrderRow> {
    const now = new Date(this.deps.now());
    const paidStatus = nextStatus(order.status, 'pay');
    if (!paidStatus) throw new Error(`order ${order.order_no} cannot be paid from ${order.status}`);
    const paid = await repo.moveOrder(tx, order, paidStatus, { paid_at: payment.paidAt ?? now, provider_trade_no: payment.tradeNo }, { source, detail: { tradeNo: payment.tradeNo } });
    await deliver(tx, paid, now.getTime(), this.deps.commissionPercent);
    return repo.moveOrder(tx, paid, 'fulfilled', { fulfilled_at: now }, { source, detail: { kind: paid.product_kind } });
  }

  private async close(tx: Transaction<Database>, order: repo.OrderRow, source: PaymentOrderEventsTable['source']): Promise<Settled> {
    if (nextStatus(order.status, 'close') === undefined) return { outcome: 'unchanged', order };
    const closed = await repo.moveOrder(tx, order, 'closed', { closed_at: new Date(this.deps.now()) }, { source, detail: {} });
    return { outcome: 'applied', order: closed };
  }

  /** Closes an unpaid order whose time ran out (the provider closes it at the same deadline). */
  async expire(orderNo: string): Promise<void> {
    await this.deps.db.transaction().execute(async (tx) => {
      const order = await repo.lockOrder(tx, orderNo);
      if (order?.status === 'created' && order.expires_at.getTime() <= this.deps.now()) await this.close(tx, order, 'expiry');
    });
  }
}

class ReplayRace extends Error {}
