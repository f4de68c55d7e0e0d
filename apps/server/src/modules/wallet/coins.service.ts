import type { ItemKind } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import * as coinsRepo from './coins.repo.ts';
import type { ItemRegistry } from './item-registry.ts';
import { balanceOf } from './ledger.ts';
import type { PurchaseService } from './purchase.service.ts';
import { listCoinPacks } from './shop.repo.ts';
import { toItemPurchaseReply, toLedgerView } from './wallet.mapper.ts';
import type { WalletAccount } from './wallet.schema.ts';
import { callerId, offsetOf } from './wallet.settings.ts';

/** MobileCoin: the coin shop, the ledger pages and buying items by id. */
export class CoinsService {
  constructor(
    private readonly db: Db,
    private readonly registry: ItemRegistry,
    private readonly purchases: PurchaseService,
  ) {}

  async shop(ctx: CallContext) {
    const packs = await listCoinPacks(this.db);
    const balance = ctx.identity ? await balanceOf(this.db, ctx.identity.userId) : 0;
    return { packs: packs.map(({ sort: _sort, ...p }) => p), balance };
  }

  async records(p: { page: number; pageSize: number; account: WalletAccount }, ctx: CallContext) {
    const userId = callerId(ctx);
    const [balance, total, rows] = await Promise.all([
      balanceOf(this.db, userId, p.account),
      coinsRepo.countEntries(this.db, userId, p.account),
      coinsRepo.listEntries(this.db, userId, p.account, p.pageSize, offsetOf(p)),
    ]);
    return { balance, page: p.page, pageSize: p.pageSize, total, items: rows.map(toLedgerView) };
  }

  /**
   * Resolves the id through the item's owner (its price), then runs the purchase engine: a single
   * plan may open with a VIP free view, and an item the caller already opens is not charged again.
   */
  async buy(kind: ItemKind, p: { id: string; couponId?: number | undefined; idempotencyKey: string }, ctx: CallContext) {
    const userId = callerId(ctx);
    const item = await this.registry.resolve(this.db, kind, p.id);
    const result = await this.purchases.purchase({ userId, item, couponId: p.couponId, idempotencyKey: p.idempotencyKey });
    return toItemPurchaseReply(result);
  }
}
