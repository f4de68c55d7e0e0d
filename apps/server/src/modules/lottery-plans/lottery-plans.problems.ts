import type { Locale } from '@scoreline/contract';
import type { Game, LotteryInputError, LotteryProblemCode } from '@scoreline/lottery';
import type { ProblemText } from '../../platform/problem-phrases.ts';

/**
 * The lottery package's input problems in the languages other than English, by the package's
 * code (`LotteryInputError.code`); English is the package's own text. `{name}` is filled from the
 * error's params as they are (numbers, pass types, codes, field names), except `{game}`, which
 * reads as the game's name. The web shows the same texts (`lottery.errors.<code>` in its locale
 * files); a test keeps the two equal, so the calculator and the server never word a problem
 * differently.
 */
export const lotteryProblemTexts = {
  planNotObject: { 'zh-Hans': '方案须为 JSON 对象', 'zh-Hant': '方案須為 JSON 物件', ja: 'プランは JSON オブジェクトにしてください' },
  gameUnknown: { 'zh-Hans': '彩种须为以下之一：{games}', 'zh-Hant': '彩種須為以下之一：{games}', ja: 'くじの種類は次のいずれかにしてください：{games}' },
  matchesEmpty: { 'zh-Hans': '请至少选择一场比赛', 'zh-Hant': '請至少選擇一場比賽', ja: '試合を 1 つ以上選んでください' },
  matchIdsRepeated: { 'zh-Hans': '同一场比赛不能重复加入', 'zh-Hant': '同一場比賽不能重複加入', ja: '同じ試合が重複しています' },
  multipleOutOfRange: { 'zh-Hans': '倍数须为 1 至 {max} 的整数', 'zh-Hant': '倍數須為 1 至 {max} 的整數', ja: '倍率は 1〜{max} の整数にしてください' },
  rulesNotObject: { 'zh-Hans': '规则设置（rules）须为对象', 'zh-Hant': '規則設定（rules）須為物件', ja: 'ルール設定（rules）はオブジェクトにしてください' },
  ruleNotAllowed: { 'zh-Hans': '规则 rules.{rule} 须为以下之一：{allowed}', 'zh-Hant': '規則 rules.{rule} 須為以下之一：{allowed}', ja: 'ルール rules.{rule} は次のいずれかにしてください：{allowed}' },
  ruleSingleCap: { 'zh-Hans': '规则 rules.singleCap 须为整数元', 'zh-Hant': '規則 rules.singleCap 須為整數元', ja: 'ルール rules.singleCap は元単位の整数にしてください' },
  ruleBeidanCap: { 'zh-Hans': '规则 rules.beidanCap 须为 null 或整数元', 'zh-Hant': '規則 rules.beidanCap 須為 null 或整數元', ja: 'ルール rules.beidanCap は null か元単位の整数にしてください' },
  ruleSfggBundles: { 'zh-Hans': '规则 rules.sfggBundles 须为过关方式列表', 'zh-Hant': '規則 rules.sfggBundles 須為過關方式列表', ja: 'ルール rules.sfggBundles は組み合わせ方式のリストにしてください' },
  matchNotObject: { 'zh-Hans': '第 {position} 场比赛的数据格式不正确', 'zh-Hant': '第 {position} 場比賽的資料格式不正確', ja: '{position} 試合目のデータ形式が正しくありません' },
  matchNoId: { 'zh-Hans': '第 {position} 场比赛缺少编号', 'zh-Hant': '第 {position} 場比賽缺少編號', ja: '{position} 試合目に ID がありません' },
  handicapNotNumber: { 'zh-Hans': '比赛 {match}：让球数须为数字', 'zh-Hant': '比賽 {match}：讓球數須為數字', ja: '試合 {match}：ハンデは数値にしてください' },
  lineNotNumber: { 'zh-Hans': '比赛 {match}：总分线须为数字', 'zh-Hant': '比賽 {match}：總分線須為數字', ja: '試合 {match}：合計得点ラインは数値にしてください' },
  bankerNotFlag: { 'zh-Hans': '比赛 {match}：是否设胆须为 true 或 false', 'zh-Hant': '比賽 {match}：是否設膽須為 true 或 false', ja: '試合 {match}：軸の指定は true か false にしてください' },
  singleAllowedNotFlag: { 'zh-Hans': '比赛 {match}：是否开售单关须为 true 或 false', 'zh-Hant': '比賽 {match}：是否開售單關須為 true 或 false', ja: '試合 {match}：シングル発売の有無は true か false にしてください' },
  picksEmpty: { 'zh-Hans': '比赛 {match}：请至少选择一个选项', 'zh-Hant': '比賽 {match}：請至少選擇一個選項', ja: '試合 {match}：選択肢を 1 つ以上選んでください' },
  pickTwice: { 'zh-Hans': '比赛 {match}：{play} {option} 重复选择了', 'zh-Hant': '比賽 {match}：{play} {option} 重複選擇了', ja: '試合 {match}：{play} {option} が重複して選ばれています' },
  pickNotObject: { 'zh-Hans': '比赛 {match}：选项的数据格式不正确', 'zh-Hant': '比賽 {match}：選項的資料格式不正確', ja: '試合 {match}：選択肢のデータ形式が正しくありません' },
  playNotCode: { 'zh-Hans': '比赛 {match}：玩法须为玩法代码', 'zh-Hant': '比賽 {match}：玩法須為玩法代碼', ja: '試合 {match}：投票方法はコードで指定してください' },
  playUnknown: { 'zh-Hans': '比赛 {match}：{game}没有玩法 {play}', 'zh-Hant': '比賽 {match}：{game}沒有玩法 {play}', ja: '試合 {match}：{game}に投票方法 {play} はありません' },
  optionUnknown: {
    'zh-Hans': '比赛 {match}：{option} 不是玩法 {play} 的选项（可选：{options}）',
    'zh-Hant': '比賽 {match}：{option} 不是玩法 {play} 的選項（可選：{options}）',
    ja: '試合 {match}：{option} は投票方法 {play} の選択肢ではありません（選択肢：{options}）',
  },
  poolPickOdds: { 'zh-Hans': '比赛 {match}：{game}的选项不带赔率', 'zh-Hant': '比賽 {match}：{game}的選項不帶賠率', ja: '試合 {match}：{game}の選択肢にオッズはありません' },
  oddsNotPrice: {
    'zh-Hans': '比赛 {match}：{play} {option} 的赔率 {odds} 无效（须为不小于 1、最多 {decimals} 位小数的数）',
    'zh-Hant': '比賽 {match}：{play} {option} 的賠率 {odds} 無效（須為不小於 1、最多 {decimals} 位小數的數）',
    ja: '試合 {match}：{play} {option} のオッズ {odds} が正しくありません（1 以上、小数 {decimals} 桁以内の数にしてください）',
  },
  rqspfHandicap: { 'zh-Hans': '比赛 {match}：让球胜平负需要非零的整数让球', 'zh-Hant': '比賽 {match}：讓球勝平負需要非零的整數讓球', ja: '試合 {match}：ハンデ付き勝敗（RQSPF）には 0 以外の整数のハンデが必要です' },
  rfsfHandicap: { 'zh-Hans': '比赛 {match}：让分胜负需要以 .5 结尾的让分', 'zh-Hant': '比賽 {match}：讓分勝負需要以 .5 結尾的讓分', ja: '試合 {match}：ハンデ付き勝敗（RFSF）には .5 で終わるハンデが必要です' },
  dxfLine: { 'zh-Hans': '比赛 {match}：大小分需要以 .5 结尾的正数总分线', 'zh-Hant': '比賽 {match}：大小分需要以 .5 結尾的正數總分線', ja: '試合 {match}：合計得点（DXF）には .5 で終わる正のラインが必要です' },
  beidanSpfHandicap: { 'zh-Hans': '比赛 {match}：北单胜平负的让球须为整数', 'zh-Hant': '比賽 {match}：北單勝平負的讓球須為整數', ja: '試合 {match}：北京単場の勝敗のハンデは整数にしてください' },
  sfggHandicap: { 'zh-Hans': '比赛 {match}：胜负过关需要以 .5 结尾的让球', 'zh-Hant': '比賽 {match}：勝負過關需要以 .5 結尾的讓球', ja: '試合 {match}：勝敗パーレー（SFGG）には .5 で終わるハンデが必要です' },
  beidanMixedPlays: { 'zh-Hans': '北单不能混合玩法过关：本方案用了 {plays}', 'zh-Hant': '北單不能混合玩法過關：本方案用了 {plays}', ja: '北京単場では投票方法を混在できません（このプラン：{plays}）' },
  passesEmpty: { 'zh-Hans': '请至少选择一种过关方式，如 2串1', 'zh-Hant': '請至少選擇一種過關方式，如 2串1', ja: '組み合わせ方式を 1 つ以上選んでください（例：2串1）' },
  passesNotLabels: { 'zh-Hans': '过关方式须为 2串1 这样的名称', 'zh-Hant': '過關方式須為 2串1 這樣的名稱', ja: '組み合わせ方式は 2串1 のような名前で指定してください' },
  passUnknown: { 'zh-Hans': '{game}没有 {pass} 这种过关方式', 'zh-Hant': '{game}沒有 {pass} 這種過關方式', ja: '{game}に {pass} という組み合わせ方式はありません' },
  bundleCombined: { 'zh-Hans': 'M串N 过关方式不能与其他过关方式同时选择', 'zh-Hant': 'M串N 過關方式不能與其他過關方式同時選擇', ja: 'M串N 方式はほかの組み合わせ方式と一緒に選べません' },
  bankersOverFold: {
    'zh-Hans': '设了 {bankers} 个胆，每种过关至少需要 {bankers} 场比赛',
    'zh-Hant': '設了 {bankers} 個膽，每種過關至少需要 {bankers} 場比賽',
    ja: '軸が {bankers} 試合あるため、どの組み合わせにも {bankers} 試合以上が必要です',
  },
  bankersOverPass: {
    'zh-Hans': '设了 {bankers} 个胆，每种过关至少需要 {bankers} 场比赛（{pass} 只有 {legs} 场）',
    'zh-Hant': '設了 {bankers} 個膽，每種過關至少需要 {bankers} 場比賽（{pass} 只有 {legs} 場）',
    ja: '軸が {bankers} 試合あるため、どの組み合わせにも {bankers} 試合以上が必要です（{pass} は {legs} 試合）',
  },
  bankersLeaveNone: { 'zh-Hans': '设胆后须留有可组合的比赛', 'zh-Hant': '設膽後須留有可組合的比賽', ja: '軸以外に組み合わせる試合を残してください' },
  singleWithBankers: { 'zh-Hans': '单关不能设胆', 'zh-Hant': '單關不能設膽', ja: 'シングル（单关）では軸を指定できません' },
  singleNotOpen: { 'zh-Hans': '单关需要每场比赛都开售单关，且所选玩法允许单关', 'zh-Hant': '單關需要每場比賽都開售單關，且所選玩法允許單關', ja: 'シングル（单关）には、すべての試合がシングル発売中で、シングルのできる投票方法であることが必要です' },
  passBeyondLimit: { 'zh-Hans': '过关方式 {pass} 超出了本方案玩法最多 {limit} 关的限制', 'zh-Hant': '過關方式 {pass} 超出了本方案玩法最多 {limit} 關的限制', ja: '組み合わせ方式 {pass} は、このプランの投票方法の上限 {limit} 試合を超えています' },
  passTooFewMatches: {
    'zh-Hans': '{pass} 需要至少 {legs} 场比赛，方案只有 {matches} 场',
    'zh-Hant': '{pass} 需要至少 {legs} 場比賽，方案只有 {matches} 場',
    ja: '{pass} には {legs} 試合以上が必要です（このプランは {matches} 試合）',
  },
  bundleMatches: {
    'zh-Hans': '{pass} 需要正好 {legs} 场比赛，方案有 {matches} 场',
    'zh-Hant': '{pass} 需要正好 {legs} 場比賽，方案有 {matches} 場',
    ja: '{pass} にはちょうど {legs} 試合が必要です（このプランは {matches} 試合）',
  },
  bundleBankers: { 'zh-Hans': '{pass} 不能设胆', 'zh-Hant': '{pass} 不能設膽', ja: '{pass} では軸を指定できません' },
  passNotAllowed: { 'zh-Hans': '当前所选比赛不能使用过关方式 {pass}', 'zh-Hant': '目前所選比賽不能使用過關方式 {pass}', ja: '選んだ試合では組み合わせ方式 {pass} は使えません' },
  poolPasses: { 'zh-Hans': '{game}方案没有过关方式', 'zh-Hant': '{game}方案沒有過關方式', ja: '{game}のプランに組み合わせ方式はありません' },
  sfcMatches: { 'zh-Hans': '胜负彩须选全部 14 场比赛，方案只有 {matches} 场', 'zh-Hant': '勝負彩須選全部 14 場比賽，方案只有 {matches} 場', ja: '14 試合くじは 14 試合すべてを選んでください（このプランは {matches} 試合）' },
  sfcBankers: { 'zh-Hans': '胜负彩不能设胆', 'zh-Hant': '勝負彩不能設膽', ja: '14 試合くじでは軸を指定できません' },
  rjiuMatches: { 'zh-Hans': '任选九须选 9 至 14 场比赛，方案有 {matches} 场', 'zh-Hant': '任選九須選 9 至 14 場比賽，方案有 {matches} 場', ja: '9 試合選択は 9〜14 試合を選んでください（このプランは {matches} 試合）' },
  rjiuBankers: { 'zh-Hans': '任选九最多设 8 个胆，方案有 {bankers} 个', 'zh-Hant': '任選九最多設 8 個膽，方案有 {bankers} 個', ja: '9 試合選択の軸は 8 試合までです（このプランは {bankers} 試合）' },
  tooManyToFilter: { 'zh-Hans': '方案共 {total} 注，过滤最多只能处理 {limit} 注', 'zh-Hant': '方案共 {total} 注，過濾最多只能處理 {limit} 注', ja: 'このプランは {total} 口あります。フィルターで扱えるのは {limit} 口までです' },
  tooManyToOptimise: { 'zh-Hans': '方案共 {total} 注，奖金优化最多只能处理 {limit} 注', 'zh-Hant': '方案共 {total} 注，獎金優化最多只能處理 {limit} 注', ja: 'このプランは {total} 口あります。配当最適化で扱えるのは {limit} 口までです' },
  tooManyForOddsProduct: {
    'zh-Hans': '方案共 {total} 注，赔率积过滤需要逐注计算，最多只能处理 {limit} 注',
    'zh-Hant': '方案共 {total} 注，賠率積過濾需要逐注計算，最多只能處理 {limit} 注',
    ja: 'このプランは {total} 口あります。オッズ積フィルターは 1 口ずつ計算するため {limit} 口までしか扱えません',
  },
  splitLimit: { 'zh-Hans': '每页条数（limit）须为 0 至 {max} 的整数', 'zh-Hant': '每頁筆數（limit）須為 0 至 {max} 的整數', ja: '件数（limit）は 0〜{max} の整数にしてください' },
  splitOffset: { 'zh-Hans': '起始位置（offset）须为不小于 0 的整数', 'zh-Hant': '起始位置（offset）須為不小於 0 的整數', ja: '開始位置（offset）は 0 以上の整数にしてください' },
  noOddsToOptimise: { 'zh-Hans': '{game}方案没有赔率，无法进行奖金优化', 'zh-Hant': '{game}方案沒有賠率，無法進行獎金優化', ja: '{game}のプランにはオッズがないため配当最適化できません' },
  modeUnknown: { 'zh-Hans': '优化方式须为以下之一：{modes}', 'zh-Hant': '優化方式須為以下之一：{modes}', ja: '最適化の方式は次のいずれかにしてください：{modes}' },
  budgetNotEven: { 'zh-Hans': '预算须为偶数元（每注 2 元）', 'zh-Hant': '預算須為偶數元（每注 2 元）', ja: '予算は元単位の偶数にしてください（1 口 2 元）' },
  budgetTooSmall: { 'zh-Hans': '预算至少 {min} 元（{bets} 注每注至少 1 倍）', 'zh-Hant': '預算至少 {min} 元（{bets} 注每注至少 1 倍）', ja: '予算は {min} 元以上にしてください（{bets} 口それぞれに 1 倍以上）' },
  protectRows: { 'zh-Hans': '保本的注须为 0 至 {last} 的序号', 'zh-Hant': '保本的注須為 0 至 {last} 的序號', ja: '元本保証する組み合わせは 0〜{last} の番号で指定してください' },
  moneyNotAmount: { 'zh-Hans': '{field} 须为金额（元），如 100 或 12.50', 'zh-Hant': '{field} 須為金額（元），如 100 或 12.50', ja: '{field} は 100 や 12.50 のような金額（元）にしてください' },
  filtersNotObject: { 'zh-Hans': '过滤条件须为对象', 'zh-Hant': '過濾條件須為物件', ja: 'フィルター条件はオブジェクトにしてください' },
  filterUnknown: { 'zh-Hans': '没有名为 {name} 的过滤条件', 'zh-Hant': '沒有名為 {name} 的過濾條件', ja: '{name} というフィルター条件はありません' },
  filterRange: { 'zh-Hans': '过滤条件 {name} 须为 [最小, 最大] 两个整数，且最小不大于最大', 'zh-Hant': '過濾條件 {name} 須為 [最小, 最大] 兩個整數，且最小不大於最大', ja: 'フィルター条件 {name} は [最小, 最大] の整数 2 つ（最小 ≤ 最大）にしてください' },
  filterDecimalPair: { 'zh-Hans': '过滤条件 {name} 须为 ["最小", "最大"] 两个小数', 'zh-Hant': '過濾條件 {name} 須為 ["最小", "最大"] 兩個小數', ja: 'フィルター条件 {name} は ["最小", "最大"] の小数 2 つにしてください' },
  filterDecimalRange: {
    'zh-Hans': '过滤条件 {name} 须为 ["最小", "最大"] 两个最多 {decimals} 位小数的数，且最小不大于最大',
    'zh-Hant': '過濾條件 {name} 須為 ["最小", "最大"] 兩個最多 {decimals} 位小數的數，且最小不大於最大',
    ja: 'フィルター条件 {name} は小数 {decimals} 桁以内の ["最小", "最大"]（最小 ≤ 最大）にしてください',
  },
  filterNeedsResults: {
    'zh-Hans': '过滤条件 {name} 只适用于按 3/1/0 开奖的玩法（胜平负、让球胜平负、胜负、让分胜负、胜负彩、任选九）',
    'zh-Hant': '過濾條件 {name} 只適用於按 3/1/0 開獎的玩法（勝平負、讓球勝平負、勝負、讓分勝負、勝負彩、任選九）',
    ja: 'フィルター条件 {name} は 3/1/0 で決まる投票方法（勝敗系・14 試合くじ・9 試合選択）にのみ使えます',
  },
  filterMatchUnknown: { 'zh-Hans': '{field}：比赛 {match} 不在方案中', 'zh-Hant': '{field}：比賽 {match} 不在方案中', ja: '{field}：試合 {match} はプランにありません' },
  filterPairsEmpty: { 'zh-Hans': '{field} 须列出比赛和选项', 'zh-Hant': '{field} 須列出比賽和選項', ja: '{field} には試合と選択肢の組を指定してください' },
  filterPairIncomplete: { 'zh-Hans': '{field}：每一组都需要比赛和选项', 'zh-Hant': '{field}：每一組都需要比賽和選項', ja: '{field}：各組に試合と選択肢が必要です' },
  referenceOddsNotPrice: { 'zh-Hans': '参考赔率（比赛 {match}）：{odds} 不是有效的赔率', 'zh-Hant': '參考賠率（比賽 {match}）：{odds} 不是有效的賠率', ja: '参考オッズ（試合 {match}）：{odds} は有効なオッズではありません' },
  referenceOddsMissing: {
    'zh-Hans': '过滤条件 {name} 需要比赛 {match} 的参考赔率（胜负彩、任选九本身没有赔率）',
    'zh-Hant': '過濾條件 {name} 需要比賽 {match} 的參考賠率（勝負彩、任選九本身沒有賠率）',
    ja: 'フィルター条件 {name} には試合 {match} の参考オッズが必要です（14 試合くじ・9 試合選択にはオッズがありません）',
  },
  toleranceNotWhole: { 'zh-Hans': '容错数须为不小于 0 的整数', 'zh-Hant': '容錯數須為不小於 0 的整數', ja: '許容数は 0 以上の整数にしてください' },
  excludeNotList: { 'zh-Hans': '排除项须为开奖结果串或注的序号', 'zh-Hant': '排除項須為開獎結果串或注的序號', ja: '除外項目は結果の文字列か組み合わせの番号にしてください' },
  excludeNotStrings: { 'zh-Hans': '胜负彩、任选九的排除项须为开奖结果串', 'zh-Hant': '勝負彩、任選九的排除項須為開獎結果串', ja: '14 試合くじ・9 試合選択の除外項目は結果の文字列にしてください' },
  excludeRows: { 'zh-Hans': '排除项须为 0 至 {last} 的注序号', 'zh-Hant': '排除項須為 0 至 {last} 的注序號', ja: '除外項目は 0〜{last} の番号にしてください' },
  excludeLength: { 'zh-Hans': '排除项 {combination} 须为 {length} 个字符', 'zh-Hant': '排除項 {combination} 須為 {length} 個字元', ja: '除外項目 {combination} は {length} 文字にしてください' },
  excludeNotInPlan: {
    'zh-Hans': '排除项 {combination} 不是本方案的组合（第 {position} 位）',
    'zh-Hant': '排除項 {combination} 不是本方案的組合（第 {position} 位）',
    ja: '除外項目 {combination} はこのプランの組み合わせではありません（{position} 文字目）',
  },
  excludeMatchCount: { 'zh-Hans': '排除项 {combination} 须正好包含 {matches} 场比赛', 'zh-Hant': '排除項 {combination} 須正好包含 {matches} 場比賽', ja: '除外項目 {combination} はちょうど {matches} 試合を含めてください' },
  prizeRangeNeedsOdds: { 'zh-Hans': '奖金范围过滤只适用于竞彩或北单方案', 'zh-Hant': '獎金範圍過濾只適用於競彩或北單方案', ja: '配当範囲フィルターは競彩か北京単場のプランにのみ使えます' },
  preferencesMissing: {
    'zh-Hans': '过滤条件 {name} 需要先设置偏好 preferences.{which}',
    'zh-Hant': '過濾條件 {name} 需要先設定偏好 preferences.{which}',
    ja: 'フィルター条件 {name} には好み preferences.{which} の設定が必要です',
  },
  groupNotObject: {
    'zh-Hans': '分组 groups[{index}] 须包含选项（picks）和范围（range）',
    'zh-Hant': '分組 groups[{index}] 須包含選項（picks）和範圍（range）',
    ja: 'グループ groups[{index}] には選択肢（picks）と範囲（range）が必要です',
  },
  foldsNeedOdds: { 'zh-Hans': '串关数过滤只适用于竞彩或北单方案', 'zh-Hant': '串關數過濾只適用於競彩或北單方案', ja: '組み合わせ数フィルターは競彩か北京単場のプランにのみ使えます' },
  foldsNotList: { 'zh-Hans': '串关数过滤须列出串关场数', 'zh-Hant': '串關數過濾須列出串關場數', ja: '組み合わせ数フィルターには試合数を並べてください' },
  foldsGap: { 'zh-Hans': '串关数过滤须为本方案中连续的串关场数（缺少 {missing}）', 'zh-Hant': '串關數過濾須為本方案中連續的串關場數（缺少 {missing}）', ja: '組み合わせ数フィルターはこのプランの連続した試合数にしてください（{missing} が抜けています）' },
  scoreNotScore: { 'zh-Hans': '比赛 {match} 的赛果：比分须为 2:1 这样的格式（主:客）', 'zh-Hant': '比賽 {match} 的賽果：比分須為 2:1 這樣的格式（主:客）', ja: '試合 {match} の結果：スコアは 2:1（ホーム:アウェイ）の形にしてください' },
  halfNotScore: { 'zh-Hans': '比赛 {match} 的赛果：半场比分须为 1:0 这样的格式（主:客）', 'zh-Hant': '比賽 {match} 的賽果：半場比分須為 1:0 這樣的格式（主:客）', ja: '試合 {match} の結果：前半のスコアは 1:0（ホーム:アウェイ）の形にしてください' },
  basketballDraw: { 'zh-Hans': '比赛 {match} 的赛果：篮球没有平局（含加时）', 'zh-Hant': '比賽 {match} 的賽果：籃球沒有平局（含加時）', ja: '試合 {match} の結果：バスケットボールに引き分けはありません（延長戦を含む）' },
  halfOverFinal: { 'zh-Hans': '比赛 {match} 的赛果：半场比分 {half} 大于全场比分', 'zh-Hant': '比賽 {match} 的賽果：半場比分 {half} 大於全場比分', ja: '試合 {match} の結果：前半のスコア {half} が最終スコアを上回っています' },
  bqcNeedsHalf: { 'zh-Hans': '比赛 {match} 的赛果：半全场需要半场比分', 'zh-Hant': '比賽 {match} 的賽果：半全場需要半場比分', ja: '試合 {match} の結果：前半/最終（BQC）には前半のスコアが必要です' },
  matchIndexUnknown: { 'zh-Hans': '方案中没有序号为 {index} 的比赛', 'zh-Hant': '方案中沒有序號為 {index} 的比賽', ja: 'プランに番号 {index} の試合はありません' },
  resultsNotObject: { 'zh-Hans': '赛果须按比赛编号列出比分（score）和半场比分（half）', 'zh-Hant': '賽果須按比賽編號列出比分（score）和半場比分（half）', ja: '結果は試合 ID ごとにスコア（score）と前半スコア（half）を指定してください' },
  resultsUnknownMatch: { 'zh-Hans': '赛果中的比赛 {match} 不在方案中', 'zh-Hant': '賽果中的比賽 {match} 不在方案中', ja: '結果の試合 {match} はプランにありません' },
  resultsMissingMatch: { 'zh-Hans': '赛果缺少比赛 {match}', 'zh-Hant': '賽果缺少比賽 {match}', ja: '結果に試合 {match} がありません' },
  poolResultLength: { 'zh-Hans': '开奖结果须为 {length} 个字符（3、1、0 或 *），每场一个', 'zh-Hant': '開獎結果須為 {length} 個字元（3、1、0 或 *），每場一個', ja: '当選結果は 1 試合 1 文字で {length} 文字（3・1・0・*）にしてください' },
  poolResultSymbols: { 'zh-Hans': '开奖结果只能包含 3、1、0 或 *', 'zh-Hant': '開獎結果只能包含 3、1、0 或 *', ja: '当選結果に使えるのは 3・1・0・* だけです' },
  commandUnknown: { 'zh-Hans': '未知命令 {command}，可用：{commands}', 'zh-Hant': '未知命令 {command}，可用：{commands}', ja: '不明なコマンド {command}（使用可能：{commands}）' },
  inputNotObject: { 'zh-Hans': '输入须为一个 JSON 对象', 'zh-Hant': '輸入須為一個 JSON 物件', ja: '入力は 1 つの JSON オブジェクトにしてください' },
  passesMatchesNotList: { 'zh-Hans': '比赛须为带选项的比赛列表', 'zh-Hant': '比賽須為帶選項的比賽列表', ja: '試合は選択肢付きの試合リストにしてください' },
} as const satisfies Record<LotteryProblemCode, ProblemText>;

/** The games' names, as the web names them (`lottery.game.*`). */
export const gameNames = {
  jczq: { 'zh-Hans': '竞彩足球', 'zh-Hant': '競彩足球', ja: 'サッカーくじ' },
  jclq: { 'zh-Hans': '竞彩篮球', 'zh-Hant': '競彩籃球', ja: 'バスケットくじ' },
  beidan: { 'zh-Hans': '北京单场', 'zh-Hant': '北京單場', ja: '北京単場' },
  sfc: { 'zh-Hans': '胜负彩', 'zh-Hant': '勝負彩', ja: '14試合' },
  rjiu: { 'zh-Hans': '任选九', 'zh-Hant': '任選九', ja: '9試合選択' },
} as const satisfies Record<Game, ProblemText>;

const isGame = (value: unknown): value is Game => typeof value === 'string' && Object.hasOwn(gameNames, value);

/**
 * A lottery input problem in a locale: English as the package wrote it, else the code's text with
 * the params filled in.
 *
 * @example lotteryProblemIn({ code: 'passTooFewMatches', params: { pass: '3串1', legs: 3, matches: 2 }, problem: '…' }, 'zh-Hans') // '3串1 需要至少 3 场比赛，方案只有 2 场'
 */
export function lotteryProblemIn(error: Pick<LotteryInputError, 'code' | 'params' | 'problem'>, locale: Locale): string {
  if (locale === 'en') return error.problem;
  const text: string = lotteryProblemTexts[error.code][locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params[name];
    if (value === undefined) return whole;
    return name === 'game' && isGame(value) ? gameNames[value][locale] : String(value);
  });
}
