import type { ColumnType, Generated } from 'kysely';

/** The wallet feature's tables (migration 0006), merged into the database type in plugins/db/schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** `coins` is spendable; `expert` and `invite` are earnings that can be withdrawn. */
export type WalletAccount = 'coins' | 'expert' | 'invite';

export interface WalletBalancesTable {
  user_id: number;
  account: WalletAccount;
  balance: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  account: WalletAccount;
  amount: number;
  balance_after: number;
  reason: string;
  reference: string;
  idempotency_key: string;
  created_at: CreatedAt;
}

export interface PurchasesTable {
  id: Generated<number>;
  user_id: number;
  item_kind: string;
  item_id: string;
  owner_id: number | null;
  list_price: number;
  vip_level: number;
  vip_discount: number;
  coupon_id: number | null;
  coupon_discount: number;
  paid: number;
  ledger_entry_id: number | null;
  idempotency_key: string;
  created_at: CreatedAt;
}

export interface EntitlementsTable {
  user_id: number;
  item_kind: string;
  item_id: string;
  purchase_id: number | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CoinPacksTable {
  id: string;
  coins: number;
  bonus_coins: number;
  price_fen: number;
  apple_product_id: string | null;
  sort: number;
  active: boolean;
}

export interface VipLevelsTable {
  level: number;
  code: string;
  names: Json<Record<string, string>>;
  discount_percent: number;
  unlocks: string[];
  daily_free_plans: number;
  avatar_frame: string;
}

export interface ShopProductsTable {
  id: string;
  category: 'vip' | 'zuiji';
  vip_level: number | null;
  days: number;
  price_fen: number | null;
  price_coins: number;
  apple_product_id: string | null;
  sort: number;
  active: boolean;
}

export interface VipGrantsTable {
  id: Generated<number>;
  user_id: number;
  level: number;
  days: number;
  reference: string;
  idempotency_key: string;
  starts_at: Timestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface CouponTemplatesTable {
  id: number;
  names: Json<Record<string, string>>;
  kind: 'amount' | 'percent';
  value: number;
  min_spend: number;
  valid_days: number;
  item_kinds: string[];
  vip_only: boolean;
  claim_from: Timestamp;
  claim_until: Timestamp | null;
  active: boolean;
}

export interface UserCouponsTable {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  claimed_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  purchase_id: number | null;
}

export interface CheckinsTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  streak: number;
  reward: number;
  created_at: CreatedAt;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  account: 'expert' | 'invite';
  coins: number;
  amount_fen: number;
  payee_name: string;
  payee_account: string;
  status: 'pending' | 'approved' | 'rejected';
  idempotency_key: string;
  reviewed_by: number | null;
  review_note: string | null;
  created_at: CreatedAt;
  reviewed_at: Timestamp | null;
}

export interface WalletTables {
  wallet_balances: WalletBalancesTable;
  ledger_entries: LedgerEntriesTable;
  purchases: PurchasesTable;
  entitlements: EntitlementsTable;
  coin_packs: CoinPacksTable;
  vip_levels: VipLevelsTable;
  shop_products: ShopProductsTable;
  vip_grants: VipGrantsTable;
  coupon_templates: CouponTemplatesTable;
  user_coupons: UserCouponsTable;
  checkins: CheckinsTable;
  withdrawals: WithdrawalsTable;
}
