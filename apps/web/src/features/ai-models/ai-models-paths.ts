/** The AI model feature's spec paths and how their queries are built. */
export const aiModelPaths = {
  /** An AI basketball match model: ?id=pred-… */
  basketballDetails: '/pages/ai_lan/ai_lan_details',
  /** An AI basketball plan: ?id=…&day=YYYY-MM-DD */
  basketballPlan: '/pages/ai_lan/ai_lan_jh_details',
  /** Buying an AI basketball plan: ?id=…&day=… */
  payBasketballPlan: '/pages/ai_lan/pay_lan_ai',
  /** Buying the basketball model subscription. */
  payBasketballModel: '/pages/ai_lan/pay_model',
  /** My data models: what I hold, until when. */
  myModels: '/pages/user/my_module',
  /** Model combination: football and basketball packages bought together. */
  modelCombination: '/pages/user/modules_pay',
  /** The data tab's model entry: the football model's record, today's matches, buying. */
  dataModel: '/pages/data_list/common_pay',
  login: '/pages/user/login',
  topUp: '/pages/user/pay_page',
  verify: '/pages/ai/ai_jh',
} as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const basketballDetailsHref = (id: string) => withQuery(aiModelPaths.basketballDetails, { id });
export const basketballPlanHref = (id: string, day: string) => withQuery(aiModelPaths.basketballPlan, { id, day });
export const payBasketballPlanHref = (id: string, day: string) => withQuery(aiModelPaths.payBasketballPlan, { id, day });
export const verifyHref = (ref: string) => withQuery(aiModelPaths.verify, { ref });
