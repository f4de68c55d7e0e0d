import type { Locale } from '@scoreline/contract';

/** The basketball model's explanation (MobileLan/getLanMxHint), in the four app languages. */

interface HintFacts {
  leadHours: number;
  edgePercent: number;
}

type Paragraph = (f: HintFacts) => string;

const general: Record<Locale, Paragraph> = {
  'zh-Hans': () => '篮球模型给出每场比赛的胜负、让分、大小分概率和 12 档胜分差分布：分差服从以主队让分为中心的正态分布，总分以大小分盘口为中心。',
  'zh-Hant': () => '籃球模型給出每場比賽的勝負、讓分、大小分機率和 12 檔勝分差分佈：分差服從以主隊讓分為中心的常態分佈，總分以大小分盤口為中心。',
  en: () => 'The basketball model gives each game\'s moneyline, spread and total probabilities and the 12 winning-margin bands: the margin is normal around the home spread, the total around the market total.',
  ja: () => 'バスケットボールモデルは各試合の勝敗・ハンデ・トータルの確率と 12 段階の得点差分布を出します。得点差はホームのハンデを中心とする正規分布、総得点はトータルのラインが中心です。',
};

const sources: Record<string, Record<Locale, Paragraph>> = {
  'market-opening': {
    'zh-Hans': () => '当前模型拟合的是开盘时的让分和总分（从不使用临场收盘价，也不使用比赛中的任何信息）。',
    'zh-Hant': () => '目前模型擬合的是開盤時的讓分和總分（從不使用臨場收盤價，也不使用比賽中的任何資訊）。',
    en: () => 'The current model is fitted to the opening spread and total (never the closing prices, never anything from the game itself).',
    ja: () => '現在のモデルはオープニング時のハンデとトータルに当てはめています（締切時のオッズや試合中の情報は一切使いません）。',
  },
  'team-ratings-blend': {
    'zh-Hans': () => '当前模型把由历史比赛拟合的球队实力评分与发布时的赛前盘口加权结合（从不使用收盘价）。',
    'zh-Hant': () => '目前模型把由歷史比賽擬合的球隊實力評分與發佈時的賽前盤口加權結合（從不使用收盤價）。',
    en: () => 'The current model blends team ratings fitted on past games with the pre-game prices at publication (never the closing prices).',
    ja: () => '現在のモデルは過去の試合から推定したチームレーティングと公開時点の試合前オッズを加重して組み合わせています（締切オッズは使いません）。',
  },
  'team-ratings': {
    'zh-Hans': () => '当前模型只使用由历史比赛拟合的球队实力评分（数据中没有赛前盘口时）。',
    'zh-Hant': () => '目前模型只使用由歷史比賽擬合的球隊實力評分（資料中沒有賽前盤口時）。',
    en: () => 'The current model uses team ratings fitted on past games alone (when the data has no pre-game prices).',
    ja: () => '現在のモデルは過去の試合から推定したチームレーティングのみを使います（試合前オッズがデータにない場合）。',
  },
};

const rules: Record<Locale, Paragraph> = {
  'zh-Hans': (f) => `每个预测在开赛前 ${f.leadHours} 小时内发布并写入哈希链，之后不再修改；当模型概率 × 竞彩赔率 ÷ 返奖率 − 1 ≥ ${f.edgePercent}% 时才发布价值方案。`,
  'zh-Hant': (f) => `每個預測在開賽前 ${f.leadHours} 小時內發佈並寫入雜湊鏈，之後不再修改；當模型機率 × 競彩賠率 ÷ 返獎率 − 1 ≥ ${f.edgePercent}% 時才發佈價值方案。`,
  en: (f) => `Each prediction is published within ${f.leadHours} hours before tip-off into the hash chain and never changed; a value plan is published only when model probability × lottery odds ÷ return rate − 1 ≥ ${f.edgePercent}%.`,
  ja: (f) => `各予想は試合開始前 ${f.leadHours} 時間以内に公開されハッシュチェーンに記録され、以後変更されません。モデル確率 × くじのオッズ ÷ 還元率 − 1 ≥ ${f.edgePercent}% の時だけバリュープランを公開します。`,
};

const record: Record<Locale, Paragraph> = {
  'zh-Hans': () => '下方战绩只统计已结算的比赛：各玩法概率最高选项的命中率，以及胜负概率的校准情况。',
  'zh-Hant': () => '下方戰績只統計已結算的比賽：各玩法機率最高選項的命中率，以及勝負機率的校準情況。',
  en: () => 'The record below counts settled games only: how often each play\'s most probable option won, and how well the moneyline probabilities are calibrated.',
  ja: () => '下の成績は精算済みの試合のみを数えます：各プレーで最も確率の高い選択肢の的中率と、勝敗確率のキャリブレーションです。',
};

/** The explanation paragraphs; the source paragraph only when the latest public prediction names one. */
export function basketballHint(locale: Locale, facts: HintFacts, source: string | null): string[] {
  const paragraphs = [general[locale](facts)];
  const described = source !== null && Object.hasOwn(sources, source) ? sources[source] : undefined;
  if (described) paragraphs.push(described[locale](facts));
  paragraphs.push(rules[locale](facts), record[locale](facts));
  return paragraphs;
}
