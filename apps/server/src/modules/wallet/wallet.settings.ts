import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/** The wallet's configuration (from config.ts), passed to its services. */
export interface WalletSettings {
  withdrawCoinsPerYuan: number;
  withdrawMinCoins: number;
  ownerSharePercent: number;
  inviteCommissionPercent: number;
}

export function callerId(ctx: CallContext): number {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity.userId;
}

/** Paging arithmetic shared by the list calls. */
export function offsetOf(p: { page: number; pageSize: number }): number {
  return (p.page - 1) * p.pageSize;
}
