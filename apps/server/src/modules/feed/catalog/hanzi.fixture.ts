/**
 * Simplified → Traditional character pairs for the catalog tests. Only pairs where the
 * Simplified form is not itself used in Traditional text (and the other way round) are listed,
 * so a hit is always a mistake: 联 in a zh-Hant name, or 聯 in a zh-Hans name. Ambiguous
 * characters (里/裡, 台/臺, 干/乾, 后/後, 系/係, 才/纔 …) are left out on purpose.
 */
const PAIRS =
  '联聯 队隊 兰蘭 尔爾 马馬 罗羅 亚亞 维維 纳納 萨薩 伦倫 诺諾 顿頓 汉漢 乌烏 东東 龙龍 门門 华華 国國 ' +
  '际際 热熱 彻徹 凯凱 宁寧 苏蘇 贝貝 费費 达達 图圖 鲁魯 莱萊 奥奧 兹茲 竞競 体體 会會 赛賽 锦錦 标標 ' +
  '预預 选選 欧歐 区區 岛島 乐樂 纽紐 约約 泽澤 韩韓 鲜鮮 们們 广廣 长長 鹏鵬 庆慶 两兩 贵貴 丰豐 诚誠 ' +
  '辽遼 运運 边邊 云雲 黄黃 镇鎮 滨濱 腾騰 绿綠 庄莊 沧滄 狮獅 连連 郑鄭 鹰鷹 篮籃 网網 骑騎 独獨 侠俠 ' +
  '术術 阳陽 开開 犹猶 为為 卫衛 与與 万萬 发發 几幾 内內 属屬 济濟 丽麗 带帶 麦麥 时時 义義 圣聖 卢盧 ' +
  '乔喬 个個 来來 观觀 桥橋 汤湯 库庫 刚剛 缅緬 挝撾 韦韋 岭嶺 协協 级級 组組 职職 业業 荣榮 鸟鳥 猎獵 ' +
  '鹈鵜 鹕鶘 历歷 简簡 齐齊 灵靈 潜潛 毕畢 赖賴 锡錫 兴興 鸿鴻 冈岡 资資 屿嶼 动動 总總 团團 结結 钻鑽 ' +
  '请請 烬燼 战戰 传傳 伟偉 胜勝 设設 怀懷 鸡雞 红紅 蓝藍 军軍 湾灣 阵陣 场場 线線 击擊 轮輪 ' +
  '车車 亿億 厅廳 历歷 壮壯 旧舊 样樣 萧蕭 气氣 汇匯 沟溝 浅淺 渔漁 滩灘 灿燦 炉爐 牵牽 珑瓏';

/** Simplified character → its Traditional form. */
export const TRADITIONAL_OF: ReadonlyMap<string, string> = new Map(
  PAIRS.split(' ').map((pair) => {
    const [simplified = '', traditional = ''] = [...pair];
    return [simplified, traditional];
  }),
);

/** Traditional characters from the pairs, which must not appear in a Simplified name. */
export const TRADITIONAL_ONLY: ReadonlySet<string> = new Set(TRADITIONAL_OF.values());

/**
 * The Simplified-only characters of a text.
 *
 * @example
 * simplifiedChars('曼联') // ['联']
 */
export function simplifiedChars(text: string): string[] {
  return [...text].filter((c) => TRADITIONAL_OF.has(c));
}

/**
 * The Traditional-only characters of a text.
 *
 * @example
 * traditionalChars('曼聯') // ['聯']
 */
export function traditionalChars(text: string): string[] {
  return [...text].filter((c) => TRADITIONAL_ONLY.has(c));
}
