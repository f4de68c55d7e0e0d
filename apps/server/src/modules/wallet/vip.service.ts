import { ITEM_KINDS, type Locale } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { freeViewsLeft } from './free-views.ts';
import { findEntitlement } from './purchase.repo.ts';
import type { PurchaseService } from './purchase.service.ts';
import { listProducts, type VipProduct } from './shop.repo.ts';
import { ZUIJI_ACCESS_ID, vipItemHandler } from './shop-items.ts';
import * as repo from './vip.repo.ts';
import { localName, toPurchaseReply, toShopProduct, toVipLevel } from './wallet.mapper.ts';
import { callerId, offsetOf } from './wallet.settings.ts';
import { vipDescriptionTexts } from './wallet.texts.ts';

type LevelRow = Awaited<ReturnType<typeof repo.listLevels>>[number];

/** MobileVip: levels, products, the caller's membership, buying VIP with coins. */
export class VipService {
  private readonly vipItems;

  constructor(
    private readonly db: Db,
    private readonly purchases: PurchaseService,
    private readonly now: () => number,
    private readonly userChanged: (userId: number) => Promise<void>,
  ) {
    this.vipItems = vipItemHandler(now);
  }

  async levels(locale: Locale) {
    return { levels: (await repo.listLevels(this.db)).map((l) => toVipLevel(l, locale)) };
  }

  /** The caller's active level (0 for none, visitors or lapsed) with what it unlocks. */
  async me(ctx: CallContext) {
    const levels = await repo.listLevels(this.db);
    return this.membership(ctx, levels);
  }

  async shop(ctx: CallContext) {
    const [products, levels] = await Promise.all([listProducts(this.db, 'vip'), repo.listLevels(this.db)]);
    return { products: products.map(toShopProduct), levels: levels.map((l) => toVipLevel(l, ctx.locale)), me: await this.membership(ctx, levels) };
  }

  async matrix(locale: Locale) {
    const [products, levels] = await Promise.all([listProducts(this.db, 'vip'), repo.listLevels(this.db)]);
    return {
      levels: levels.map((l) => ({
        ...toVipLevel(l, locale),
        products: products.filter((p) => p.level === l.level).map((p) => ({ ...toShopProduct(p), ...perDay(p) })),
      })),
    };
  }

  async zuijiShop(ctx: CallContext) {
    const products = await listProducts(this.db, 'zuiji');
    const held = ctx.identity ? await findEntitlement(this.db, ctx.identity.userId, 'zuiji', ZUIJI_ACCESS_ID) : undefined;
    const until = held?.expires_at?.getTime() ?? 0;
    return { products: products.map(toShopProduct), activeUntil: until > this.now() ? until : null };
  }

  async buyWithCoins(p: { productId: string; couponId?: number | undefined; idempotencyKey: string }, ctx: CallContext) {
    const userId = callerId(ctx);
    const item = await this.vipItems.resolve(this.db, p.productId);
    if (!item) throw new AppError('notFound', 'itemNotFound', { kind: 'vip', id: p.productId });
    const result = await this.purchases.purchase({ userId, item, couponId: p.couponId, idempotencyKey: p.idempotencyKey });
    await this.userChanged(userId);
    return { ...toPurchaseReply(result), vip: await this.me(ctx) };
  }

  async history(p: { page: number; pageSize: number }, ctx: CallContext) {
    const [{ rows, total }, levels] = await Promise.all([repo.listGrants(this.db, callerId(ctx), p.pageSize, offsetOf(p)), repo.listLevels(this.db)]);
    const items = rows.map((g) => ({
      id: g.id, level: g.level, levelName: levelName(levels, g.level, ctx.locale), days: g.days, source: sourceOf(g.reference),
      startsAt: new Date(g.starts_at).getTime(), expiresAt: new Date(g.expires_at).getTime(), createdAt: new Date(g.created_at).getTime(),
    }));
    return { page: p.page, pageSize: p.pageSize, total, items };
  }

  async discount(ctx: CallContext) {
    const levels = await repo.listLevels(this.db);
    const me = await this.membership(ctx, levels);
    return {
      level: me.level, percent: me.current?.discountPercent ?? 0,
      levels: levels.map((l) => ({ level: l.level, name: localName(l.names, ctx.locale), percent: l.discount_percent })),
    };
  }

  async unlocks(ctx: CallContext) {
    const levels = await repo.listLevels(this.db);
    const me = await this.membership(ctx, levels);
    const items = ITEM_KINDS.filter((k) => k !== 'vip').map((kind) => {
      const opening = levels.filter((l) => l.unlocks.includes(kind)).map((l) => l.level);
      return { kind, minLevel: opening.length > 0 ? Math.min(...opening) : null, unlocked: me.current?.unlocks.includes(kind) ?? false };
    });
    return { items };
  }

  async avatarFrames(ctx: CallContext) {
    const levels = await repo.listLevels(this.db);
    const me = await this.membership(ctx, levels);
    return { frames: levels.map((l) => ({ level: l.level, frame: l.avatar_frame, unlocked: me.level >= l.level })) };
  }

  async description(locale: Locale) {
    const levels = await repo.listLevels(this.db);
    const text = vipDescriptionTexts[locale];
    return { title: text.title, lines: [...levels.map((l) => text.line(localName(l.names, locale), l.discount_percent, l.daily_free_plans)), text.footer] };
  }

  private async membership(ctx: CallContext, levels: LevelRow[]) {
    const row = ctx.identity ? await repo.userVip(this.db, ctx.identity.userId) : undefined;
    const until = row?.vip_expires_at?.getTime() ?? 0;
    const active = row !== undefined && until > this.now();
    const current = active ? levels.find((l) => l.level === row.vip_level) : undefined;
    const left = current && ctx.identity ? await freeViewsLeft(this.db, ctx.identity.userId, this.now()) : 0;
    return { level: current ? current.level : 0, expiresAt: current ? until : 0, current: current ? toVipLevel(current, ctx.locale) : null, freeViewsLeft: left };
  }
}

function perDay(p: VipProduct): { fenPerDay: number | null; coinsPerDay: number } {
  return { fenPerDay: p.priceFen === null ? null : Math.round(p.priceFen / p.days), coinsPerDay: Math.round((p.priceCoins / p.days) * 10) / 10 };
}

function levelName(levels: LevelRow[], level: number, locale: Locale): string {
  const found = levels.find((l) => l.level === level);
  return found ? localName(found.names, locale) : String(level);
}

function sourceOf(reference: string): 'order' | 'coins' | 'other' {
  if (reference.startsWith('order:')) return 'order';
  if (reference.startsWith('purchase:')) return 'coins';
  return 'other';
}
