import { AppError } from '../../platform/errors.ts';
import type { ItemKind, ItemKindHandler, PurchasableItem } from './item-kinds.ts';
import type { Executor } from './ledger.ts';

/**
 * Where features register the items they sell (AI plans, expert plans, models): the buy calls
 * resolve an id to a priced item through it. A kind nobody registered yet answers "not found".
 */
export class ItemRegistry {
  private readonly handlers = new Map<ItemKind, ItemKindHandler>();

  register(kind: ItemKind, handler: ItemKindHandler): void {
    if (this.handlers.has(kind)) throw new Error(`item kind ${kind} is registered twice`);
    this.handlers.set(kind, handler);
  }

  handler(kind: ItemKind): ItemKindHandler | undefined {
    return this.handlers.get(kind);
  }

  /** The item, or AppError notFound naming the kind and id. */
  async resolve(db: Executor, kind: ItemKind, id: string): Promise<PurchasableItem> {
    const item = await this.handlers.get(kind)?.resolve(db, id);
    if (!item) throw new AppError('notFound', 'itemNotFound', { kind, id });
    return item;
  }
}
