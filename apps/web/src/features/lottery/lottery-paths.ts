/** The calculator pages (spec section 2, /pages/jisuan/). */
const base = '/pages/jisuan';

export const lotteryPaths = {
  score: `${base}/score_calculator`,
  basketball: `${base}/lanqiu_calculator`,
  beidan: `${base}/beidan_calculator`,
  sfc: `${base}/sfc_calculator`,
  rjiu: `${base}/rjiu_calculator`,
  split: `${base}/chaifen`,
  bonus: `${base}/Bonus`,
  beidanBonus: `${base}/beidan_Bonus`,
  basketballBonus: `${base}/lan_Bonus`,
  filters: `${base}/filters`,
  beidanFilters: `${base}/beidan_filters`,
  sfcFilters: `${base}/sfc_filters`,
  rjiuFilters: `${base}/rjiu_filters`,
  save: `${base}/plan`,
  footballDetail: `${base}/plan_detai`,
  basketballDetail: `${base}/lanplan_detai`,
  beidanDetail: `${base}/beidanplan_detai`,
  sfcDetail: `${base}/sfcplan_detai`,
  rjiuDetail: `${base}/rjiuplan_detai`,
  share: `${base}/plan_detai_share`,
  beidanShare: `${base}/beidanplan_detai_share`,
} as const;
