import type { ColumnType, Generated } from 'kysely';

/** The payments feature's tables, merged into the database type in plugins/db/schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export type OrderStatus = 'created' | 'paid' | 'fulfilled' | 'closed' | 'refunded';
export type OrderProvider = 'sandbox' | 'wechat' | 'alipay' | 'apple';
export type ProductKind = 'coins' | 'vip';

export interface PaymentOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  product_kind: ProductKind;
  product_id: string;
  /** What the order delivers, fixed when it is created (a later price change never touches it). */
  coins: number;
  vip_level: number;
  vip_days: number;
  subject: string;
  amount_fen: number;
  currency: string;
  provider: OrderProvider;
  status: OrderStatus;
  provider_trade_no: string | null;
  idempotency_key: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  paid_at: Date | null;
  fulfilled_at: Date | null;
  closed_at: Date | null;
  refunded_at: Date | null;
}

export interface PaymentOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus;
  to_status: OrderStatus;
  source: 'callback' | 'query' | 'cashier' | 'expiry' | 'apple' | 'admin';
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: OrderProvider;
  notify_id: string;
  order_no: string | null;
  outcome: 'applied' | 'unchanged' | 'mismatch' | 'unknownOrder' | 'ignored';
  detail: Json<Record<string, unknown>>;
  received_at: CreatedAt;
}

export interface AppleTransactionsTable {
  transaction_id: string;
  original_transaction_id: string;
  apple_product_id: string;
  order_no: string;
  user_id: number;
  purchased_at: Date;
  created_at: CreatedAt;
}

/** The sandbox provider's own books (it plays the payment company; orders never read them). */
export interface SandboxPaymentsTable {
  trade_no: string;
  order_no: string;
  amount_fen: number;
  currency: string;
  subject: string;
  status: 'pending' | 'paid' | 'cancelled';
  created_at: CreatedAt;
  expires_at: Date;
  paid_at: Date | null;
}

export interface PaymentTables {
  payment_orders: PaymentOrdersTable;
  payment_order_events: PaymentOrderEventsTable;
  payment_notifications: PaymentNotificationsTable;
  apple_transactions: AppleTransactionsTable;
  sandbox_payments: SandboxPaymentsTable;
}
