import type { walletCalls } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { originOf } from '../../plugins/http/call-request.ts';
import type { HandlerMap } from '../../platform/context.ts';
import { CheckinService } from './checkin.service.ts';
import { CoinsService } from './coins.service.ts';
import { CouponService } from './coupon.service.ts';
import type { ItemRegistry } from './item-registry.ts';
import { PurchaseService } from './purchase.service.ts';
import { ShareService } from './share.service.ts';
import { vipItemHandler, zuijiItemHandler } from './shop-items.ts';
import { VipService } from './vip.service.ts';
import type { WalletSettings } from './wallet.settings.ts';
import { callerId } from './wallet.settings.ts';
import { WithdrawalService } from './withdrawal.service.ts';

export interface WalletDeps {
  db: Db;
  now: () => number;
  settings: WalletSettings;
  /** The registry other features register their paid items in (built in app.ts). */
  items: ItemRegistry;
  /** Tells the account cache a user row changed (VIP level and expiry), after commit. */
  userChanged: (userId: number) => Promise<void>;
}

/** Builds the wallet's services; the purchase engine is returned for other modules to use. */
export function createWallet(deps: WalletDeps) {
  deps.items.register('vip', vipItemHandler(deps.now));
  deps.items.register('zuiji', zuijiItemHandler(deps.now));
  const purchases = new PurchaseService(deps.db, deps.items, {
    ownerSharePercent: deps.settings.ownerSharePercent,
    inviteCommissionPercent: deps.settings.inviteCommissionPercent,
  }, deps.now);
  const withdrawals = new WithdrawalService(deps.db, deps.settings);
  return {
    purchases,
    withdrawals,
    coins: new CoinsService(deps.db, deps.items, purchases),
    vip: new VipService(deps.db, purchases, deps.now, deps.userChanged),
    coupons: new CouponService(deps.db, deps.now),
    checkins: new CheckinService(deps.db, deps.now),
    share: new ShareService(deps.db, withdrawals, deps.settings),
  };
}

export type Wallet = ReturnType<typeof createWallet>;

export function walletHandlers(w: Wallet): HandlerMap<keyof typeof walletCalls> {
  return {
    coinShop: (_p, ctx) => w.coins.shop(ctx),
    buyPrediction: (p, ctx) => w.coins.buy('prediction', p, ctx),
    buyZuiji: (p, ctx) => w.coins.buy('zuiji', p, ctx),
    buyAiPlan: (p, ctx) => w.coins.buy('aiPlan', p, ctx),
    buyBasketballPlan: (p, ctx) => w.coins.buy('basketballPlan', p, ctx),
    buyBasketballModel: (p, ctx) => w.coins.buy('basketballModel', p, ctx),
    coinRecords: (p, ctx) => w.coins.records(p, ctx),
    applyCoinOut: (p, ctx) => w.withdrawals.apply('expert', p, ctx),
    withdrawalsToReview: (p) => w.withdrawals.toReview(p),
    reviewWithdrawal: (p, ctx) => w.withdrawals.review(p, ctx),
    expertEarnings: (_p, ctx) => w.withdrawals.earnings(callerId(ctx), 'expert'),
    myWithdrawals: (p, ctx) => w.withdrawals.mine(p, ctx),
    withdrawalRatio: () => w.withdrawals.ratio(),
    vipShop: (_p, ctx) => w.vip.shop(ctx),
    vipLevels: (_p, ctx) => w.vip.levels(ctx.locale),
    buyVipWithCoins: (p, ctx) => w.vip.buyWithCoins(p, ctx),
    vipHistory: (p, ctx) => w.vip.history(p, ctx),
    vipMatrix: (_p, ctx) => w.vip.matrix(ctx.locale),
    zuijiShop: (_p, ctx) => w.vip.zuijiShop(ctx),
    myVip: (_p, ctx) => w.vip.me(ctx),
    vipDiscount: (_p, ctx) => w.vip.discount(ctx),
    vipUnlocks: (_p, ctx) => w.vip.unlocks(ctx),
    vipAvatarFrames: (_p, ctx) => w.vip.avatarFrames(ctx),
    vipDescription: (_p, ctx) => w.vip.description(ctx.locale),
    claimableCoupons: (_p, ctx) => w.coupons.offers(ctx),
    claimCoupon: (p, ctx) => w.coupons.claim(p.templateId, ctx),
    myCoupons: (p, ctx) => w.coupons.mine(p, ctx),
    checkInPage: (_p, ctx) => w.checkins.page(ctx),
    checkIn: (_p, ctx) => w.checkins.checkIn(ctx),
    shareUrl: (_p, ctx, request) => w.share.shareUrl(originOf(request), ctx),
    inviteSummary: (_p, ctx) => w.share.summary(ctx),
    invitees: (p, ctx) => w.share.invitees(p, ctx),
    applyInviteWithdrawal: (p, ctx) => w.withdrawals.apply('invite', p, ctx),
  };
}
