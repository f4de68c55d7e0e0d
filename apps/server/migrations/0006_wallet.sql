-- The wallet: an append-only coin ledger with one balance row per (user, account), purchases and
-- the access they grant, withdrawals, VIP, coupons, daily check-in and invite commissions.
--
-- Accounts: `coins` (bought or rewarded, spendable, never withdrawn), `expert` (an expert's share
-- of plan sales) and `invite` (commission on invitees' purchases). The last two are withdrawable.
-- Invariant (npm run ledger:audit): for every (user, account) the sum of ledger amounts equals
-- the balance row, and the newest entry's balance_after equals it too.

create table wallet_balances (
  user_id bigint not null references users (id),
  account text not null check (account in ('coins', 'expert', 'invite')),
  balance bigint not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, account)
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  account text not null check (account in ('coins', 'expert', 'invite')),
  amount bigint not null check (amount <> 0),
  balance_after bigint not null check (balance_after >= 0),
  reason text not null check (reason ~ '^[a-zA-Z]{2,40}$'),
  reference text not null check (length(reference) between 1 and 200),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  unique (user_id, account, idempotency_key)
);
create index ledger_entries_user_idx on ledger_entries (user_id, account, id desc);

-- Items bought with coins; `kind` names the item family (see wallet/item-kinds.ts).
create table purchases (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  item_kind text not null,
  item_id text not null,
  owner_id bigint references users (id),
  list_price bigint not null check (list_price >= 0),
  vip_level integer not null default 0,
  vip_discount bigint not null default 0 check (vip_discount >= 0),
  coupon_id bigint,
  coupon_discount bigint not null default 0 check (coupon_discount >= 0),
  paid bigint not null check (paid >= 0),
  ledger_entry_id bigint references ledger_entries (id),
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index purchases_user_idx on purchases (user_id, id desc);

-- What an account may open. expires_at null: for good; else a subscription (extended on renewal).
create table entitlements (
  user_id bigint not null references users (id),
  item_kind text not null,
  item_id text not null,
  purchase_id bigint references purchases (id),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, item_kind, item_id)
);

-- Coin packs sold for money (the payments module creates orders for them).
create table coin_packs (
  id text primary key,
  coins integer not null check (coins > 0),
  bonus_coins integer not null default 0 check (bonus_coins >= 0),
  price_fen integer not null check (price_fen > 0),
  apple_product_id text unique,
  sort integer not null,
  active boolean not null default true
);

insert into coin_packs (id, coins, bonus_coins, price_fen, apple_product_id, sort) values
  ('coins_60', 60, 0, 600, 'com.scoreline.coins.60', 1),
  ('coins_300', 300, 10, 3000, 'com.scoreline.coins.300', 2),
  ('coins_680', 680, 30, 6800, 'com.scoreline.coins.680', 3),
  ('coins_1280', 1280, 80, 12800, 'com.scoreline.coins.1280', 4),
  ('coins_3280', 3280, 260, 32800, 'com.scoreline.coins.3280', 5),
  ('coins_6480', 6480, 648, 64800, 'com.scoreline.coins.6480', 6);

-- VIP levels: the discount on coin purchases and which item kinds the level opens without buying.
create table vip_levels (
  level integer primary key check (level > 0),
  code text not null unique,
  names jsonb not null,
  discount_percent integer not null check (discount_percent between 0 and 90),
  unlocks text[] not null default '{}',
  daily_free_plans integer not null default 0,
  avatar_frame text not null
);

insert into vip_levels (level, code, names, discount_percent, unlocks, daily_free_plans, avatar_frame) values
  (1, 'vip', '{"en":"VIP","zh-Hans":"VIP会员","zh-Hant":"VIP會員","ja":"VIP会員"}', 10, '{aiModel}', 1, 'frame_silver'),
  (2, 'svip', '{"en":"SVIP","zh-Hans":"超级会员","zh-Hant":"超級會員","ja":"スーパー会員"}', 20, '{aiModel,basketballModel,aiPlan}', 3, 'frame_gold');

-- VIP products (for money through an order, or for coins through kaiTongVipAll) and the chase-plan
-- (追击) subscriptions sold for coins.
create table shop_products (
  id text primary key,
  category text not null check (category in ('vip', 'zuiji')),
  vip_level integer references vip_levels (level),
  days integer not null check (days > 0),
  price_fen integer check (price_fen > 0),
  price_coins integer not null check (price_coins > 0),
  apple_product_id text unique,
  sort integer not null,
  active boolean not null default true,
  check ((category = 'vip') = (vip_level is not null))
);

insert into shop_products (id, category, vip_level, days, price_fen, price_coins, apple_product_id, sort) values
  ('vip_month', 'vip', 1, 30, 3000, 300, 'com.scoreline.vip.month', 1),
  ('vip_quarter', 'vip', 1, 90, 7800, 780, 'com.scoreline.vip.quarter', 2),
  ('vip_year', 'vip', 1, 365, 26800, 2680, 'com.scoreline.vip.year', 3),
  ('svip_month', 'vip', 2, 30, 6800, 680, 'com.scoreline.svip.month', 4),
  ('svip_year', 'vip', 2, 365, 58800, 5880, 'com.scoreline.svip.year', 5),
  ('zuiji_week', 'zuiji', null, 7, null, 88, null, 10),
  ('zuiji_month', 'zuiji', null, 30, null, 288, null, 11);

-- Every VIP grant (bought with money or coins, or given): the history and the idempotency guard.
create table vip_grants (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  level integer not null references vip_levels (level),
  days integer not null check (days > 0),
  reference text not null,
  idempotency_key text not null,
  starts_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);

create table coupon_templates (
  id bigint primary key,
  names jsonb not null,
  kind text not null check (kind in ('amount', 'percent')),
  value integer not null check (value > 0),
  min_spend integer not null default 0 check (min_spend >= 0),
  valid_days integer not null check (valid_days > 0),
  item_kinds text[] not null default '{}',
  vip_only boolean not null default false,
  claim_from timestamptz not null default '2020-01-01',
  claim_until timestamptz,
  active boolean not null default true,
  check (kind = 'amount' or value between 1 and 90)
);

insert into coupon_templates (id, names, kind, value, min_spend, valid_days, item_kinds, vip_only) values
  (1, '{"en":"New member: 5 coins off","zh-Hans":"新人立减5金币","zh-Hant":"新人立減5金幣","ja":"新規会員 5コイン引き"}', 'amount', 5, 20, 7, '{}', false),
  (2, '{"en":"10 coins off 58","zh-Hans":"满58减10金币","zh-Hant":"滿58減10金幣","ja":"58コイン以上で10コイン引き"}', 'amount', 10, 58, 15, '{}', false),
  (3, '{"en":"Expert plans 20% off","zh-Hans":"专家方案8折券","zh-Hant":"專家方案8折券","ja":"専門家プラン20%オフ"}', 'percent', 20, 0, 30, '{prediction}', false),
  (4, '{"en":"VIP: 30 coins off 188","zh-Hans":"会员专享满188减30","zh-Hant":"會員專享滿188減30","ja":"会員限定 188以上で30引き"}', 'amount', 30, 188, 30, '{}', true);

create table user_coupons (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  template_id bigint not null references coupon_templates (id),
  claimed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  purchase_id bigint references purchases (id),
  unique (user_id, template_id)
);

-- One row per user per Beijing day; the primary key makes a second tap that day a no-op.
create table checkins (
  user_id bigint not null references users (id),
  day date not null,
  streak integer not null check (streak > 0),
  reward integer not null check (reward > 0),
  created_at timestamptz not null default now(),
  primary key (user_id, day)
);

-- Withdrawal applications: the coins leave the balance when applied (a hold entry) and come back
-- (a refund entry) when an admin rejects; approval pays out yuan outside the app.
create table withdrawals (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  account text not null check (account in ('expert', 'invite')),
  coins bigint not null check (coins > 0),
  amount_fen bigint not null check (amount_fen > 0),
  payee_name text not null,
  payee_account text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  idempotency_key text not null,
  reviewed_by bigint references users (id),
  review_note text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  unique (user_id, idempotency_key)
);
create index withdrawals_status_idx on withdrawals (status, id);
create index withdrawals_user_idx on withdrawals (user_id, id desc);
