import type { ItemKind } from './wallet-shapes.ts';

/** Wallet rules both sides need (zod-free, for the web's light entry). */

/**
 * Item kinds a VIP's daily free plan views apply to: single plans, not models or subscriptions.
 *
 * @example isFreeViewKind('aiPlan') // true; isFreeViewKind('basketballModel') // false
 */
export const FREE_VIEW_KINDS = ['prediction', 'aiPlan', 'basketballPlan'] as const satisfies readonly ItemKind[];

export function isFreeViewKind(kind: ItemKind): boolean {
  return (FREE_VIEW_KINDS as readonly ItemKind[]).includes(kind);
}
