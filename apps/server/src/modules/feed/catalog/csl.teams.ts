import type { TeamRow } from './name.rows.ts';

/**
 * Every Chinese Super League club of 2014 .. 2024. A club keeps one id through renamings and
 * relocations; `CHN.csv` mostly uses the club's later name for earlier seasons, but not always,
 * so every spelling it uses for the same club is an alias:
 * - Guangzhou Evergrande (2014-20) → Guangzhou FC (2021-22): the same club, renamed.
 * - Guangzhou R&F (2014-20) → Guangzhou City (2021-22): the same club, renamed.
 * - Shandong Luneng (2014-20) → Shandong Taishan (2021-): renamed under the neutral-name rule.
 * - Shanghai SIPG (2014-20) → Shanghai Port (2021-): renamed.
 * - Tianjin Quanjian (2017-18) → Tianjin Tianhai (2019): renamed after the Quanjian scandal.
 * - Dalian Yifang (2014 as Dalian Aerbin, 2018-19) → Dalian Pro (2020-23): renamed.
 * - Shijiazhuang Ever Bright (2015-16, 2020) → Cangzhou Mighty Lions (2021-): moved and renamed.
 * - Hangzhou Greentown (2014-16) → Zhejiang Greentown (2020 play-off) → Zhejiang FC (2021-).
 * - Beijing Renhe was Guizhou Renhe in 2014-15; the file already writes the later name.
 * Names follow the club's latest name in the data. `Zhejiang Yiteng` in 2014 is Harbin Yiteng
 * (it moved to Zhejiang only in 2016) and is not the Greentown club. Qingdao FC (ex-Huanghai),
 * Qingdao Hainiu and Qingdao West Coast are three different clubs, as are Shenzhen FC and
 * Shenzhen Peng City (ex-Sichuan Jiuniu). Japanese uses the Chinese name in Japanese kanji.
 */
export const CSL_TEAMS: readonly TeamRow[] = [
  ['beijing-guoan', '#007A3D', ['Beijing Guoan'], 'Beijing Guoan|Guoan', '北京国安|国安', '北京國安|國安', '北京国安|国安'],
  ['beijing-renhe', '#D7141A', ['Beijing Renhe'], 'Beijing Renhe|Renhe', '北京人和|人和', '北京人和|人和', '北京人和|人和'],
  ['cangzhou-mighty-lions', '#0046AD', ['Cangzhou', 'Shijiazhuang'], 'Cangzhou Mighty Lions|Cangzhou', '沧州雄狮|沧州', '滄州雄獅|滄州', '滄州雄獅|滄州'],
  ['changchun-yatai', '#F2C200', ['Changchun Yatai'], 'Changchun Yatai|Yatai', '长春亚泰|亚泰', '長春亞泰|亞泰', '長春亜泰|亜泰'],
  ['chengdu-rongcheng', '#E60012', ['Chengdu Rongcheng'], 'Chengdu Rongcheng|Rongcheng', '成都蓉城|蓉城', '成都蓉城|蓉城', '成都蓉城|成都'],
  ['chongqing-liangjiang', '#1D4E9E', ['Chongqing Liangjiang Athletic'], 'Chongqing Liangjiang Athletic|Chongqing', '重庆两江竞技|重庆', '重慶兩江競技|重慶', '重慶両江競技|重慶'],
  ['dalian-pro', '#0B3F8F', ['Dalian Pro', 'Dalian Yifang F.C.'], 'Dalian Professional|Dalian Pro', '大连人|大连人', '大連人|大連人', '大連人|大連人'],
  ['guangzhou-fc', '#D7141A', ['Guangzhou FC', 'Guangzhou Evergrande'], 'Guangzhou FC|Guangzhou', '广州队|广州', '廣州隊|廣州', '広州FC|広州'],
  ['guangzhou-city', '#0F4FA8', ['Guangzhou City', 'Guangzhou R&F'], 'Guangzhou City|Guangzhou City', '广州城|广州城', '廣州城|廣州城', '広州城|広州城'],
  ['guizhou-hengfeng', '#C8102E', ['Guizhou Zhicheng'], 'Guizhou Hengfeng|Guizhou', '贵州恒丰|贵州', '貴州恒豐|貴州', '貴州恒豊|貴州'],
  ['hebei', '#003DA5', ['Hebei'], 'Hebei FC|Hebei', '河北队|河北', '河北隊|河北', '河北FC|河北'],
  ['henan', '#E60012', ['Henan Songshan Longmen'], 'Henan Songshan Longmen|Henan', '河南嵩山龙门|河南', '河南嵩山龍門|河南', '河南嵩山龍門|河南'],
  ['jiangsu-suning', '#0A4595', ['Jiangsu Suning'], 'Jiangsu Suning|Jiangsu', '江苏苏宁|江苏', '江蘇蘇寧|江蘇', '江蘇蘇寧|江蘇'],
  ['liaoning-whowin', '#0033A0', ['Liaoning'], 'Liaoning Whowin|Liaoning', '辽宁宏运|辽宁', '遼寧宏運|遼寧', '遼寧宏運|遼寧'],
  ['meizhou-hakka', '#E60012', ['Meizhou Hakka'], 'Meizhou Hakka|Meizhou', '梅州客家|梅州', '梅州客家|梅州', '梅州客家|梅州'],
  ['nantong-zhiyun', '#005BAC', ['Nantong Zhiyun'], 'Nantong Zhiyun|Nantong', '南通支云|南通', '南通支雲|南通', '南通支雲|南通'],
  ['qingdao-fc', '#0072CE', ['Qingdao FC'], 'Qingdao FC|Qingdao FC', '青岛队|青岛队', '青島隊|青島隊', '青島FC|青島FC'],
  ['qingdao-hainiu', '#D6001C', ['Qingdao Hainiu'], 'Qingdao Hainiu|Hainiu', '青岛海牛|海牛', '青島海牛|海牛', '青島海牛|海牛'],
  ['qingdao-west-coast', '#00A0E9', ['Qingdao West Coast'], 'Qingdao West Coast|West Coast', '青岛西海岸|西海岸', '青島西海岸|西海岸', '青島西海岸|西海岸'],
  ['shandong-taishan', '#F39800', ['Shandong Taishan', 'Shandong Luneng'], 'Shandong Taishan|Taishan', '山东泰山|泰山', '山東泰山|泰山', '山東泰山|山東'],
  ['shanghai-port', '#D7141A', ['Shanghai Port', 'Shanghai SIPG'], 'Shanghai Port|Port', '上海海港|海港', '上海海港|海港', '上海海港|海港'],
  ['shanghai-shenhua', '#0033A0', ['Shanghai Shenhua'], 'Shanghai Shenhua|Shenhua', '上海申花|申花', '上海申花|申花', '上海申花|申花'],
  ['shanghai-shenxin', '#E4002B', ['Shanghai Shenxin'], 'Shanghai Shenxin|Shenxin', '上海申鑫|申鑫', '上海申鑫|申鑫', '上海申鑫|申鑫'],
  ['shenzhen-fc', '#E60012', ['Shenzhen'], 'Shenzhen FC|Shenzhen', '深圳队|深圳', '深圳隊|深圳', '深圳FC|深圳'],
  ['shenzhen-peng-city', '#0B5DA8', ['Shenzhen Xinpengcheng'], 'Shenzhen Peng City|Peng City', '深圳新鹏城|新鹏城', '深圳新鵬城|新鵬城', '深圳新鵬城|新鵬城'],
  ['tianjin-jinmen-tiger', '#005BAC', ['Tianjin Jinmen Tiger'], 'Tianjin Jinmen Tiger|Tianjin', '天津津门虎|津门虎', '天津津門虎|津門虎', '天津津門虎|天津'],
  ['tianjin-tianhai', '#D7141A', ['Tianjin Tianhai', 'Tianjin Quanjian'], 'Tianjin Tianhai|Tianhai', '天津天海|天海', '天津天海|天海', '天津天海|天海'],
  ['wuhan-fc', '#0061A8', ['Wuhan FC'], 'Wuhan FC|Wuhan', '武汉队|武汉', '武漢隊|武漢', '武漢FC|武漢'],
  ['wuhan-three-towns', '#2E64B0', ['Wuhan Three Towns'], 'Wuhan Three Towns|Three Towns', '武汉三镇|三镇', '武漢三鎮|三鎮', '武漢三鎮|三鎮'],
  ['yanbian-funde', '#F6D900', ['Yanbian'], 'Yanbian Funde|Yanbian', '延边富德|延边', '延邊富德|延邊', '延辺富徳|延辺'],
  ['zhejiang-fc', '#00843D', ['Zhejiang Professional', 'Zhejiang Greentown', 'Hangzhou Greentown'], 'Zhejiang FC|Zhejiang', '浙江队|浙江', '浙江隊|浙江', '浙江FC|浙江'],
  ['harbin-yiteng', '#E60012', ['Zhejiang Yiteng'], 'Harbin Yiteng|Yiteng', '哈尔滨毅腾|毅腾', '哈爾濱毅騰|毅騰', 'ハルビン毅騰|毅騰'],
];
