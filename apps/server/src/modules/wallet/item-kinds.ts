import { ITEM_KINDS, isFreeViewKind, type ItemKind } from '@scoreline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import type { Executor } from './ledger.ts';

/**
 * Every family of thing bought with coins. The calls that buy them:
 * prediction ← MobileCoin/payPrediction (one match's prediction; dispatched by id prefix: the AI's
 * are `pred-…`, owned by the platform, and an expert's plan can take a prefix of its own),
 * zuiji ← payZuiji (chase-plan subscription, sold here), aiPlan ← payJh, basketballPlan ← payLanJh,
 * basketballModel ← lanKaiTongMx, aiModel ← footKaiTongMx (the football data model, modules/ai-models),
 * vip ← MobileVip/kaiTongVipAll.
 */
export { ITEM_KINDS, isFreeViewKind, type ItemKind };

export function isItemKind(value: string): value is ItemKind {
  return (ITEM_KINDS as readonly string[]).includes(value);
}

/** An item as the purchase engine charges for it; the price comes from its owner's record. */
export interface PurchasableItem {
  kind: ItemKind;
  id: string;
  priceCoins: number;
  /** Who earns from the sale (an expert); null/undefined: the platform. */
  ownerId?: number | null | undefined;
  /** Access length for subscriptions (renewal adds to the remaining time); absent: for good. */
  days?: number | null | undefined;
}

/**
 * Grants what was bought, in the purchase's transaction, instead of the default entitlement row;
 * returns when access ends (null: for good).
 */
export type CustomGrant = (trx: Transaction<Database>, grant: { userId: number; item: PurchasableItem; purchaseId: number; idempotencyKey: string }) => Promise<Date | null>;

/** Looks an item up by id in its owner's table; undefined when there is no such item. */
export type ItemResolver = (db: Executor, id: string) => Promise<PurchasableItem | undefined>;

export interface ItemKindHandler {
  resolve: ItemResolver;
  /** With a custom grant: where its access ends now (answers a replayed purchase). */
  grant?: CustomGrant;
  accessEnd?: (db: Executor, userId: number) => Promise<Date | null>;
  /**
   * Other ways a caller already opens one item of this kind, besides buying it or a VIP level
   * unlocking the kind (e.g. a prediction through its sport's model); a pay call for an item
   * the caller opens is answered without a charge.
   */
  opens?: (db: Executor, userId: number, id: string, nowMs: number) => Promise<boolean>;
}
