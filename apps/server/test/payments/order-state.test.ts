import { describe, expect, it } from 'vitest';
import { isPaid, isSettled, nextStatus, type OrderEvent } from '../../src/modules/payments/order-state.ts';
import type { OrderStatus } from '../../src/modules/payments/payments.schema.ts';

const statuses: OrderStatus[] = ['created', 'paid', 'fulfilled', 'closed', 'refunded'];
const events: OrderEvent[] = ['pay', 'fulfil', 'close', 'refund'];

describe('order state machine', () => {
  it('allows exactly the documented moves', () => {
    const moves = statuses.flatMap((from) => events.flatMap((event) => {
      const to = nextStatus(from, event);
      return to ? [`${from} -${event}-> ${to}`] : [];
    }));
    expect(moves).toEqual([
      'created -pay-> paid',
      'created -close-> closed',
      'paid -fulfil-> fulfilled',
      'paid -refund-> refunded',
      'fulfilled -refund-> refunded',
      'closed -pay-> paid',
    ]);
  });

  it('never pays twice, never fulfils an unpaid order, never reopens a refund', () => {
    expect(nextStatus('paid', 'pay')).toBeUndefined();
    expect(nextStatus('fulfilled', 'pay')).toBeUndefined();
    expect(nextStatus('created', 'fulfil')).toBeUndefined();
    expect(nextStatus('closed', 'fulfil')).toBeUndefined();
    expect(events.map((e) => nextStatus('refunded', e))).toEqual([undefined, undefined, undefined, undefined]);
    expect(nextStatus('fulfilled', 'close')).toBeUndefined();
  });

  it('knows which statuses hold money and which are final', () => {
    expect(statuses.filter(isPaid)).toEqual(['paid', 'fulfilled', 'refunded']);
    expect(statuses.filter(isSettled)).toEqual(['fulfilled', 'refunded']);
  });
});
