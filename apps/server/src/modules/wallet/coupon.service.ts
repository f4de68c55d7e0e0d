import type { ItemKind } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './coupon.repo.ts';
import { priceOf } from './pricing.ts';
import { vipDiscountOf } from './purchase.repo.ts';
import { couponStatus, localName, toCouponView, type CouponRow } from './wallet.mapper.ts';
import { callerId } from './wallet.settings.ts';

const DAY_MS = 86_400_000;

/** Coupons: offers, claiming (one per account per offer) and the caller's wallet of coupons. */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async offers(ctx: CallContext) {
    const now = new Date(this.now());
    const userId = ctx.identity && !ctx.identity.isVisitor ? ctx.identity.userId : null;
    const [offers, claimed, vip] = await Promise.all([
      repo.listOffers(this.db, now),
      userId === null ? new Set<number>() : repo.claimedTemplateIds(this.db, userId),
      userId === null ? { level: 0 } : vipDiscountOf(this.db, userId, now),
    ]);
    const templates = offers.map((t) => {
      const isClaimed = claimed.has(t.id);
      return {
        id: t.id, name: localName(t.names, ctx.locale), kind: t.kind, value: t.value, minSpend: t.min_spend, validDays: t.valid_days,
        itemKinds: t.item_kinds as ItemKind[], vipOnly: t.vip_only, claimed: isClaimed,
        claimable: userId !== null && !isClaimed && (!t.vip_only || vip.level > 0),
      };
    });
    return { available: templates.some((t) => t.claimable), templates };
  }

  async claim(templateId: number, ctx: CallContext) {
    const userId = callerId(ctx);
    const nowMs = this.now();
    const template = await repo.findTemplate(this.db, templateId);
    if (!template) throw new AppError('notFound', 'couponNotFound', { id: templateId });
    const open = template.active && template.claim_from.getTime() <= nowMs && (template.claim_until === null || template.claim_until.getTime() > nowMs);
    if (!open) throw new AppError('conflict', 'couponNotClaimable');
    if (template.vip_only && (await vipDiscountOf(this.db, userId, new Date(nowMs))).level === 0) throw new AppError('forbidden', 'couponNotClaimable');
    const claimed = await this.db.transaction().execute((trx) => repo.insertClaim(trx, userId, templateId, new Date(nowMs + template.valid_days * DAY_MS)));
    if (!claimed) throw new AppError('conflict', 'couponClaimed');
    const [row] = await repo.listCoupons(this.db, userId, claimed.id);
    if (!row) throw new Error(`coupon ${claimed.id} not found right after its claim`);
    return toCouponView(row, ctx.locale, nowMs, null);
  }

  /** With kind and priceCoins, each coupon says whether it pays for that item (after the VIP discount). */
  async mine(p: { status: 'usable' | 'used' | 'expired' | 'all'; kind?: ItemKind | undefined; priceCoins?: number | undefined }, ctx: CallContext) {
    const userId = callerId(ctx);
    const nowMs = this.now();
    const rows = await repo.listCoupons(this.db, userId);
    const vip = p.kind !== undefined && p.priceCoins !== undefined ? await vipDiscountOf(this.db, userId, new Date(nowMs)) : null;
    const items = rows
      .filter((c) => p.status === 'all' || couponStatus(c, nowMs) === p.status)
      .map((c) => toCouponView(c, ctx.locale, nowMs, vip && p.kind !== undefined && p.priceCoins !== undefined ? isApplicable(c, p.kind, p.priceCoins, vip.percent, nowMs) : null));
    return { items };
  }
}

function isApplicable(c: CouponRow, kind: ItemKind, price: number, vipPercent: number, nowMs: number): boolean {
  if (couponStatus(c, nowMs) !== 'usable') return false;
  if (c.item_kinds.length > 0 && !c.item_kinds.includes(kind)) return false;
  return priceOf(price, vipPercent, null).paid >= c.min_spend;
}
