import type { AiPlanNotice } from '@scoreline/contract';

/** The chase feature's spec path and its inner views (query parameters on pay_ai). */
export const aiChasePaths = {
  /** My AI purchases: bought plans, the chase subscription and plans, notification settings. */
  payAi: '/pages/user/pay_ai',
  /** The wallet's chase-plan subscription shop (MobileCoin/payZuiji). */
  subscribe: '/pages/user/zj_pay',
  login: '/pages/user/login',
  /** Where a plan notice leads: the sport's AI plans tab, which lists the day's plans on sale. */
  footballPlans: '/pages/tabBar/ai_zq_jh',
  basketballPlans: '/pages/tabBar/ai_lan',
} as const;

export type PayAiView = 'plans' | 'chase' | 'notify';

/** pay_ai?view=chase, pay_ai?view=chase&id=3 (one chase plan), pay_ai?view=chase&new=spf (the form). */
export function payAiHref(view: PayAiView, extra: Record<string, string> = {}): string {
  return `${aiChasePaths.payAi}?${new URLSearchParams({ view, ...extra }).toString()}`;
}

/**
 * The message link (`{type}://link{target}`) of a plan notice: the sport's plans page.
 *
 * @example planNoticeHref('basketball') // 'page://link/pages/tabBar/ai_lan'
 */
export function planNoticeHref(sport: AiPlanNotice['sport']): string {
  return `page://link${sport === 'football' ? aiChasePaths.footballPlans : aiChasePaths.basketballPlans}`;
}
