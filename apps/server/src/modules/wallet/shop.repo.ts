import type { Executor } from './ledger.ts';

/** Coin packs and shop products (seeded by migration 0006). */

export interface CoinPack {
  id: string;
  coins: number;
  bonusCoins: number;
  /** Price in fen (1 yuan = 100 fen). */
  priceFen: number;
  appleProductId: string | null;
  sort: number;
}

export interface VipProduct {
  id: string;
  category: 'vip' | 'zuiji';
  /** Null for zuiji (chase-plan) subscriptions. */
  level: number | null;
  days: number;
  /** Null when sold for coins only. */
  priceFen: number | null;
  priceCoins: number;
  appleProductId: string | null;
  sort: number;
}

export async function listCoinPacks(db: Executor): Promise<CoinPack[]> {
  const rows = await db.selectFrom('coin_packs').selectAll().where('active', '=', true).orderBy('sort').execute();
  return rows.map(toPack);
}

/** An active coin pack by id (payments: the order's product), or undefined. */
export async function findCoinPack(db: Executor, id: string): Promise<CoinPack | undefined> {
  const row = await db.selectFrom('coin_packs').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
  return row ? toPack(row) : undefined;
}

export async function listProducts(db: Executor, category: VipProduct['category']): Promise<VipProduct[]> {
  const rows = await db.selectFrom('shop_products').selectAll().where('category', '=', category).where('active', '=', true).orderBy('sort').execute();
  return rows.map(toProduct);
}

/** An active VIP product by id (payments: the order's product), or undefined. */
export async function findVipProduct(db: Executor, id: string): Promise<VipProduct | undefined> {
  return findProduct(db, 'vip', id);
}

export async function findProduct(db: Executor, category: VipProduct['category'], id: string): Promise<VipProduct | undefined> {
  const row = await db.selectFrom('shop_products').selectAll().where('id', '=', id).where('category', '=', category).where('active', '=', true).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

function toPack(r: { id: string; coins: number; bonus_coins: number; price_fen: number; apple_product_id: string | null; sort: number }): CoinPack {
  return { id: r.id, coins: r.coins, bonusCoins: r.bonus_coins, priceFen: r.price_fen, appleProductId: r.apple_product_id, sort: r.sort };
}

function toProduct(r: { id: string; category: 'vip' | 'zuiji'; vip_level: number | null; days: number; price_fen: number | null; price_coins: number; apple_product_id: string | null; sort: number }): VipProduct {
  return { id: r.id, category: r.category, level: r.vip_level, days: r.days, priceFen: r.price_fen, priceCoins: r.price_coins, appleProductId: r.apple_product_id, sort: r.sort };
}
