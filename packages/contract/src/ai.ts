/** AI predictions, plans, models and the published record. */
export const aiCalls = {} as const;
