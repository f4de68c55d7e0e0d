/** Match chat (MobileLive) and reports. */
export const chatCalls = {} as const;
