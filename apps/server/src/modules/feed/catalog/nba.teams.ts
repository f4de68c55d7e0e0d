import type { HexColour } from './catalog.types.ts';
import type { TeamEntry } from './name.rows.ts';
import { namesOf } from './name.rows.ts';

/**
 * The 30 NBA franchises. Each maps the Kaggle file's lower-case code (`gs`, `no`, `utah`, `wsh`)
 * and the NBA.com three-letter code (`GSW`, `NOP`, `UTA`, `WAS`); franchises that moved or were
 * renamed since 2007 also take their old NBA.com codes (SEA → OKC, NJN → BKN, NOH/NOK → NOP), so
 * older box scores resolve too. Colours are the teams' official primary colours. zh-Hant follows
 * Hong Kong usage where it differs from the mainland name (塞爾特人, 速龍, 木狼, 紐約人, 金塊, 巫師,
 * 快艇); otherwise it is the mainland name in Traditional characters.
 */
type NbaRow = readonly [id: string, colour: HexColour, kaggle: string, nba: readonly string[], en: string, zhHans: string, zhHant: string, ja: string];

const ROWS: readonly NbaRow[] = [
  ['atlanta-hawks', '#E03A3E', 'atl', ['ATL'], 'Atlanta Hawks|Hawks', '亚特兰大老鹰|老鹰', '亞特蘭大鷹|鷹', 'アトランタ・ホークス|ホークス'],
  ['boston-celtics', '#007A33', 'bos', ['BOS'], 'Boston Celtics|Celtics', '波士顿凯尔特人|凯尔特人', '波士頓塞爾特人|塞爾特人', 'ボストン・セルティックス|セルティックス'],
  ['brooklyn-nets', '#000000', 'bkn', ['BKN', 'NJN'], 'Brooklyn Nets|Nets', '布鲁克林篮网|篮网', '布魯克林籃網|籃網', 'ブルックリン・ネッツ|ネッツ'],
  ['charlotte-hornets', '#1D1160', 'cha', ['CHA'], 'Charlotte Hornets|Hornets', '夏洛特黄蜂|黄蜂', '夏洛特黃蜂|黃蜂', 'シャーロット・ホーネッツ|ホーネッツ'],
  ['chicago-bulls', '#CE1141', 'chi', ['CHI'], 'Chicago Bulls|Bulls', '芝加哥公牛|公牛', '芝加哥公牛|公牛', 'シカゴ・ブルズ|ブルズ'],
  ['cleveland-cavaliers', '#860038', 'cle', ['CLE'], 'Cleveland Cavaliers|Cavaliers', '克利夫兰骑士|骑士', '克里夫蘭騎士|騎士', 'クリーブランド・キャバリアーズ|キャバリアーズ'],
  ['dallas-mavericks', '#00538C', 'dal', ['DAL'], 'Dallas Mavericks|Mavericks', '达拉斯独行侠|独行侠', '達拉斯獨行俠|獨行俠', 'ダラス・マーベリックス|マーベリックス'],
  ['denver-nuggets', '#0E2240', 'den', ['DEN'], 'Denver Nuggets|Nuggets', '丹佛掘金|掘金', '丹佛金塊|金塊', 'デンバー・ナゲッツ|ナゲッツ'],
  ['detroit-pistons', '#C8102E', 'det', ['DET'], 'Detroit Pistons|Pistons', '底特律活塞|活塞', '底特律活塞|活塞', 'デトロイト・ピストンズ|ピストンズ'],
  ['golden-state-warriors', '#1D428A', 'gs', ['GSW'], 'Golden State Warriors|Warriors', '金州勇士|勇士', '金州勇士|勇士', 'ゴールデンステート・ウォリアーズ|ウォリアーズ'],
  ['houston-rockets', '#CE1141', 'hou', ['HOU'], 'Houston Rockets|Rockets', '休斯顿火箭|火箭', '侯斯頓火箭|火箭', 'ヒューストン・ロケッツ|ロケッツ'],
  ['indiana-pacers', '#002D62', 'ind', ['IND'], 'Indiana Pacers|Pacers', '印第安纳步行者|步行者', '印第安納步行者|步行者', 'インディアナ・ペイサーズ|ペイサーズ'],
  ['la-clippers', '#C8102E', 'lac', ['LAC'], 'LA Clippers|Clippers', '洛杉矶快船|快船', '洛杉磯快艇|快艇', 'ロサンゼルス・クリッパーズ|クリッパーズ'],
  ['los-angeles-lakers', '#552583', 'lal', ['LAL'], 'Los Angeles Lakers|Lakers', '洛杉矶湖人|湖人', '洛杉磯湖人|湖人', 'ロサンゼルス・レイカーズ|レイカーズ'],
  ['memphis-grizzlies', '#5D76A9', 'mem', ['MEM'], 'Memphis Grizzlies|Grizzlies', '孟菲斯灰熊|灰熊', '孟菲斯灰熊|灰熊', 'メンフィス・グリズリーズ|グリズリーズ'],
  ['miami-heat', '#98002E', 'mia', ['MIA'], 'Miami Heat|Heat', '迈阿密热火|热火', '邁阿密熱火|熱火', 'マイアミ・ヒート|ヒート'],
  ['milwaukee-bucks', '#00471B', 'mil', ['MIL'], 'Milwaukee Bucks|Bucks', '密尔沃基雄鹿|雄鹿', '密爾沃基雄鹿|雄鹿', 'ミルウォーキー・バックス|バックス'],
  ['minnesota-timberwolves', '#0C2340', 'min', ['MIN'], 'Minnesota Timberwolves|Timberwolves', '明尼苏达森林狼|森林狼', '明尼蘇達木狼|木狼', 'ミネソタ・ティンバーウルブズ|ウルブズ'],
  ['new-orleans-pelicans', '#0C2340', 'no', ['NOP', 'NOH', 'NOK'], 'New Orleans Pelicans|Pelicans', '新奥尔良鹈鹕|鹈鹕', '新奧爾良鵜鶘|鵜鶘', 'ニューオーリンズ・ペリカンズ|ペリカンズ'],
  ['new-york-knicks', '#006BB6', 'ny', ['NYK'], 'New York Knicks|Knicks', '纽约尼克斯|尼克斯', '紐約人|紐約人', 'ニューヨーク・ニックス|ニックス'],
  ['oklahoma-city-thunder', '#007AC1', 'okc', ['OKC', 'SEA'], 'Oklahoma City Thunder|Thunder', '俄克拉荷马城雷霆|雷霆', '奧克拉荷馬雷霆|雷霆', 'オクラホマシティ・サンダー|サンダー'],
  ['orlando-magic', '#0077C0', 'orl', ['ORL'], 'Orlando Magic|Magic', '奥兰多魔术|魔术', '奧蘭多魔術|魔術', 'オーランド・マジック|マジック'],
  ['philadelphia-76ers', '#006BB6', 'phi', ['PHI'], 'Philadelphia 76ers|76ers', '费城76人|76人', '費城76人|76人', 'フィラデルフィア・セブンティシクサーズ|シクサーズ'],
  ['phoenix-suns', '#1D1160', 'phx', ['PHX'], 'Phoenix Suns|Suns', '菲尼克斯太阳|太阳', '鳳凰城太陽|太陽', 'フェニックス・サンズ|サンズ'],
  ['portland-trail-blazers', '#E03A3E', 'por', ['POR'], 'Portland Trail Blazers|Trail Blazers', '波特兰开拓者|开拓者', '波特蘭開拓者|開拓者', 'ポートランド・トレイルブレイザーズ|ブレイザーズ'],
  ['sacramento-kings', '#5A2D81', 'sac', ['SAC'], 'Sacramento Kings|Kings', '萨克拉门托国王|国王', '沙加緬度國王|國王', 'サクラメント・キングス|キングス'],
  ['san-antonio-spurs', '#000000', 'sa', ['SAS'], 'San Antonio Spurs|Spurs', '圣安东尼奥马刺|马刺', '聖安東尼奧馬刺|馬刺', 'サンアントニオ・スパーズ|スパーズ'],
  ['toronto-raptors', '#CE1141', 'tor', ['TOR'], 'Toronto Raptors|Raptors', '多伦多猛龙|猛龙', '多倫多速龍|速龍', 'トロント・ラプターズ|ラプターズ'],
  ['utah-jazz', '#002B5C', 'utah', ['UTA'], 'Utah Jazz|Jazz', '犹他爵士|爵士', '猶他爵士|爵士', 'ユタ・ジャズ|ジャズ'],
  ['washington-wizards', '#002B5C', 'wsh', ['WAS'], 'Washington Wizards|Wizards', '华盛顿奇才|奇才', '華盛頓巫師|巫師', 'ワシントン・ウィザーズ|ウィザーズ'],
];

/** NBA entries, resolvable from both the Kaggle and the NBA.com codes. */
export const NBA_TEAMS: readonly TeamEntry[] = ROWS.map(([id, colour, kaggle, nba, en, zhHans, zhHant, ja]) => ({
  team: { id, sport: 'basketball', kind: 'club', colour, ...namesOf(en, zhHans, zhHant, ja) },
  aliases: { 'nba-kaggle': [kaggle], 'nba-com': nba },
}));
