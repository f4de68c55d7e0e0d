import { accountCalls } from './account.ts';
import { aiCalls } from './ai.ts';
import { aiChaseCalls } from './ai-chase.ts';
import { aiModelCalls } from './ai-models.ts';
import { basketballCalls } from './basketball.ts';
import { callPath, type CallDef } from './call.ts';
import { chatCalls } from './chat.ts';
import { contentCalls } from './content.ts';
import { dataTabCalls } from './data-tab.ts';
import { favouriteCalls } from './favourites.ts';
import { footballCalls } from './football.ts';
import { lotteryDataCalls } from './lottery-data.ts';
import { lotteryPlanCalls } from './lottery-plans.ts';
import { paymentCalls } from './payments.ts';
import { sundryCalls } from './sundry.ts';
import { walletCalls } from './wallet.ts';
import { wechatCalls } from './wechat.ts';

export * from './access.ts';
export * from './account.ts';
export * from './ai.ts';
export * from './ai-chase.ts';
export * from './ai-models.ts';
export * from './app-meta.ts';
export * from './basketball.ts';
export * from './call.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './content.ts';
export * from './data-tab.ts';
export * from './favourites.ts';
export * from './football.ts';
export * from './locale.ts';
export * from './lottery-data.ts';
export * from './lottery-plans.ts';
export * from './payments.ts';
export * from './push.ts';
export * from './status.ts';
export * from './sundry.ts';
export * from './wallet.ts';
export * from './wallet-rules.ts';
export * from './wechat.ts';

/**
 * Every call of the API, by a well-named key. The server registers exactly these routes;
 * the web client types its calls from them. Pinyin names stay only in `module`/`name`.
 */
export const calls = {
  ...aiCalls,
  ...aiChaseCalls,
  ...aiModelCalls,
  ...chatCalls,
  ...contentCalls,
  ...dataTabCalls,
  ...lotteryPlanCalls,
  ...paymentCalls,
  ...walletCalls,
  ...accountCalls,
  ...basketballCalls,
  ...lotteryDataCalls,
  ...footballCalls,
  ...favouriteCalls,
  ...sundryCalls,
  ...wechatCalls,
} as const;

export type Calls = typeof calls;
export type CallKey = keyof Calls;

/** Every call as a list, e.g. for route registration and the OpenAPI document. */
export const callList: readonly CallDef[] = Object.values(calls);

/** Looks a call up by its path (case-insensitive, as the spec spells modules both ways). */
export function findCallByPath(path: string): CallDef | undefined {
  const lower = path.toLowerCase();
  return callList.find((c) => callPath(c).toLowerCase() === lower);
}
