import { accountCalls } from './account.ts';
import { aiCalls } from './ai.ts';
import { aiChaseCalls } from './ai-chase.ts';
import { aiModelCalls } from './ai-models.ts';
import { basketballCalls } from './basketball.ts';
import { chatCalls } from './chat.ts';
import { contentCalls } from './content.ts';
import { dataTabCalls } from './data-tab.ts';
import { favouriteCalls } from './favourites.ts';
import { footballHistoryCalls } from './football-history.ts';
import { footballListCalls } from './football-lists.ts';
import { footballMatchCalls } from './football-match.ts';
import { lotteryDataCalls } from './lottery-data.ts';
import { lotteryPlanCalls } from './lottery-plans.ts';
import { paymentCalls } from './payments.ts';
import { sundryCalls } from './sundry.ts';
import { walletCalls } from './wallet.ts';
import { wechatCalls } from './wechat.ts';

/**
 * The calls of `calls` (index.ts) by the contract file that defines them. Each call's reference
 * names its group, so the web loads the reply schemas of one file, not every feature's (see
 * `callGroupLoaders` in lazy-schemas.ts; contract tests check both cover exactly `calls`).
 */
export const callsByGroup = {
  account: accountCalls,
  ai: aiCalls,
  aiChase: aiChaseCalls,
  aiModels: aiModelCalls,
  basketball: basketballCalls,
  chat: chatCalls,
  content: contentCalls,
  dataTab: dataTabCalls,
  favourites: favouriteCalls,
  footballHistory: footballHistoryCalls,
  footballLists: footballListCalls,
  footballMatch: footballMatchCalls,
  lotteryData: lotteryDataCalls,
  lotteryPlans: lotteryPlanCalls,
  payments: paymentCalls,
  sundry: sundryCalls,
  wallet: walletCalls,
  wechat: wechatCalls,
} as const;

export type CallsByGroup = typeof callsByGroup;
export type CallGroup = keyof CallsByGroup;
