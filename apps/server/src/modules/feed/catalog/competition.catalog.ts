import type { Competition, CompetitionSource } from './catalog.types.ts';
import { namesOf, slugOf } from './name.rows.ts';

/**
 * Leagues and tournaments in the four UI languages. zh-Hant uses Hong Kong usage (甲組, 盃,
 * 外圍賽). Tournament names of small regional and CONIFA events have no settled Chinese or
 * Japanese name; theirs are careful translations rather than established usage.
 */

/** A competition with the raw names that resolve to it in each source. */
export interface CompetitionEntry {
  competition: Competition;
  aliases: Partial<Record<CompetitionSource, readonly string[]>>;
}

type LeagueRow = readonly [id: string, sport: Competition['sport'], aliases: Partial<Record<CompetitionSource, readonly string[]>>, en: string, zhHans: string, zhHant: string, ja: string];

const LEAGUES: readonly LeagueRow[] = [
  ['premier-league', 'football', { 'football-data': ['E0'] }, 'Premier League', '英格兰足球超级联赛|英超', '英格蘭超級聯賽|英超', 'プレミアリーグ|プレミア'],
  ['la-liga', 'football', { 'football-data': ['SP1'] }, 'La Liga', '西班牙足球甲级联赛|西甲', '西班牙甲組聯賽|西甲', 'ラ・リーガ|リーガ'],
  ['bundesliga', 'football', { 'football-data': ['D1'] }, 'Bundesliga', '德国足球甲级联赛|德甲', '德國甲組聯賽|德甲', 'ブンデスリーガ|ブンデス'],
  ['serie-a', 'football', { 'football-data': ['I1'] }, 'Serie A', '意大利足球甲级联赛|意甲', '意大利甲組聯賽|意甲', 'セリエA'],
  ['ligue-1', 'football', { 'football-data': ['F1'] }, 'Ligue 1', '法国足球甲级联赛|法甲', '法國甲組聯賽|法甲', 'リーグ・アン|リーグ1'],
  ['chinese-super-league', 'football', { 'football-data': ['CHN'] }, 'Chinese Super League|CSL', '中国足球协会超级联赛|中超', '中國超級聯賽|中超', '中国スーパーリーグ|中国超級'],
  ['nba', 'basketball', { nba: ['NBA'] }, 'NBA', '美国职业篮球联赛|NBA', '美國職業籃球聯賽|NBA', 'NBA'],
];

/** `[dataset name, en, zh-Hans, zh-Hant, ja]`; the id is the slug of the dataset name. */
type TournamentRow = readonly [name: string, en: string, zhHans: string, zhHant: string, ja: string];

const TOURNAMENTS: readonly TournamentRow[] = [
  ['Friendly', 'Friendly', '国际友谊赛|友谊赛', '國際友誼賽|友誼賽', '国際親善試合|親善試合'],
  ['FIFA World Cup', 'FIFA World Cup|World Cup', '国际足联世界杯|世界杯', '國際足協世界盃|世界盃', 'FIFAワールドカップ|W杯'],
  ['FIFA World Cup qualification', 'FIFA World Cup qualification|WC qualifier', '世界杯预选赛|世预赛', '世界盃外圍賽|世盃外', 'FIFAワールドカップ予選|W杯予選'],
  ['FIFA Series', 'FIFA Series', '国际足联系列赛|FIFA系列赛', '國際足協系列賽|FIFA系列賽', 'FIFAシリーズ'],
  ['UEFA Euro', 'UEFA European Championship|Euro', '欧洲足球锦标赛|欧洲杯', '歐洲國家盃|歐國盃', 'UEFA欧州選手権|EURO'],
  ['UEFA Euro qualification', 'UEFA European Championship qualifying|Euro qualifier', '欧洲杯预选赛|欧预赛', '歐洲國家盃外圍賽|歐國盃外', 'UEFA欧州選手権予選|EURO予選'],
  ['UEFA Nations League', 'UEFA Nations League|Nations League', '欧洲国家联赛|欧国联', '歐洲國家聯賽|歐國聯', 'UEFAネーションズリーグ|UNL'],
  ['CONMEBOL–UEFA Cup of Champions', 'CONMEBOL–UEFA Cup of Champions|Finalissima', '欧美超级杯|欧美超级杯', '歐美超級盃|歐美超級盃', 'フィナリッシマ'],
  ['Copa América', 'Copa América', '美洲杯', '美洲國家盃|美洲盃', 'コパ・アメリカ'],
  ['Copa América qualification', 'Copa América qualification|Copa qualifier', '美洲杯资格赛|美洲杯资格', '美洲國家盃資格賽|美洲盃資格', 'コパ・アメリカ予選|コパ予選'],
  ['Superclásico de las Américas', 'Superclásico de las Américas|Superclásico', '美洲超级德比|超级德比', '美洲超級打吡|超級打吡', 'スーペルクラシコ・デ・ラス・アメリカス|スーペルクラシコ'],
  ['African Cup of Nations', 'Africa Cup of Nations|AFCON', '非洲国家杯|非洲杯', '非洲國家盃|非洲盃', 'アフリカネイションズカップ|アフリカ杯'],
  ['African Cup of Nations qualification', 'Africa Cup of Nations qualification|AFCON qualifier', '非洲国家杯预选赛|非洲杯预', '非洲國家盃外圍賽|非洲盃外', 'アフリカネイションズカップ予選|アフリカ杯予選'],
  ['COSAFA Cup', 'COSAFA Cup', '南部非洲杯|COSAFA杯', '南部非洲盃|COSAFA盃', 'COSAFAカップ'],
  ['AFC Asian Cup', 'AFC Asian Cup|Asian Cup', '亚洲杯', '亞洲國家盃|亞洲盃', 'AFCアジアカップ|アジア杯'],
  ['AFC Asian Cup qualification', 'AFC Asian Cup qualification|Asian Cup qual.', '亚洲杯预选赛|亚预赛', '亞洲國家盃外圍賽|亞洲盃外', 'AFCアジアカップ予選|アジア杯予選'],
  ['AFF Championship', 'AFF Championship|AFF Cup', '东南亚锦标赛|东南亚锦', '東南亞錦標賽|東南亞錦', 'AFFチャンピオンシップ|AFF選手権'],
  ['AFF Championship qualification', 'AFF Championship qualification|AFF qualifier', '东南亚锦标赛资格赛|东南亚资格', '東南亞錦標賽資格賽|東南亞資格', 'AFFチャンピオンシップ予選|AFF予選'],
  ['ASEAN Championship', 'ASEAN Championship|ASEAN Cup', '东盟锦标赛|东盟杯', '東盟錦標賽|東盟盃', 'ASEANチャンピオンシップ|ASEAN選手権'],
  ['ASEAN Championship qualification', 'ASEAN Championship qualification|ASEAN qualifier', '东盟锦标赛资格赛|东盟杯资格', '東盟錦標賽資格賽|東盟盃資格', 'ASEANチャンピオンシップ予選|ASEAN予選'],
  ['EAFF Championship', 'EAFF E-1 Football Championship|EAFF E-1', '东亚足球锦标赛|东亚杯', '東亞足球錦標賽|東亞盃', 'EAFF E-1サッカー選手権|E-1選手権'],
  ['EAFF Championship qualification', 'EAFF E-1 Championship qualification|E-1 qualifier', '东亚杯预选赛|东亚杯预', '東亞盃外圍賽|東亞盃外', 'EAFF E-1選手権予選|E-1予選'],
  ['SAFF Cup', 'SAFF Championship|SAFF Cup', '南亚足联锦标赛|南亚锦标赛', '南亞足協錦標賽|南亞錦標賽', 'SAFFチャンピオンシップ|SAFF選手権'],
  ['WAFF Championship', 'WAFF Championship|WAFF Champ.', '西亚足联锦标赛|西亚锦标赛', '西亞足協錦標賽|西亞錦標賽', 'WAFFチャンピオンシップ|WAFF選手権'],
  ['CAFA Nations Cup', 'CAFA Nations Cup', '中亚国家杯|中亚杯', '中亞國家盃|中亞盃', 'CAFAネーションズカップ|CAFA杯'],
  ['Gulf Cup', "Arabian Gulf Cup|Gulf Cup", '海湾杯', '海灣盃', 'アラビアン・ガルフカップ|ガルフカップ'],
  ['Arab Cup', 'FIFA Arab Cup|Arab Cup', '阿拉伯杯', '阿拉伯盃', 'FIFAアラブカップ|アラブ杯'],
  ['Arab Cup qualification', 'Arab Cup qualification|Arab Cup qual.', '阿拉伯杯资格赛|阿拉伯杯资格', '阿拉伯盃資格賽|阿拉伯盃資格', 'アラブカップ予選|アラブ杯予選'],
  ['Gold Cup', 'CONCACAF Gold Cup|Gold Cup', '中北美金杯赛|金杯赛', '中北美洲金盃|金盃', 'CONCACAFゴールドカップ|ゴールドカップ'],
  ['Gold Cup qualification', 'Gold Cup qualification|Gold Cup qual.', '金杯赛资格赛|金杯资格赛', '金盃資格賽|金盃資格', 'ゴールドカップ予選|GC予選'],
  ['CONCACAF Nations League', 'CONCACAF Nations League|CNL', '中北美国家联赛|中北美联', '中北美洲國家聯賽|中北美聯', 'CONCACAFネーションズリーグ|CNL'],
  ['CONCACAF Nations League qualification', 'CONCACAF Nations League qualifying|CNL qualifier', '中北美国家联赛资格赛|中北美联资格', '中北美洲國家聯賽資格賽|中北美聯資格', 'CONCACAFネーションズリーグ予選|CNL予選'],
  ['CONCACAF Series', 'CONCACAF Series', '中北美系列赛', '中北美洲系列賽|中北美系列賽', 'CONCACAFシリーズ'],
  ['Oceania Nations Cup', 'OFC Nations Cup', '大洋洲国家杯|大洋洲杯', '大洋洲國家盃|大洋洲盃', 'OFCネーションズカップ|OFC杯'],
  ['Oceania Nations Cup qualification', 'OFC Nations Cup qualification|OFC qualifier', '大洋洲国家杯预选赛|大洋洲杯预', '大洋洲國家盃外圍賽|大洋洲盃外', 'OFCネーションズカップ予選|OFC杯予選'],
  ['Pacific Games', 'Pacific Games', '太平洋运动会|太平洋运动会', '太平洋運動會', 'パシフィックゲームズ'],
  ['MSG Prime Minister\'s Cup', "MSG Prime Minister's Cup|MSG Cup", '美拉尼西亚先锋集团总理杯|MSG总理杯', '美拉尼西亞先鋒集團總理盃|MSG總理盃', 'MSGプライムミニスターズカップ|MSGカップ'],
  ['Indian Ocean Island Games', 'Indian Ocean Island Games|Indian Ocean IG', '印度洋岛屿运动会|印度洋岛运会', '印度洋島嶼運動會|印度洋島運會', 'インド洋諸島競技大会|インド洋大会'],
  ['Island Games', 'Island Games', '岛屿运动会', '島嶼運動會', 'アイランドゲームズ'],
  ['Inter Games', 'Inter Games Football Tournament|Inter Games', '岛际运动会足球赛|岛际运动会', '島際運動會足球賽|島際運動會', 'インターゲームズ'],
  ['Muratti Vase', 'Muratti Vase', '穆拉蒂杯', '穆拉蒂盃', 'ムラッティ・ヴァーズ|ムラッティ杯'],
  ['Baltic Cup', 'Baltic Cup', '波罗的海杯', '波羅的海盃', 'バルティックカップ|バルト杯'],
  ['Intercontinental Cup', 'Intercontinental Cup|Intercont. Cup', '洲际杯', '洲際盃', 'インターコンチネンタルカップ|IC杯'],
  ["King's Cup", "King's Cup", '泰王杯', '泰皇盃', 'キングスカップ'],
  ['Kirin Challenge Cup', 'Kirin Challenge Cup|Kirin Challenge', '麒麟挑战杯', '麒麟挑戰盃', 'キリンチャレンジカップ|キリンチャレンジ'],
  ['Kirin Cup', 'Kirin Cup', '麒麟杯', '麒麟盃', 'キリンカップ'],
  ['Merdeka Tournament', 'Merdeka Tournament|Merdeka Cup', '默迪卡杯', '默迪卡盃', 'ムルデカ大会'],
  ['Mahinda Rajapaksa Cup', 'Mahinda Rajapaksa Cup|Rajapaksa Cup', '马欣达·拉贾帕克萨杯|拉贾帕克萨杯', '馬欣達·拉賈帕克薩盃|拉賈帕克薩盃', 'マヒンダ・ラージャパクサ・カップ|ラージャパクサ杯'],
  ['Mapinduzi Cup', 'Mapinduzi Cup', '马平杜齐杯', '馬平杜齊盃', 'マピンドゥジ・カップ|マピンドゥジ杯'],
  ['Navruz Cup', 'Navruz Cup', '纳乌鲁兹杯', '納烏魯茲盃', 'ナウルーズカップ'],
  ['Jordan International Tournament', 'Jordan International Tournament|Jordan Cup', '约旦国际邀请赛|约旦邀请赛', '約旦國際邀請賽|約旦邀請賽', 'ヨルダン国際大会'],
  ['Al Ain International Cup', 'Al Ain International Cup|Al Ain Cup', '艾因国际杯', '艾因國際盃', 'アル・アイン国際カップ|アル・アイン杯'],
  ['Diamond Jubilee International Football Tournament', 'Diamond Jubilee International Tournament|Diamond Jubilee', '钻禧国际足球邀请赛|钻禧邀请赛', '鑽禧國際足球邀請賽|鑽禧邀請賽', 'ダイヤモンド・ジュビリー国際大会|DJ大会'],
  ['International Friendship Championship', 'International Friendship Championship|Friendship Ch.', '国际友谊锦标赛|友谊锦标赛', '國際友誼錦標賽|友誼錦標賽', '国際親善選手権|親善選手権'],
  ['Morocco, Capital of African Football', 'Morocco, Capital of African Football|Morocco Cup', '摩洛哥非洲足球之都赛|摩洛哥杯', '摩洛哥非洲足球之都賽|摩洛哥盃', 'モロッコ・アフリカサッカーの首都大会|モロッコ大会'],
  ['Mauritius Four Nations Cup', 'Mauritius Four Nations Cup|Mauritius Cup', '毛里求斯四国赛|四国赛', '毛里裘斯四國賽|四國賽', 'モーリシャス4か国カップ|モーリシャス杯'],
  ['Mukuru 4 Nations', 'Mukuru 4 Nations|Mukuru Cup', '穆库鲁四国赛|穆库鲁杯', '穆庫魯四國賽|穆庫魯盃', 'ムクル4ネーションズ|ムクル杯'],
  ['Three Nations Cup', 'Three Nations Cup|3 Nations Cup', '三国杯', '三國盃', 'スリーネーションズカップ|3か国カップ'],
  ['Tri Nation Tournament', 'Tri Nation Tournament|Tri Nation', '三国邀请赛', '三國邀請賽', '3か国対抗戦'],
  ['Tri-Nations Cup', 'Tri-Nations Cup', '三国邀请杯', '三國邀請盃', 'トライネーションズカップ|3か国杯'],
  ['Tri-Nations Series', 'Tri-Nations Series|Tri-Nations Ser.', '三国系列赛', '三國系列賽', 'トライネーションズシリーズ|3か国シリーズ'],
  ['Unity Cup', 'Unity Cup', '团结杯', '團結盃', 'ユニティカップ'],
  ['Canadian Shield', 'Canadian Shield', '加拿大盾', '加拿大盾', 'カナディアン・シールド|カナディアンシールド'],
  ['Soccer Ashes', 'Soccer Ashes', '足球灰烬杯|灰烬杯', '足球灰燼盃|灰燼盃', 'サッカー・アッシズ|アッシズ'],
  ['Outrigger Challenge Cup', 'Outrigger Challenge Cup|Outrigger Cup', '舷外浮杆挑战杯|舷外浮杆杯', '舷外浮杆挑戰盃|舷外浮杆盃', 'アウトリガー・チャレンジカップ|アウトリガー杯'],
  ['Marianas Cup', 'Marianas Cup', '马里亚纳杯', '馬里亞納盃', 'マリアナカップ'],
  ['Atlantic Heritage Cup', 'Atlantic Heritage Cup|Atlantic Cup', '大西洋传承杯|大西洋杯', '大西洋傳承盃|大西洋盃', 'アトランティック・ヘリテージ・カップ|大西洋杯'],
  ['South Asian Super Cup', 'South Asian Super Cup|SA Super Cup', '南亚超级杯', '南亞超級盃', '南アジア・スーパーカップ|南アジアSC'],
  ['CONIFA World Football Cup', 'CONIFA World Football Cup|CONIFA World Cup', 'CONIFA世界足球杯|CONIFA世界杯', 'CONIFA世界足球盃|CONIFA世界盃', 'CONIFAワールドフットボールカップ|CONIFA W杯'],
  ['CONIFA World Football Cup qualification', 'CONIFA World Football Cup qualification|CONIFA WC qual.', 'CONIFA世界足球杯资格赛|CONIFA资格赛', 'CONIFA世界足球盃資格賽|CONIFA資格賽', 'CONIFAワールドフットボールカップ予選|CONIFA予選'],
  ['CONIFA World Cup qualification', 'CONIFA World Cup qualification|CONIFA qualifier', 'CONIFA世界杯预选赛|CONIFA预选赛', 'CONIFA世界盃外圍賽|CONIFA外圍賽', 'CONIFAワールドカップ予選|CONIFA W杯予選'],
  ['CONIFA European Football Cup', 'CONIFA European Football Cup|CONIFA Euro', 'CONIFA欧洲足球杯|CONIFA欧洲杯', 'CONIFA歐洲足球盃|CONIFA歐洲盃', 'CONIFAヨーロッパフットボールカップ|CONIFA欧州杯'],
  ['CONIFA Asia Cup', 'CONIFA Asia Cup', 'CONIFA亚洲杯', 'CONIFA亞洲盃', 'CONIFAアジアカップ|CONIFAアジア杯'],
  ['CONIFA Africa Football Cup', 'CONIFA Africa Football Cup|CONIFA Africa', 'CONIFA非洲足球杯|CONIFA非洲杯', 'CONIFA非洲足球盃|CONIFA非洲盃', 'CONIFAアフリカフットボールカップ|CONIFAアフリカ杯'],
  ['CONIFA South America Football Cup', 'CONIFA South America Football Cup|CONIFA S. Am.', 'CONIFA南美足球杯|CONIFA南美杯', 'CONIFA南美足球盃|CONIFA南美盃', 'CONIFA南米フットボールカップ|CONIFA南米杯'],
];

/** Every competition, leagues first. */
export const COMPETITIONS: readonly CompetitionEntry[] = [
  ...LEAGUES.map(([id, sport, aliases, en, zhHans, zhHant, ja]) => ({
    competition: { id, sport, kind: 'league' as const, ...namesOf(en, zhHans, zhHant, ja) },
    aliases,
  })),
  ...TOURNAMENTS.map(([name, en, zhHans, zhHant, ja]) => ({
    competition: { id: slugOf(name), sport: 'football' as const, kind: 'international' as const, ...namesOf(en, zhHans, zhHant, ja) },
    aliases: { international: [name] },
  })),
];
