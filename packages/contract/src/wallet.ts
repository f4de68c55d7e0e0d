/** Coins, the ledger, purchases, VIP, coupons, check-in and invitations. */
export const walletCalls = {} as const;
