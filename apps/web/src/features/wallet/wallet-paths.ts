/** The wallet's spec paths (section 2, user pages) and how their queries are built. */
export const walletPaths = {
  topUp: '/pages/user/pay_page',
  vip: '/pages/user/vip_page',
  vipCheckout: '/pages/user/vip_page_now',
  products: '/pages/user/zj_pay',
  ledger: '/pages/user/money_details',
  coupons: '/pages/user/coupon_list_all',
  chooseCoupon: '/pages/user/coupon_list',
  invitations: '/pages/user/yq_user',
  share: '/pages/user/share',
  shareTips: '/pages/user/share_tips',
  withdrawals: '/pages/user/txsq_list',
  login: '/pages/user/login',
} as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** vip_page_now?id=vip_month */
export const vipCheckoutHref = (productId: string) => withQuery(walletPaths.vipCheckout, { id: productId });

/** coupon_list?kind=vip&price=300: the coupons that can pay for this item. */
export const chooseCouponHref = (kind: string, priceCoins: number) => withQuery(walletPaths.chooseCoupon, { kind, price: String(priceCoins) });
