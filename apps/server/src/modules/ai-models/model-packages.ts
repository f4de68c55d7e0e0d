import type { ModelKind, ModelPackage } from '@scoreline/contract';
import type { ItemKindHandler } from '../wallet/index.ts';
import { entitlementEnd, upsertSubscription } from './ai-models.repo.ts';

/**
 * The model packages on sale and how the wallet sells them. A package is a time-limited
 * subscription to one sport's model; every package of a sport opens the same entitlement
 * (`MODEL_ACCESS_ID`), so a renewal adds its days to whatever time remains.
 */

const DAY_MS = 86_400_000;
export const MODEL_ACCESS_ID = 'all';

/** The wallet item kind each model is sold as. */
export const MODEL_ITEM_KIND = { football: 'aiModel', basketball: 'basketballModel' } as const satisfies Record<ModelKind, string>;

/**
 * Prices: a week costs a little more than three single predictions (28 coins each); longer
 * packages are cheaper per day, as the spec's model purchase pages sell them.
 */
export const MODEL_PACKAGES: readonly ModelPackage[] = [
  { id: 'foot-7', model: 'football', days: 7, priceCoins: 98 },
  { id: 'foot-30', model: 'football', days: 30, priceCoins: 298 },
  { id: 'foot-90', model: 'football', days: 90, priceCoins: 698 },
  { id: 'lan-7', model: 'basketball', days: 7, priceCoins: 98 },
  { id: 'lan-30', model: 'basketball', days: 30, priceCoins: 298 },
  { id: 'lan-90', model: 'basketball', days: 90, priceCoins: 698 },
];

/** The wallet handler of one model's packages: resolve by id, grant by extending the one entitlement. */
export function modelItemHandler(model: ModelKind, now: () => number): ItemKindHandler {
  const kind = MODEL_ITEM_KIND[model];
  return {
    resolve: (_db, id) => {
      const p = MODEL_PACKAGES.find((x) => x.id === id && x.model === model);
      return Promise.resolve(p ? { kind, id: p.id, priceCoins: p.priceCoins, days: p.days, ownerId: null } : undefined);
    },
    grant: async (trx, g) => {
      const held = await entitlementEnd(trx, g.userId, kind, MODEL_ACCESS_ID);
      const from = Math.max(now(), held?.expiresAt?.getTime() ?? 0);
      const expiresAt = new Date(from + (g.item.days ?? 0) * DAY_MS);
      await upsertSubscription(trx, { userId: g.userId, kind, id: MODEL_ACCESS_ID, purchaseId: g.purchaseId, expiresAt });
      return expiresAt;
    },
    accessEnd: async (db, userId) => (await entitlementEnd(db, userId, kind, MODEL_ACCESS_ID))?.expiresAt ?? null,
  };
}
