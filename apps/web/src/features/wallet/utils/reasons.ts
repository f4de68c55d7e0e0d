/** Ledger reasons the wallet names; anything newer shows as "other". */
const known = ['topUp', 'purchase', 'sale', 'commission', 'checkIn', 'withdrawalHold', 'withdrawalRefund', 'refund'] as const;
type Known = (typeof known)[number];

/** The i18n key of a ledger reason. */
export function reasonKey(reason: string): `wallet.reasons.${Known | 'other'}` {
  return (known as readonly string[]).includes(reason) ? `wallet.reasons.${reason as Known}` : 'wallet.reasons.other';
}
