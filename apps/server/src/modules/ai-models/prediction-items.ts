import { refuseFromKickoff, type Executor, type ItemKindHandler, type PurchasableItem } from '../wallet/index.ts';
import { predictionByRef } from './ai-models.repo.ts';
import { modelAccessOf } from './model-access.ts';

/**
 * The wallet kind `prediction` (MobileCoin/payPrediction) covers more than one seller: the AI's
 * published predictions now, experts' plans later. Each seller owns an id prefix and resolves
 * its own ids; the kind is registered once with the wallet and dispatches by prefix.
 */

export type PredictionResolver = (db: Executor, id: string) => Promise<PurchasableItem | undefined>;
/** Whether a caller opens one of a seller's predictions without buying it (e.g. through a model). */
export type PredictionOpener = (db: Executor, userId: number, id: string, nowMs: number) => Promise<boolean>;

interface PredictionSource {
  resolve: PredictionResolver;
  opens?: PredictionOpener | undefined;
}

/** The AI's predictions are `pred-<match id>`. */
export const AI_PREDICTION_PREFIX = 'pred-';
/** One prediction's price: at least the dearest single AI plan (28), since its numbers show every plan's value. */
export const PREDICTION_PRICE_COINS = 28;

export class PredictionSources {
  private readonly sources = new Map<string, PredictionSource>();

  /** Adds a seller of predictions; prefixes must not overlap. */
  add(prefix: string, resolve: PredictionResolver, opens?: PredictionOpener): void {
    for (const known of this.sources.keys()) {
      if (known.startsWith(prefix) || prefix.startsWith(known)) throw new Error(`prediction id prefix ${prefix} overlaps ${known}`);
    }
    this.sources.set(prefix, { resolve, opens });
  }

  handler(): ItemKindHandler {
    return {
      resolve: async (db, id) => (await this.sourceOf(id)?.resolve(db, id)),
      opens: async (db, userId, id, nowMs) => (await this.sourceOf(id)?.opens?.(db, userId, id, nowMs)) === true,
    };
  }

  private sourceOf(id: string): PredictionSource | undefined {
    for (const [prefix, source] of this.sources) if (id.startsWith(prefix)) return source;
    return undefined;
  }
}

/** Resolves an AI prediction while it is on sale: published, and its match not yet kicked off. */
export function aiPredictionResolver(now: () => number): PredictionResolver {
  return async (db, id) => {
    const row = await predictionByRef(db, id);
    if (!row) return undefined;
    refuseFromKickoff(row.kickoff_at.getTime(), now()); // from kick-off it is public
    return { kind: 'prediction', id, priceCoins: PREDICTION_PRICE_COINS, ownerId: null };
  };
}

/** An AI prediction is open to whoever holds its sport's model (a package, or the VIP level that unlocks it). */
export async function aiPredictionOpens(db: Executor, userId: number, id: string, nowMs: number): Promise<boolean> {
  const row = await predictionByRef(db, id);
  return row !== undefined && (await modelAccessOf(db, userId, row.sport, nowMs)).active;
}
