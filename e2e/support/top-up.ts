import { expect } from 'vitest';
import { callApi } from './api.ts';
import type { RunningServer } from './server.ts';

/** A fresh idempotency key, so a retried test never replays an earlier order or purchase. */
export const idempotencyKey = (label: string) => `${label}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Pays a coin pack at the sandbox cashier through its calls, as the cashier page does, and waits
 * for the order to be fulfilled (for journeys whose subject is what the coins buy, not the cashier).
 */
export async function topUpByApi(server: RunningServer, token: string, productId = 'coins_60'): Promise<void> {
  const created = await callApi<{ order: { orderNo: string } }>(server.url, '/Pay/createOrder', { productId, idempotencyKey: idempotencyKey('order') }, token);
  expect(created.status).toBe(0);
  const orderNo = created.data.order.orderNo;
  expect((await callApi(server.url, '/Pay/sandboxPay', { orderNo, action: 'confirm' }, token)).status).toBe(0);
  await expect
    .poll(async () => (await callApi<{ status: string }>(server.url, '/pay/queryOrderSuccess', { orderNo }, token)).data.status, { timeout: 20_000 })
    .toBe('fulfilled');
}
