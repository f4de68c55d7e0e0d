/** The chase feature's spec path and its inner views (query parameters on pay_ai). */
export const aiChasePaths = {
  /** My AI purchases: bought plans, the chase subscription and plans, notification settings. */
  payAi: '/pages/user/pay_ai',
  /** The wallet's chase-plan subscription shop (MobileCoin/payZuiji). */
  subscribe: '/pages/user/zj_pay',
  login: '/pages/user/login',
} as const;

export type PayAiView = 'plans' | 'chase' | 'notify';

/** pay_ai?view=chase, pay_ai?view=chase&id=3 (one chase plan), pay_ai?view=chase&new=spf (the form). */
export function payAiHref(view: PayAiView, extra: Record<string, string> = {}): string {
  return `${aiChasePaths.payAi}?${new URLSearchParams({ view, ...extra }).toString()}`;
}
