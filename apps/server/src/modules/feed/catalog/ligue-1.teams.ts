import type { TeamRow } from './name.rows.ts';

/**
 * Every Ligue 1 club of 2018-19 .. 2024-25 (football-data.co.uk spellings as aliases). Lens and
 * Reims are both ランス in Japanese; their short names keep the usual prefixes (RC/スタッド) apart.
 */
export const LIGUE_1_TEAMS: readonly TeamRow[] = [
  ['ajaccio', '#E2001A', ['Ajaccio'], 'AC Ajaccio|Ajaccio', '阿雅克肖', '阿積士', 'ACアジャクシオ|アジャクシオ'],
  ['amiens', '#1D1D1B', ['Amiens'], 'Amiens SC|Amiens', '亚眠', '亞眠', 'アミアンSC|アミアン'],
  ['angers', '#000000', ['Angers'], 'Angers SCO|Angers', '昂热', '昂熱', 'アンジェSCO|アンジェ'],
  ['auxerre', '#0057A8', ['Auxerre'], 'AJ Auxerre|Auxerre', '欧塞尔', '歐塞爾', 'AJオセール|オセール'],
  ['bordeaux', '#001C3F', ['Bordeaux'], 'Girondins de Bordeaux|Bordeaux', '波尔多', '波爾多', 'ジロンダン・ボルドー|ボルドー'],
  ['brest', '#E30613', ['Brest'], 'Stade Brestois|Brest', '布雷斯特', '布雷斯特', 'スタッド・ブレスト|ブレスト'],
  ['caen', '#003C7D', ['Caen'], 'Stade Malherbe Caen|Caen', '卡昂', '卡昂', 'SMカーン|カーン'],
  ['clermont', '#C8102E', ['Clermont'], 'Clermont Foot|Clermont', '克莱蒙', '克萊蒙', 'クレルモン・フット|クレルモン'],
  ['dijon', '#D2001F', ['Dijon'], 'Dijon FCO|Dijon', '第戎', '第戎', 'ディジョンFCO|ディジョン'],
  ['guingamp', '#E2001A', ['Guingamp'], 'En Avant Guingamp|Guingamp', '甘冈', '甘岡', 'EAギャンガン|ギャンガン'],
  ['le-havre', '#6AB2E7', ['Le Havre'], 'Le Havre AC|Le Havre', '勒阿弗尔', '勒阿弗爾', 'ル・アーヴルAC|ル・アーヴル'],
  ['lens', '#FFD100', ['Lens'], 'RC Lens|Lens', '朗斯', '朗斯', 'RCランス|RCランス'],
  ['lille', '#E01E13', ['Lille'], 'Lille OSC|Lille', '里尔', '里爾', 'LOSCリール|リール'],
  ['lorient', '#F47920', ['Lorient'], 'FC Lorient|Lorient', '洛里昂', '洛里昂', 'FCロリアン|ロリアン'],
  ['lyon', '#0F3B82', ['Lyon'], 'Olympique Lyonnais|Lyon', '里昂', '里昂', 'オリンピック・リヨン|リヨン'],
  ['marseille', '#2FAEE0', ['Marseille'], 'Olympique de Marseille|Marseille', '马赛', '馬賽', 'オリンピック・マルセイユ|マルセイユ'],
  ['metz', '#8A1538', ['Metz'], 'FC Metz|Metz', '梅斯', '梅斯', 'FCメス|メス'],
  ['monaco', '#E2001A', ['Monaco'], 'AS Monaco|Monaco', '摩纳哥', '摩納哥', 'ASモナコ|モナコ'],
  ['montpellier', '#003A70', ['Montpellier'], 'Montpellier HSC|Montpellier', '蒙彼利埃', '蒙彼利埃', 'モンペリエHSC|モンペリエ'],
  ['nantes', '#FCD405', ['Nantes'], 'FC Nantes|Nantes', '南特', '南特', 'FCナント|ナント'],
  ['nice', '#C8102E', ['Nice'], 'OGC Nice|Nice', '尼斯', '尼斯', 'OGCニース|ニース'],
  ['nimes', '#E2001A', ['Nimes'], 'Nîmes Olympique|Nîmes', '尼姆', '尼姆', 'ニーム・オリンピック|ニーム'],
  ['paris-saint-germain', '#004170', ['Paris SG'], 'Paris Saint-Germain|PSG', '巴黎圣日耳曼|巴黎', '巴黎聖日耳門|巴黎', 'パリ・サンジェルマン|パリSG'],
  ['reims', '#E2001A', ['Reims'], 'Stade de Reims|Reims', '兰斯', '蘭斯', 'スタッド・ランス|スタッド・ランス'],
  ['rennes', '#E13327', ['Rennes'], 'Stade Rennais|Rennes', '雷恩', '雷恩', 'スタッド・レンヌ|レンヌ'],
  ['saint-etienne', '#009A44', ['St Etienne'], 'AS Saint-Étienne|Saint-Étienne', '圣埃蒂安', '聖伊天', 'ASサンテティエンヌ|サンテティエンヌ'],
  ['strasbourg', '#009FE3', ['Strasbourg'], 'RC Strasbourg|Strasbourg', '斯特拉斯堡', '史特拉斯堡', 'RCストラスブール|ストラスブール'],
  ['toulouse', '#5B2B82', ['Toulouse'], 'Toulouse FC|Toulouse', '图卢兹', '圖盧茲', 'トゥールーズFC|トゥールーズ'],
  ['troyes', '#0055A4', ['Troyes'], 'ES Troyes AC|Troyes', '特鲁瓦', '特魯瓦', 'ESTACトロワ|トロワ'],
];
