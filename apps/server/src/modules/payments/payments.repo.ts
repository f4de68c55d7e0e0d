import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { OrderProvider, OrderStatus, PaymentNotificationsTable, PaymentOrderEventsTable, PaymentOrdersTable } from './payments.schema.ts';

/** Only this file touches the payments tables; every function takes the executor. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<PaymentOrdersTable>;
export type NewOrder = Insertable<PaymentOrdersTable>;

/** Inserts an order; with an idempotency key already used by the user, returns that order instead. */
export async function insertOrder(db: Executor, order: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
  const inserted = await db
    .insertInto('payment_orders')
    .values(order)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('user_id', '=', order.user_id)
    .where('idempotency_key', '=', order.idempotency_key ?? '')
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export async function findOrder(db: Executor, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The order, locked until the transaction ends: every state change of one order is serial. */
export async function lockOrder(tx: Transaction<Database>, orderNo: string): Promise<OrderRow | undefined> {
  return tx.selectFrom('payment_orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
}

/** Moves an order from one status to the next, recording the event; false if it was not in `from`. */
export async function moveOrder(
  tx: Transaction<Database>,
  order: OrderRow,
  to: OrderStatus,
  patch: Updateable<PaymentOrdersTable>,
  event: { source: PaymentOrderEventsTable['source']; detail: Record<string, unknown> },
): Promise<OrderRow> {
  const moved = await tx
    .updateTable('payment_orders')
    .set({ ...patch, status: to })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .returningAll()
    .executeTakeFirst();
  if (!moved) throw new Error(`order ${order.order_no} left ${order.status} under its lock`);
  await tx
    .insertInto('payment_order_events')
    .values({ order_id: order.id, from_status: order.status, to_status: to, source: event.source, detail: JSON.stringify(event.detail) })
    .execute();
  return moved;
}

export async function orderEvents(db: Executor, orderId: number) {
  return db.selectFrom('payment_order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findNotification(db: Executor, provider: OrderProvider, notifyId: string) {
  return db.selectFrom('payment_notifications').selectAll().where('provider', '=', provider).where('notify_id', '=', notifyId).executeTakeFirst();
}

/** Records a verified notification once; false when it was already recorded (a replay). */
export async function recordNotification(
  db: Executor,
  row: { provider: OrderProvider; notifyId: string; orderNo: string | null; outcome: PaymentNotificationsTable['outcome']; detail: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_notifications')
    .values({ provider: row.provider, notify_id: row.notifyId, order_no: row.orderNo, outcome: row.outcome, detail: JSON.stringify(row.detail) })
    .onConflict((oc) => oc.columns(['provider', 'notify_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Claims an App Store transaction for an order; false when some order already used it. */
export async function claimAppleTransaction(
  tx: Transaction<Database>,
  row: { transactionId: string; originalTransactionId: string; appleProductId: string; orderNo: string; userId: number; purchasedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('apple_transactions')
    .values({
      transaction_id: row.transactionId,
      original_transaction_id: row.originalTransactionId,
      apple_product_id: row.appleProductId,
      order_no: row.orderNo,
      user_id: row.userId,
      purchased_at: row.purchasedAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function usedAppleTransactions(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('apple_transactions').select('transaction_id').where('transaction_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.transaction_id));
}
