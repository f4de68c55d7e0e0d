import type { OrderStatus } from './payments.schema.ts';

/**
 * The order state machine. `created` waits for money; `paid` means the provider confirmed it;
 * `fulfilled` means the coins or VIP were delivered (in the same transaction as the move);
 * `closed` means no money came (cancelled or expired); `refunded` means it went back.
 * A payment that arrives after an order was closed still counts: the money was taken, so the
 * order is paid and fulfilled rather than left to a manual refund.
 */
export type OrderEvent = 'pay' | 'fulfil' | 'close' | 'refund';

const moves: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  created: { pay: 'paid', close: 'closed' },
  paid: { fulfil: 'fulfilled', refund: 'refunded' },
  fulfilled: { refund: 'refunded' },
  closed: { pay: 'paid' },
  refunded: {},
};

/**
 * The status after an event, or undefined when the event does not apply.
 *
 * @example nextStatus('created', 'pay') // 'paid'
 * @example nextStatus('fulfilled', 'pay') // undefined (already paid: nothing to do)
 */
export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | undefined {
  return moves[status][event];
}

/** Whether money has been received for an order in this status. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'fulfilled' || status === 'refunded';
}

/** Whether nothing can happen to the order any more, short of a refund. */
export function isSettled(status: OrderStatus): boolean {
  return status === 'fulfilled' || status === 'refunded';
}
