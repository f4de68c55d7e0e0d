import type { CallsByGroup } from './call-groups.ts';

/**
 * The contract's zod schemas as lazily loaded pieces, for the web: each group's calls (one
 * contract file's definitions, with zod) are fetched when the first call of that group is sent,
 * so the scores tab's first replies evaluate the football and account schemas, not every
 * feature's. This file itself imports no zod at run time.
 */
export const callGroupLoaders: { readonly [G in keyof CallsByGroup]: () => Promise<CallsByGroup[G]> } = {
  account: () => import('./account.ts').then((m) => m.accountCalls),
  ai: () => import('./ai.ts').then((m) => m.aiCalls),
  aiChase: () => import('./ai-chase.ts').then((m) => m.aiChaseCalls),
  aiModels: () => import('./ai-models.ts').then((m) => m.aiModelCalls),
  basketball: () => import('./basketball.ts').then((m) => m.basketballCalls),
  chat: () => import('./chat.ts').then((m) => m.chatCalls),
  content: () => import('./content.ts').then((m) => m.contentCalls),
  dataTab: () => import('./data-tab.ts').then((m) => m.dataTabCalls),
  favourites: () => import('./favourites.ts').then((m) => m.favouriteCalls),
  footballHistory: () => import('./football-history.ts').then((m) => m.footballHistoryCalls),
  footballLists: () => import('./football-lists.ts').then((m) => m.footballListCalls),
  footballMatch: () => import('./football-match.ts').then((m) => m.footballMatchCalls),
  lotteryData: () => import('./lottery-data.ts').then((m) => m.lotteryDataCalls),
  lotteryPlans: () => import('./lottery-plans.ts').then((m) => m.lotteryPlanCalls),
  payments: () => import('./payments.ts').then((m) => m.paymentCalls),
  sundry: () => import('./sundry.ts').then((m) => m.sundryCalls),
  wallet: () => import('./wallet.ts').then((m) => m.walletCalls),
  wechat: () => import('./wechat.ts').then((m) => m.wechatCalls),
};

/** The push frames' payload schemas alone (push.ts), for the socket's first frames. */
export const loadPushSchemas = () => import('./push.ts');
export type PushSchemas = Awaited<ReturnType<typeof loadPushSchemas>>;

/**
 * The AI plan notices' schemas alone (ai-chase.ts): the notice listener, mounted on every page,
 * needs them only when a signed-in user's notice frame arrives, not for every visitor.
 */
export const loadAiChaseSchemas = () => import('./ai-chase.ts');
