import type { Locale } from '@scoreline/contract';

/** Server-built sentences of the VIP description (Sundry/getMiaoShu), in the four languages. */
export const vipDescriptionTexts: Record<Locale, { title: string; line: (name: string, percent: number, free: number) => string; footer: string }> = {
  'zh-Hans': {
    title: '会员优惠说明',
    line: (name, percent, free) => `${name}：金币购买方案、模型享 ${(100 - percent) / 10} 折优惠，每日免费查看 ${free} 个方案`,
    footer: '会员到期前续费，时长在剩余时间上累加；优惠券与会员折扣可同时使用。',
  },
  'zh-Hant': {
    title: '會員優惠說明',
    line: (name, percent, free) => `${name}：金幣購買方案、模型享 ${(100 - percent) / 10} 折優惠，每日免費查看 ${free} 個方案`,
    footer: '會員到期前續費，時長在剩餘時間上累加；優惠券與會員折扣可同時使用。',
  },
  en: {
    title: 'Member discounts',
    line: (name, percent, free) => `${name}: ${percent}% off plans and models bought with coins, ${free} free ${free === 1 ? 'plan' : 'plans'} a day`,
    footer: 'Renewing before expiry adds to the remaining time; coupons and the member discount combine.',
  },
  ja: {
    title: '会員特典について',
    line: (name, percent, free) => `${name}：コインでのプラン・モデル購入が ${percent}% オフ、毎日 ${free} 件のプランを無料で閲覧`,
    footer: '期限前に更新すると残り期間に加算されます。クーポンと会員割引は併用できます。',
  },
};
