/** Orders and payment providers (Pay). */
export const paymentCalls = {} as const;
