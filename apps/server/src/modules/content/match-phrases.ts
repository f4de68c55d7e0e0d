import type { Locale } from '@scoreline/contract';
import type { FormFacts, GoalFacts, HeadToHeadFacts, OddsFacts, ReportFacts, Score, TablePlace } from './match-facts.ts';

/**
 * The sentences of match previews, reports and team news in each UI language. zh-Hant follows
 * Hong Kong usage (入球, 射門, 角球, 主隊). Every number a sentence states comes from its arguments.
 */

type Stats = NonNullable<ReportFacts['stats']>;
export type NamedGoal = GoalFacts & { team: string };

export interface Phrases {
  previewTitle(home: string, away: string): string;
  previewIntro(home: string, away: string, competition: string): string;
  form(team: string, f: FormFacts): string;
  noForm(team: string): string;
  meetings(home: string, away: string, h: HeadToHeadFacts): string;
  noMeetings(): string;
  lastMeeting(home: string, score: Score, away: string): string;
  table(home: string, hp: TablePlace, away: string, ap: TablePlace): string;
  odds(o: OddsFacts): string;
  reportTitle(home: string, score: Score, away: string): string;
  result(home: string, score: Score, away: string, competition: string): string;
  halfTime(score: Score): string;
  goals(goals: NamedGoal[]): string;
  stats(s: Stats): string;
  verdict(team: string, price: number, won: boolean): string;
  /** Team news: a run of results over the last matches. */
  newsWins(team: string, won: number, played: number): string;
  newsLosses(team: string, lost: number, played: number): string;
  newsUnbeaten(team: string, played: number): string;
  newsWinless(team: string, played: number): string;
  newsMeetings(team: string, won: number, played: number): string;
  newsFavourite(team: string, price: number): string;
  newsTableGap(team: string, rank: number, other: string, otherRank: number): string;
}

const price = (value: number) => value.toFixed(2);
const dash = (s: Score) => `${s.home}-${s.away}`;
const enOrdinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

const en: Phrases = {
  previewTitle: (h, a) => `Preview: ${h} v ${a}`,
  previewIntro: (h, a, c) => `${h} host ${a} in the ${c}.`,
  form: (t, f) => `${t} have won ${f.won}, drawn ${f.drawn} and lost ${f.lost} of their last ${f.played} matches, scoring ${f.goalsFor} and conceding ${f.goalsAgainst}.`,
  noForm: (t) => `We hold no earlier results for ${t}.`,
  meetings: (h, a, m) => `In their last ${m.played} meetings ${h} won ${m.homeWins}, ${a} won ${m.awayWins} and ${m.draws} ended level.`,
  noMeetings: () => 'The two sides have not met in the results we hold.',
  lastMeeting: (h, s, a) => `The most recent meeting ended ${h} ${dash(s)} ${a}.`,
  table: (h, hp, a, ap) => `${h} are ${enOrdinal(hp.rank)} with ${hp.points} points from ${hp.played} games; ${a} are ${enOrdinal(ap.rank)} with ${ap.points} points from ${ap.played}.`,
  odds: (o) => `Average bookmaker prices before the match: home win ${price(o.home)}, draw ${price(o.draw)}, away win ${price(o.away)}.`,
  reportTitle: (h, s, a) => `${h} ${dash(s)} ${a}`,
  result: (h, s, a, c) => (s.home === s.away ? `${h} and ${a} drew ${dash(s)} in the ${c}.` : `Full time in the ${c}: ${h} ${dash(s)} ${a}.`),
  halfTime: (s) => `It was ${dash(s)} at half-time.`,
  goals: (gs) => `Goals: ${gs.map((g) => `${g.scorer}${g.ownGoal ? ' (own goal)' : g.penalty ? ' (penalty)' : ''} for ${g.team}${g.minute === null ? '' : ` (${g.minute}')`}`).join('; ')}.`,
  stats: (s) => `Shots ${s.home.shots}-${s.away.shots}, on target ${s.home.shotsOnTarget}-${s.away.shotsOnTarget}, corners ${s.home.corners}-${s.away.corners}, yellow cards ${s.home.yellow}-${s.away.yellow}, red cards ${s.home.red}-${s.away.red}.`,
  verdict: (t, p, won) => (won ? `${t} were favourites at ${price(p)} and delivered.` : `${t} were favourites at ${price(p)} but did not win.`),
  newsWins: (t, w, p) => `${t} have won ${w} of their last ${p} matches.`,
  newsLosses: (t, l, p) => `${t} have lost ${l} of their last ${p} matches.`,
  newsUnbeaten: (t, p) => `${t} are unbeaten in their last ${p} matches.`,
  newsWinless: (t, p) => `${t} have not won in their last ${p} matches.`,
  newsMeetings: (t, w, p) => `${t} won ${w} of the last ${p} meetings.`,
  newsFavourite: (t, p) => `Bookmakers make ${t} favourites at an average ${price(p)}.`,
  newsTableGap: (t, r, o, orank) => `${t} sit ${enOrdinal(r)} in the table, well above ${o} in ${enOrdinal(orank)}.`,
};

const zhHans: Phrases = {
  previewTitle: (h, a) => `赛前前瞻：${h} vs ${a}`,
  previewIntro: (h, a, c) => `${c}，${h}主场迎战${a}。`,
  form: (t, f) => `${t}近${f.played}场比赛${f.won}胜${f.drawn}平${f.lost}负，进${f.goalsFor}球，失${f.goalsAgainst}球。`,
  noForm: (t) => `暂无${t}此前的比赛数据。`,
  meetings: (h, a, m) => `双方近${m.played}次交锋，${h}${m.homeWins}胜，${a}${m.awayWins}胜，${m.draws}场战平。`,
  noMeetings: () => '在我们的数据中，双方此前没有交手记录。',
  lastMeeting: (h, s, a) => `最近一次交锋，${h} ${dash(s)} ${a}。`,
  table: (h, hp, a, ap) => `积分榜上，${h}${hp.played}场积${hp.points}分排第${hp.rank}位，${a}${ap.played}场积${ap.points}分排第${ap.rank}位。`,
  odds: (o) => `赛前各公司平均赔率：主胜${price(o.home)}，平局${price(o.draw)}，客胜${price(o.away)}。`,
  reportTitle: (h, s, a) => `${h} ${dash(s)} ${a}`,
  result: (h, s, a, c) => (s.home === s.away ? `${c}，${h}与${a}战成${dash(s)}平。` : `${c}全场结束，${h} ${dash(s)} ${a}。`),
  halfTime: (s) => `半场比分${dash(s)}。`,
  goals: (gs) => `进球：${gs.map((g) => `${g.team} ${g.scorer}${g.ownGoal ? '（乌龙）' : g.penalty ? '（点球）' : ''}${g.minute === null ? '' : `（第${g.minute}分钟）`}`).join('；')}。`,
  stats: (s) => `射门${s.home.shots}-${s.away.shots}，射正${s.home.shotsOnTarget}-${s.away.shotsOnTarget}，角球${s.home.corners}-${s.away.corners}，黄牌${s.home.yellow}-${s.away.yellow}，红牌${s.home.red}-${s.away.red}。`,
  verdict: (t, p, won) => (won ? `赛前${t}是热门（平均赔率${price(p)}），最终不负众望。` : `赛前${t}是热门（平均赔率${price(p)}），却没能取胜。`),
  newsWins: (t, w, p) => `${t}近${p}场赢了${w}场。`,
  newsLosses: (t, l, p) => `${t}近${p}场输了${l}场。`,
  newsUnbeaten: (t, p) => `${t}近${p}场保持不败。`,
  newsWinless: (t, p) => `${t}近${p}场未尝胜绩。`,
  newsMeetings: (t, w, p) => `近${p}次交锋${t}赢了${w}次。`,
  newsFavourite: (t, p) => `各公司看好${t}，平均胜赔${price(p)}。`,
  newsTableGap: (t, r, o, orank) => `${t}排名第${r}，远高于第${orank}的${o}。`,
};

const zhHant: Phrases = {
  previewTitle: (h, a) => `賽前前瞻：${h} vs ${a}`,
  previewIntro: (h, a, c) => `${c}，${h}主場迎戰${a}。`,
  form: (t, f) => `${t}近${f.played}場比賽${f.won}勝${f.drawn}和${f.lost}負，入${f.goalsFor}球，失${f.goalsAgainst}球。`,
  noForm: (t) => `暫無${t}此前的比賽數據。`,
  meetings: (h, a, m) => `雙方近${m.played}次對賽，${h}${m.homeWins}勝，${a}${m.awayWins}勝，${m.draws}場打和。`,
  noMeetings: () => '在我們的數據中，雙方此前沒有對賽紀錄。',
  lastMeeting: (h, s, a) => `最近一次對賽，${h} ${dash(s)} ${a}。`,
  table: (h, hp, a, ap) => `積分榜上，${h}${hp.played}場得${hp.points}分排第${hp.rank}位，${a}${ap.played}場得${ap.points}分排第${ap.rank}位。`,
  odds: (o) => `賽前各公司平均賠率：主勝${price(o.home)}，和局${price(o.draw)}，客勝${price(o.away)}。`,
  reportTitle: (h, s, a) => `${h} ${dash(s)} ${a}`,
  result: (h, s, a, c) => (s.home === s.away ? `${c}，${h}與${a}賽和${dash(s)}。` : `${c}全場完結，${h} ${dash(s)} ${a}。`),
  halfTime: (s) => `半場比分${dash(s)}。`,
  goals: (gs) => `入球：${gs.map((g) => `${g.team} ${g.scorer}${g.ownGoal ? '（烏龍）' : g.penalty ? '（十二碼）' : ''}${g.minute === null ? '' : `（第${g.minute}分鐘）`}`).join('；')}。`,
  stats: (s) => `射門${s.home.shots}-${s.away.shots}，射中目標${s.home.shotsOnTarget}-${s.away.shotsOnTarget}，角球${s.home.corners}-${s.away.corners}，黃牌${s.home.yellow}-${s.away.yellow}，紅牌${s.home.red}-${s.away.red}。`,
  verdict: (t, p, won) => (won ? `賽前${t}是大熱（平均賠率${price(p)}），最終不負眾望。` : `賽前${t}是大熱（平均賠率${price(p)}），卻未能取勝。`),
  newsWins: (t, w, p) => `${t}近${p}場贏了${w}場。`,
  newsLosses: (t, l, p) => `${t}近${p}場輸了${l}場。`,
  newsUnbeaten: (t, p) => `${t}近${p}場保持不敗。`,
  newsWinless: (t, p) => `${t}近${p}場未嘗勝績。`,
  newsMeetings: (t, w, p) => `近${p}次對賽${t}贏了${w}次。`,
  newsFavourite: (t, p) => `各公司看好${t}，平均勝賠${price(p)}。`,
  newsTableGap: (t, r, o, orank) => `${t}排名第${r}，遠高於第${orank}的${o}。`,
};

const ja: Phrases = {
  previewTitle: (h, a) => `プレビュー：${h} 対 ${a}`,
  previewIntro: (h, a, c) => `${c}、${h}がホームで${a}を迎えます。`,
  form: (t, f) => `${t}は直近${f.played}試合で${f.won}勝${f.drawn}分${f.lost}敗、${f.goalsFor}得点${f.goalsAgainst}失点です。`,
  noForm: (t) => `${t}の過去の試合データはありません。`,
  meetings: (h, a, m) => `両チームの直近${m.played}回の対戦は、${h}の${m.homeWins}勝、${a}の${m.awayWins}勝、引き分け${m.draws}回です。`,
  noMeetings: () => '手元のデータでは両チームの対戦記録はありません。',
  lastMeeting: (h, s, a) => `前回の対戦は${h} ${dash(s)} ${a}でした。`,
  table: (h, hp, a, ap) => `順位表では${h}が${hp.played}試合で勝ち点${hp.points}の${hp.rank}位、${a}が${ap.played}試合で勝ち点${ap.points}の${ap.rank}位です。`,
  odds: (o) => `試合前のブックメーカー平均オッズはホーム勝利${price(o.home)}、引き分け${price(o.draw)}、アウェー勝利${price(o.away)}です。`,
  reportTitle: (h, s, a) => `${h} ${dash(s)} ${a}`,
  result: (h, s, a, c) => (s.home === s.away ? `${c}、${h}と${a}は${dash(s)}で引き分けました。` : `${c}、試合終了：${h} ${dash(s)} ${a}。`),
  halfTime: (s) => `前半は${dash(s)}でした。`,
  goals: (gs) => `得点：${gs.map((g) => `${g.team} ${g.scorer}${g.ownGoal ? '（オウンゴール）' : g.penalty ? '（PK）' : ''}${g.minute === null ? '' : `（${g.minute}分）`}`).join('、')}。`,
  stats: (s) => `シュート${s.home.shots}-${s.away.shots}、枠内${s.home.shotsOnTarget}-${s.away.shotsOnTarget}、コーナーキック${s.home.corners}-${s.away.corners}、イエローカード${s.home.yellow}-${s.away.yellow}、レッドカード${s.home.red}-${s.away.red}。`,
  verdict: (t, p, won) => (won ? `試合前は${t}が本命（平均オッズ${price(p)}）で、その通りに勝ちました。` : `試合前は${t}が本命（平均オッズ${price(p)}）でしたが、勝てませんでした。`),
  newsWins: (t, w, p) => `${t}は直近${p}試合で${w}勝しています。`,
  newsLosses: (t, l, p) => `${t}は直近${p}試合で${l}敗しています。`,
  newsUnbeaten: (t, p) => `${t}は直近${p}試合負けなしです。`,
  newsWinless: (t, p) => `${t}は直近${p}試合勝ちがありません。`,
  newsMeetings: (t, w, p) => `直近${p}回の対戦で${t}が${w}勝しています。`,
  newsFavourite: (t, p) => `ブックメーカーは${t}を本命視しています（平均オッズ${price(p)}）。`,
  newsTableGap: (t, r, o, orank) => `${t}は${r}位で、${orank}位の${o}を大きく上回っています。`,
};

export const phrases: Record<Locale, Phrases> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja };
