import type { TeamRow } from './name.rows.ts';

/**
 * Every Premier League club of 2018-19 .. 2024-25. Aliases are football-data.co.uk spellings.
 * zh-Hant is Hong Kong usage (阿仙奴, 車路士, 熱刺 …), as in the module README.
 */
export const PREMIER_LEAGUE_TEAMS: readonly TeamRow[] = [
  ['arsenal', '#EF0107', ['Arsenal'], 'Arsenal', '阿森纳', '阿仙奴', 'アーセナル'],
  ['aston-villa', '#670E36', ['Aston Villa'], 'Aston Villa', '阿斯顿维拉|维拉', '阿士東維拉|維拉', 'アストン・ヴィラ|ヴィラ'],
  ['bournemouth', '#DA291C', ['Bournemouth'], 'AFC Bournemouth|Bournemouth', '伯恩茅斯', '般尼茅夫', 'AFCボーンマス|ボーンマス'],
  ['brentford', '#E30613', ['Brentford'], 'Brentford', '布伦特福德|布伦特', '賓福特', 'ブレントフォード'],
  ['brighton', '#0057B8', ['Brighton'], 'Brighton & Hove Albion|Brighton', '布莱顿', '白禮頓', 'ブライトン・アンド・ホーヴ・アルビオン|ブライトン'],
  ['burnley', '#6C1D45', ['Burnley'], 'Burnley', '伯恩利', '般尼', 'バーンリー'],
  ['cardiff-city', '#0070B5', ['Cardiff'], 'Cardiff City|Cardiff', '卡迪夫城|卡迪夫', '卡迪夫城|卡迪夫', 'カーディフ・シティ|カーディフ'],
  ['chelsea', '#034694', ['Chelsea'], 'Chelsea', '切尔西', '車路士', 'チェルシー'],
  ['crystal-palace', '#1B458F', ['Crystal Palace'], 'Crystal Palace|Palace', '水晶宫', '水晶宮', 'クリスタル・パレス|パレス'],
  ['everton', '#003399', ['Everton'], 'Everton', '埃弗顿', '愛華頓', 'エヴァートン'],
  ['fulham', '#000000', ['Fulham'], 'Fulham', '富勒姆', '富咸', 'フラム'],
  ['huddersfield-town', '#0E63AD', ['Huddersfield'], 'Huddersfield Town|Huddersfield', '哈德斯菲尔德|哈镇', '哈德斯菲爾德|哈德斯', 'ハダースフィールド・タウン|ハダースフィールド'],
  ['ipswich-town', '#0044A9', ['Ipswich'], 'Ipswich Town|Ipswich', '伊普斯维奇', '葉士域治', 'イプスウィッチ・タウン|イプスウィッチ'],
  ['leeds-united', '#1D428A', ['Leeds'], 'Leeds United|Leeds', '利兹联', '列斯聯', 'リーズ・ユナイテッド|リーズ'],
  ['leicester-city', '#003090', ['Leicester'], 'Leicester City|Leicester', '莱斯特城|莱斯特', '李斯特城', 'レスター・シティ|レスター'],
  ['liverpool', '#C8102E', ['Liverpool'], 'Liverpool', '利物浦', '利物浦', 'リヴァプール'],
  ['luton-town', '#F78F1E', ['Luton'], 'Luton Town|Luton', '卢顿', '盧頓', 'ルートン・タウン|ルートン'],
  ['manchester-city', '#6CABDD', ['Man City'], 'Manchester City|Man City', '曼彻斯特城|曼城', '曼徹斯特城|曼城', 'マンチェスター・シティ|マンC'],
  ['manchester-united', '#DA291C', ['Man United'], 'Manchester United|Man Utd', '曼彻斯特联|曼联', '曼徹斯特聯|曼聯', 'マンチェスター・ユナイテッド|マンU'],
  ['newcastle-united', '#241F20', ['Newcastle'], 'Newcastle United|Newcastle', '纽卡斯尔联|纽卡斯尔', '紐卡素', 'ニューカッスル・ユナイテッド|ニューカッスル'],
  ['norwich-city', '#00A650', ['Norwich'], 'Norwich City|Norwich', '诺维奇', '諾域治', 'ノリッジ・シティ|ノリッジ'],
  ['nottingham-forest', '#DD0000', ["Nott'm Forest"], "Nottingham Forest|Nott'm Forest", '诺丁汉森林|森林', '諾定咸森林|森林', 'ノッティンガム・フォレスト|フォレスト'],
  ['sheffield-united', '#EE2737', ['Sheffield United'], 'Sheffield United|Sheffield Utd', '谢菲尔德联|谢菲联', '錫菲聯', 'シェフィールド・ユナイテッド|シェフィールドU'],
  ['southampton', '#D71920', ['Southampton'], 'Southampton', '南安普顿', '修咸頓', 'サウサンプトン'],
  ['tottenham-hotspur', '#132257', ['Tottenham'], 'Tottenham Hotspur|Tottenham', '托特纳姆热刺|热刺', '熱刺', 'トッテナム・ホットスパー|トッテナム'],
  ['watford', '#FBEE23', ['Watford'], 'Watford', '沃特福德', '屈福特', 'ワトフォード'],
  ['west-bromwich-albion', '#122F67', ['West Brom'], 'West Bromwich Albion|West Brom', '西布罗姆维奇|西布朗', '西布朗', 'ウェスト・ブロムウィッチ・アルビオン|WBA'],
  ['west-ham-united', '#7A263A', ['West Ham'], 'West Ham United|West Ham', '西汉姆联|西汉姆', '韋斯咸', 'ウェストハム・ユナイテッド|ウェストハム'],
  ['wolverhampton-wanderers', '#FDB913', ['Wolves'], 'Wolverhampton Wanderers|Wolves', '伍尔弗汉普顿流浪者|狼队', '狼隊', 'ウォルヴァーハンプトン・ワンダラーズ|ウルヴス'],
];
