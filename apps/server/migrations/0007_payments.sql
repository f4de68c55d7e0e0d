-- Payment orders (coin packs and VIP bought with money) and what providers told us about them.
-- An order moves created → paid → fulfilled (or created → closed, paid/fulfilled → refunded);
-- every move is a row in payment_order_events, written in the transaction that makes it.
create table payment_orders (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references users (id),
  product_kind text not null check (product_kind in ('coins', 'vip')),
  product_id text not null,
  coins integer not null default 0 check (coins >= 0),
  vip_level integer not null default 0 check (vip_level >= 0),
  vip_days integer not null default 0 check (vip_days >= 0),
  subject text not null,
  amount_fen integer not null check (amount_fen > 0),
  currency text not null default 'CNY',
  provider text not null check (provider in ('sandbox', 'wechat', 'alipay', 'apple')),
  status text not null default 'created' check (status in ('created', 'paid', 'fulfilled', 'closed', 'refunded')),
  provider_trade_no text,
  idempotency_key text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  fulfilled_at timestamptz,
  closed_at timestamptz,
  refunded_at timestamptz,
  -- A retried createOrder with the same key returns the same order.
  unique (user_id, idempotency_key)
);
create index payment_orders_user on payment_orders (user_id, created_at desc);
-- One provider transaction pays one order.
create unique index payment_orders_trade on payment_orders (provider, provider_trade_no) where provider_trade_no is not null;

create table payment_order_events (
  id bigserial primary key,
  order_id bigint not null references payment_orders (id),
  from_status text not null,
  to_status text not null,
  source text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index payment_order_events_order on payment_order_events (order_id, id);

-- Every verified notification, once: a replay of the same notification id changes nothing.
create table payment_notifications (
  id bigserial primary key,
  provider text not null,
  notify_id text not null,
  order_no text,
  outcome text not null,
  detail jsonb not null default '{}',
  received_at timestamptz not null default now(),
  unique (provider, notify_id)
);

-- Apple in-app purchases: one App Store transaction fulfils one order, ever.
create table apple_transactions (
  transaction_id text primary key,
  original_transaction_id text not null,
  apple_product_id text not null,
  order_no text not null unique references payment_orders (order_no),
  user_id bigint not null references users (id),
  purchased_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- The sandbox provider's own books: it plays the payment company behind the in-app cashier.
create table sandbox_payments (
  trade_no text primary key,
  order_no text not null unique,
  amount_fen integer not null check (amount_fen > 0),
  currency text not null,
  subject text not null,
  status text not null check (status in ('pending', 'paid', 'cancelled')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz
);
