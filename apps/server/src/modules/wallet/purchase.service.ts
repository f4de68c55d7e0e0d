import type { Transaction } from 'kysely';
import type { Db } from '../../plugins/db/database.ts';
import type { Database } from '../../plugins/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { hasAccess } from './access.ts';
import { freeViewsLeft, openWithFreeView } from './free-views.ts';
import type { ItemRegistry } from './item-registry.ts';
import { isFreeViewKind, type PurchasableItem } from './item-kinds.ts';
import { KeyedQueue } from './keyed-queue.ts';
import { balanceOf, lockBalance, postAtLockedBalance, postLedgerEntry, type Executor } from './ledger.ts';
import { priceOf, shareOf, type CouponRule } from './pricing.ts';
import * as repo from './purchase.repo.ts';

export interface PurchaseRequest {
  userId: number;
  item: PurchasableItem;
  couponId?: number | undefined;
  /** The client's key for this tap: retries with it return the first result, charging once. */
  idempotencyKey: string;
}

/** How the item opened: bought with coins, a VIP's free view, or already open (nothing done). */
export type OpenedBy = 'purchase' | 'freeView' | 'alreadyOpen';

export interface PurchaseResult {
  /** Null when nothing was bought (a free view, or an item the buyer already opens without a purchase). */
  purchaseId: number | null;
  kind: string;
  itemId: string;
  listPrice: number;
  vipDiscount: number;
  couponDiscount: number;
  paid: number;
  /** The buyer's coin balance after the purchase. */
  balance: number;
  /** When access ends (subscriptions); null: for good. */
  expiresAt: Date | null;
  duplicate: boolean;
  openedBy: OpenedBy;
  /** The buyer's VIP free views left today (Beijing day) after this call. */
  freeViewsLeft: number;
}

export interface PurchaseRules {
  /** Share of a sale credited to the item's owner (`expert` account). */
  ownerSharePercent: number;
  /** Share of an invitee's purchase credited to the inviter (`invite` account). */
  inviteCommissionPercent: number;
}

const DAY_MS = 86_400_000;
type Trx = Transaction<Database>;

/**
 * The one way coins buy things. In one transaction: lock the buyer's balance, replay a known
 * idempotency key, open a single item without coins when the buyer already opens it or has a
 * VIP free view left today, else price (VIP discount, coupon), debit, grant access, pay the
 * owner's share and the inviter's commission. Anything failing rolls everything back.
 */
export class PurchaseService {
  private readonly queue = new KeyedQueue<number>();

  constructor(
    private readonly db: Db,
    private readonly registry: ItemRegistry,
    private readonly rules: PurchaseRules,
    private readonly now: () => number,
  ) {}

  /** One user's purchases queue in this process (see KeyedQueue); each is checked when its turn comes. */
  async purchase(req: PurchaseRequest): Promise<PurchaseResult> {
    checkRequest(req);
    return this.queue.run(req.userId, async () => {
      await this.refuseEarly(req);
      return this.db.transaction().execute((trx) => this.purchaseIn(trx, req));
    });
  }

  /**
   * Refuses, without a transaction or a lock, a new purchase the balance cannot cover even now.
   * A burst of taps on an empty wallet then costs a few reads each instead of queueing for the
   * balance lock (and the connection pool). The locked path decides everything else.
   */
  private async refuseEarly(req: PurchaseRequest): Promise<void> {
    if (await repo.findPurchaseByKey(this.db, req.userId, req.idempotencyKey)) return;
    const [balance, vip] = await Promise.all([balanceOf(this.db, req.userId, 'coins'), repo.vipDiscountOf(this.db, req.userId, new Date(this.now()))]);
    const coupon = req.couponId === undefined ? null : await repo.couponRule(this.db, req.userId, req.couponId);
    const { paid } = priceOf(req.item.priceCoins, vip.percent, coupon);
    if (balance >= paid || (await this.mayOpenFree(req))) return;
    throw new AppError('insufficientCoins', 'insufficientCoins', { balance, needed: paid });
  }

  /** Whether the item would open without coins (already open, or a free view left); a plain read. */
  private async mayOpenFree(req: PurchaseRequest): Promise<boolean> {
    if (!this.isSingleItem(req.item)) return false;
    if (await this.alreadyOpens(this.db, req)) return true;
    return isFreeViewKind(req.item.kind) && (await freeViewsLeft(this.db, req.userId, this.now())) > 0;
  }

  /** The same, inside a caller's transaction. */
  async purchaseIn(trx: Trx, req: PurchaseRequest): Promise<PurchaseResult> {
    checkRequest(req);
    const balance = await lockBalance(trx, req.userId, 'coins');
    const known = await repo.findPurchaseByKey(trx, req.userId, req.idempotencyKey);
    if (known) return this.replay(trx, req, known, balance);
    const free = await this.openWithoutCoins(trx, req, balance);
    if (free) return free;
    const expiresAt = this.accessEnd(req, await repo.findEntitlement(trx, req.userId, req.item.kind, req.item.id));
    const now = new Date(this.now());
    const vip = await repo.vipDiscountOf(trx, req.userId, now);
    const coupon = req.couponId === undefined ? null : await this.usableCoupon(trx, req, req.item.priceCoins - shareOf(req.item.priceCoins, vip.percent));
    const price = priceOf(req.item.priceCoins, vip.percent, coupon);
    const purchase = await repo.insertPurchase(trx, {
      userId: req.userId, item: req.item, vipLevel: vip.level, listPrice: price.listPrice, vipDiscount: price.vipDiscount,
      couponId: req.couponId ?? null, couponDiscount: price.couponDiscount, paid: price.paid, idempotencyKey: req.idempotencyKey,
    });
    let after = balance;
    if (price.paid > 0) {
      const { entry } = await postAtLockedBalance(trx, {
        userId: req.userId, amount: -price.paid, reason: 'purchase', reference: `purchase:${purchase.id}`, idempotencyKey: req.idempotencyKey,
      }, balance);
      after = entry.balanceAfter;
      await repo.setPurchaseEntry(trx, purchase.id, entry.id);
    }
    if (req.couponId !== undefined) await repo.markCouponUsed(trx, req.couponId, purchase.id);
    const until = await this.grant(trx, req, purchase.id, expiresAt);
    await this.payShares(trx, req, purchase.id, price.paid);
    const left = await freeViewsLeft(trx, req.userId, now.getTime());
    return { purchaseId: purchase.id, kind: req.item.kind, itemId: req.item.id, ...price, balance: after, expiresAt: until, duplicate: false, openedBy: 'purchase', freeViewsLeft: left };
  }

  /**
   * A single item (for good, no custom grant) opens without coins, no purchase and no ledger
   * entry: when the buyer already opens it (a tap on something bought before or unlocked by VIP
   * is answered, not charged again), or, for FREE_VIEW_KINDS, with one of today's VIP free views.
   * Runs under the balance lock, so two taps never spend a free view twice.
   */
  private async openWithoutCoins(trx: Trx, req: PurchaseRequest, balance: number): Promise<PurchaseResult | null> {
    if (!this.isSingleItem(req.item)) return null;
    const nowMs = this.now();
    const { userId, item } = req;
    const answer = (openedBy: OpenedBy, purchaseId: number | null, left: number): PurchaseResult => ({
      purchaseId, kind: item.kind, itemId: item.id, listPrice: item.priceCoins, vipDiscount: 0, couponDiscount: 0, paid: 0,
      balance, expiresAt: null, duplicate: false, openedBy, freeViewsLeft: left,
    });
    if (await this.alreadyOpens(trx, req)) {
      const held = await repo.findEntitlement(trx, userId, item.kind, item.id);
      return answer('alreadyOpen', held?.purchase_id ?? null, await freeViewsLeft(trx, userId, nowMs));
    }
    if (!isFreeViewKind(item.kind)) return null;
    const view = await openWithFreeView(trx, { userId, kind: item.kind, id: item.id }, nowMs);
    return view.usedFreeView ? answer('freeView', null, view.remaining) : null;
  }

  /** Bought (not expired), unlocked by the VIP level, or opened by the kind's own rule (`opens`). */
  private async alreadyOpens(db: Executor, req: PurchaseRequest): Promise<boolean> {
    const nowMs = this.now();
    if (await hasAccess(db, req.userId, req.item.kind, req.item.id, nowMs)) return true;
    const opens = this.registry.handler(req.item.kind)?.opens;
    return opens ? opens(db, req.userId, req.item.id, nowMs) : false;
  }

  /** Bought for good through the default grant: what a buyer can already hold (subscriptions renew instead). */
  private isSingleItem(item: PurchasableItem): boolean {
    return (item.days ?? null) === null && !this.registry.handler(item.kind)?.grant;
  }

  private async replay(trx: Trx, req: PurchaseRequest, known: NonNullable<Awaited<ReturnType<typeof repo.findPurchaseByKey>>>, balance: number): Promise<PurchaseResult> {
    if (known.item_kind !== req.item.kind || known.item_id !== req.item.id) {
      throw new AppError('conflict', 'idempotencyKeyReused', { key: req.idempotencyKey });
    }
    const custom = this.registry.handler(req.item.kind)?.accessEnd;
    const expiresAt = custom ? await custom(trx, req.userId) : ((await repo.findEntitlement(trx, req.userId, known.item_kind, known.item_id))?.expires_at ?? null);
    return {
      purchaseId: known.id, kind: known.item_kind, itemId: known.item_id, listPrice: known.list_price, vipDiscount: known.vip_discount,
      couponDiscount: known.coupon_discount, paid: known.paid, balance, expiresAt, duplicate: true,
      openedBy: 'purchase', freeViewsLeft: await freeViewsLeft(trx, req.userId, this.now()),
    };
  }

  /**
   * For good: null (an item still held was answered by openWithoutCoins). Subscriptions: the new
   * end, added to what remains. Custom grants decide their own end.
   */
  private accessEnd(req: PurchaseRequest, held: { expires_at: Date | null } | undefined): Date | null {
    const days = req.item.days ?? null;
    if (days === null || this.registry.handler(req.item.kind)?.grant) return null;
    const from = Math.max(this.now(), held?.expires_at?.getTime() ?? 0);
    return new Date(from + days * DAY_MS);
  }

  private async usableCoupon(trx: Trx, req: PurchaseRequest, priceAfterVip: number): Promise<CouponRule> {
    const coupon = await repo.lockCoupon(trx, req.couponId ?? 0);
    if (!coupon || coupon.user_id !== req.userId) throw new AppError('notFound', 'couponNotFound', { id: req.couponId ?? 0 });
    if (coupon.used_at !== null) throw new AppError('conflict', 'couponUsed');
    if (coupon.expires_at.getTime() <= this.now()) throw new AppError('conflict', 'couponExpired');
    if (coupon.item_kinds.length > 0 && !coupon.item_kinds.includes(req.item.kind)) throw new AppError('conflict', 'couponNotForItem');
    if (priceAfterVip < coupon.min_spend) throw new AppError('conflict', 'couponMinSpend', { min: coupon.min_spend });
    return { kind: coupon.kind, value: coupon.value, minSpend: coupon.min_spend };
  }

  private async grant(trx: Trx, req: PurchaseRequest, purchaseId: number, expiresAt: Date | null): Promise<Date | null> {
    const custom = this.registry.handler(req.item.kind)?.grant;
    if (custom) return custom(trx, { userId: req.userId, item: req.item, purchaseId, idempotencyKey: req.idempotencyKey });
    await repo.upsertEntitlement(trx, { userId: req.userId, kind: req.item.kind, id: req.item.id, purchaseId, expiresAt });
    return expiresAt;
  }

  private async payShares(trx: Trx, req: PurchaseRequest, purchaseId: number, paid: number): Promise<void> {
    const ownerId = req.item.ownerId ?? null;
    const ownerCut = ownerId !== null && ownerId !== req.userId ? shareOf(paid, this.rules.ownerSharePercent) : 0;
    if (ownerId !== null && ownerCut > 0) {
      await postLedgerEntry(trx, { userId: ownerId, account: 'expert', amount: ownerCut, reason: 'sale', reference: `purchase:${purchaseId}`, idempotencyKey: `purchase:${purchaseId}:owner` });
    }
    await creditInviteCommission(trx, { buyerId: req.userId, paid, percent: this.rules.inviteCommissionPercent, reference: `purchase:${purchaseId}` });
  }
}

/**
 * Credits the buyer's inviter a share of what the buyer paid (the `invite` account), once per
 * reference. Payments may call it for money orders too.
 */
export async function creditInviteCommission(trx: Trx, c: { buyerId: number; paid: number; percent: number; reference: string }): Promise<void> {
  const cut = shareOf(c.paid, c.percent);
  if (cut <= 0) return;
  const inviterId = await repo.inviterOf(trx, c.buyerId);
  if (inviterId === null || inviterId === c.buyerId) return;
  await postLedgerEntry(trx, { userId: inviterId, account: 'invite', amount: cut, reason: 'commission', reference: c.reference, idempotencyKey: `${c.reference}:commission` });
}

function checkRequest(req: PurchaseRequest): void {
  if (!Number.isSafeInteger(req.item.priceCoins) || req.item.priceCoins < 0) throw new Error(`item price must be whole coins, got ${req.item.priceCoins}`);
  if (req.idempotencyKey.length < 8 || req.idempotencyKey.length > 80) throw new AppError('validation', 'validation', { field: 'idempotencyKey', problem: 'must be 8 to 80 characters' });
}
