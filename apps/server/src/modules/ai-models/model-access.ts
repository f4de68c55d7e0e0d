import type { ModelAccess, ModelKind } from '@scoreline/contract';
import type { Executor } from '../wallet/index.ts';
import { entitlementEnd, vipUnlockEnd } from './ai-models.repo.ts';
import { MODEL_ACCESS_ID, MODEL_ITEM_KIND } from './model-packages.ts';

/** A caller's access to one model: a package bought (until its end) or the VIP level that unlocks it. */
export async function modelAccessOf(db: Executor, userId: number | null, model: ModelKind, now: number): Promise<ModelAccess> {
  if (userId === null) return { model, active: false, via: null, expiresAt: null };
  const kind = MODEL_ITEM_KIND[model];
  const [held, vipEnd] = await Promise.all([entitlementEnd(db, userId, kind, MODEL_ACCESS_ID), vipUnlockEnd(db, userId, kind, now)]);
  const subEnd = held?.expiresAt && held.expiresAt.getTime() > now ? held.expiresAt.getTime() : null;
  const vip = vipEnd?.getTime() ?? null;
  if (subEnd === null && vip === null) return { model, active: false, via: null, expiresAt: null };
  return { model, active: true, via: subEnd !== null ? 'subscription' : 'vip', expiresAt: Math.max(subEnd ?? 0, vip ?? 0) };
}
