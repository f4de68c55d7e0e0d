/**
 * The wallet's public API for other modules (payments, AI, experts). Everything that moves coins
 * or grants VIP runs inside the caller's Kysely transaction, so it commits with the business change.
 * See /work/wallet-notes.md and the module README.
 */
export { postLedgerEntry, balanceOf, type LedgerPosting, type LedgerEntry, type PostedEntry, type Executor } from './ledger.ts';
export { grantVip, activeVipLevel, type VipGrantRequest, type VipGrant } from './vip-grant.ts';
export { hasAccess } from './access.ts';
export { openWithFreeView, FREE_VIEW_KINDS, type FreeView } from './free-views.ts';
export { ITEM_KINDS, isItemKind, type ItemKind, type PurchasableItem, type ItemResolver, type ItemKindHandler, type CustomGrant } from './item-kinds.ts';
export { ItemRegistry } from './item-registry.ts';
export { refuseFromKickoff } from './sales-cutoff.ts';
export { PurchaseService, creditInviteCommission, type PurchaseRequest, type PurchaseResult, type PurchaseRules } from './purchase.service.ts';
export { findCoinPack, findVipProduct, type CoinPack, type VipProduct } from './shop.repo.ts';
export type { WalletAccount } from './wallet.schema.ts';
