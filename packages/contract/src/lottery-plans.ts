/** The lottery calculators' calls (MobileJin): the day's lottery matches and saved plans. */
export const lotteryPlanCalls = {} as const;
