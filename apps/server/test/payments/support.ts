import { randomBytes } from 'node:crypto';
import { balanceOf } from '../../src/modules/wallet/index.ts';
import type { NotifyRequest } from '../../src/modules/payments/providers/provider.ts';
import { sandboxHeaders, sandboxSignature } from '../../src/modules/payments/providers/sandbox.crypto.ts';
import { call, newIp, type LoggedIn, type TestServer } from '../support/harness.ts';

export const SANDBOX_SECRET = 'test-sandbox-secret-test-sandbox-secret-01';

export interface Order {
  orderNo: string;
  status: string;
  amountFen: number;
  coins: number;
  vipLevel: number;
  vipDays: number;
  provider: string;
  paidAt: number | null;
  fulfilledAt: number | null;
}

/** Notifications the sandbox sent, held back so a test decides when (and how often) they arrive. */
export class HeldNotifications {
  readonly sent: NotifyRequest[] = [];
  deliver = async (request: NotifyRequest): Promise<void> => {
    this.sent.push(request);
  };
  last(): NotifyRequest {
    const request = this.sent.at(-1);
    if (!request) throw new Error('the sandbox sent no notification');
    return request;
  }
}

export async function postNotify(server: TestServer, provider: string, request: NotifyRequest): Promise<{ status: number; body: string }> {
  const headers = Object.fromEntries(Object.entries(request.headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const response = await server.app.inject({ method: 'POST', url: `/pay/notify/${provider}`, headers, payload: request.rawBody });
  return { status: response.statusCode, body: response.body };
}

/** A sandbox notification signed with `secret` at `timestampMs` (the test plays the sandbox, or a forger). */
export function signedSandbox(body: object, timestampMs: number, secret = SANDBOX_SECRET): NotifyRequest {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(timestampMs / 1000));
  const nonce = randomBytes(8).toString('hex');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [sandboxHeaders.timestamp]: timestamp,
      [sandboxHeaders.nonce]: nonce,
      [sandboxHeaders.signature]: sandboxSignature(new TextEncoder().encode(secret), timestamp, nonce, rawBody),
    },
  };
}

export function as(server: TestServer, who: LoggedIn) {
  const options = () => ({ token: who.token, ip: newIp(), lang: 'en' });
  return {
    createOrder: (payload: object) => call<{ order: Order; action: { kind: string; orderNo?: string; url?: string } | null }>(server, '/Pay/createOrder', payload, options()),
    query: (orderNo: string) => call<Order>(server, '/pay/queryOrderSuccess', { orderNo }, options()),
    cashier: (orderNo: string) => call<{ status: string; amountFen: number; subject: string; merchant: string }>(server, '/Pay/sandboxCashier', { orderNo }, options()),
    pay: (orderNo: string, action: 'confirm' | 'cancel' = 'confirm') => call<{ status: string }>(server, '/Pay/sandboxPay', { orderNo, action }, options()),
    balance: () => balanceOf(server.database.db, Number(who.uid)),
    userInfo: () => call<{ vip: number; vipExpireTime: number }>(server, '/MobileUser/getUserInfo', {}, options()),
  };
}

export async function orderEvents(server: TestServer, orderNo: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('payment_order_events as e')
    .innerJoin('payment_orders as o', 'o.id', 'e.order_id')
    .select(['e.from_status', 'e.to_status', 'e.source'])
    .where('o.order_no', '=', orderNo)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => `${r.from_status}>${r.to_status}:${r.source}`);
}

export async function topUpEntries(server: TestServer, orderNo: string): Promise<number> {
  const rows = await server.database.db.selectFrom('ledger_entries').select('id').where('reference', '=', `order:${orderNo}`).execute();
  return rows.length;
}
