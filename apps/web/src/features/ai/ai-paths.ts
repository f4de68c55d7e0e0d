/** The AI feature's spec paths. */
export const aiPaths = {
  /** The football plans tab (胜平负 / 进球数 / 半全场). */
  footballPlans: '/pages/tabBar/ai_zq_jh',
  /** The basketball plans tab (让分 / 大小分 / 2串1). */
  basketballPlans: '/pages/tabBar/ai_lan',
  /** The public scorecard: calibration, RPS against the market, every settled plan with its proof. */
  scorecard: '/pages/ai/ai_jh',
  login: '/pages/user/login',
  topUp: '/pages/user/pay_page',
} as const;
