import type { PaymentOrder, SandboxCashier } from '@scoreline/contract';
import type { OrderRow } from './payments.repo.ts';
import type { SandboxPaymentsTable } from './payments.schema.ts';
import type { Selectable } from 'kysely';

export function toPaymentOrder(row: OrderRow): PaymentOrder {
  return {
    orderNo: row.order_no,
    status: row.status,
    productKind: row.product_kind,
    productId: row.product_id,
    subject: row.subject,
    amountFen: row.amount_fen,
    currency: row.currency,
    provider: row.provider,
    coins: row.coins,
    vipLevel: row.vip_level,
    vipDays: row.vip_days,
    createdAt: row.created_at.getTime(),
    expiresAt: row.expires_at.getTime(),
    paidAt: row.paid_at?.getTime() ?? null,
    fulfilledAt: row.fulfilled_at?.getTime() ?? null,
  };
}

export function toSandboxCashier(row: Selectable<SandboxPaymentsTable>, merchant: string, now: number): SandboxCashier {
  const expired = row.status === 'pending' && row.expires_at.getTime() <= now;
  return {
    orderNo: row.order_no,
    tradeNo: row.trade_no,
    merchant,
    subject: row.subject,
    amountFen: row.amount_fen,
    currency: row.currency,
    status: expired ? 'expired' : row.status,
    expiresAt: row.expires_at.getTime(),
  };
}
