/**
 * Every route path the spec names (section 2), in its order. The route table may serve only
 * these; routes.test.ts keeps the list of those not served yet visible.
 */
const group = (base: string, names: readonly string[]) => names.map((name) => `${base}/${name}`);

export const specRoutePaths: readonly string[] = [
  // The root path is an alias of the start page, the entry screen.
  '/',
  ...group('/pages/tabBar', ['home', 'score', 'data_list', 'zl_zj', 'user']),
  ...group('/pages/tabBar', ['index', 'ai_zq_jh', 'no_notwork', 'expert', 'news_page', 'ai_lan', 'start']),
  ...group('/pages/ai_lan', ['ai_lan_details', 'ai_lan_jh_details', 'pay_lan_ai', 'pay_model']),
  '/pages/ai/ai_jh',
  ...group('/pages/expert', ['expert_s', 'expert_ph']),
  ...group('/pages/index', ['expert_ls_list', 'expert_ls_list_one']),
  ...group('/pages/index', ['webViewPage', 'details', 'user_details', 'news_list', 'news_details']),
  ...group('/pages/user', [
    'zhaomu', 'ai_kf', 'huodong_list1', 'huodong_list2', 'cai', 'pay_ai',
    'coupon_list_all', 'coupon_list',
    'bind_msg', 'bind_phone', 'bindwx', 'bindwxx',
    'txsq_list', 'expert_admin', 'zb_link', 'zhiboList',
    'webView', 'share_tips', 'share',
    'my_module', 'money_details', 'pay_fa', 'modules_pay',
    'xy', 'link', 'yq_user',
    'pay_page', 'vip_page', 'vip_page_now', 'zj_pay',
    'expert', 'release', 'add_game', 'add_game_one',
    'my_expert', 'my_user', 'release_text', 'edit_text',
    'user_setting', 'edit_user', 'login',
  ]),
  ...group('/pages/jisuan', [
    'chaifen',
    'sfc_calculator', 'rjiu_calculator', 'beidan_calculator', 'score_calculator', 'lanqiu_calculator',
    'sfcplan_detai', 'rjiuplan_detai', 'beidanplan_detai', 'plan_detai', 'lanplan_detai',
    'plan_detai_share', 'beidanplan_detai_share',
    'beidan_Bonus', 'lan_Bonus', 'Bonus',
    'filters', 'beidan_filters', 'sfc_filters', 'rjiu_filters',
    'plan',
  ]),
  ...group('/pages/score', [
    'jubao', 'game_setting', 'screen', 'screen_companies', 'screen_companies_l',
    'screen_game_type', 'screen_game_type_z_now', 'screen_game_type_l',
    'course', 'courseL', 'course_details', 'course_detailsL', 'videoh5',
  ]),
  ...group('/pages/data_list', ['data_list_details', 'data_list_14', 'num_details', 'history_list', 'history_list_kj', 'common_pay']),
  ...group('/pages/data_page', ['jf_details', 'details1']),
];
