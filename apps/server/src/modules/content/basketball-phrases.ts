import type { Locale } from '@scoreline/contract';
import type { BasketballFormFacts, BoxFacts, Score } from './match-facts.ts';

/** Sentences of basketball previews and reports in each UI language (zh-Hant: Hong Kong usage). */

export interface BasketballPhrases {
  form(team: string, f: BasketballFormFacts): string;
  meetings(home: string, away: string, homeWins: number, awayWins: number, played: number): string;
  spread(home: string, line: number): string;
  total(line: number): string;
  result(home: string, score: Score, away: string): string;
  quarters(quarters: Score[], overtime: Score | null): string;
  box(home: BoxFacts, away: BoxFacts): string;
  totalVerdict(points: number, line: number): string;
}

const dash = (s: Score) => `${s.home}-${s.away}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const verdictOf = (points: number, line: number) => (points > line ? 'over' : points < line ? 'under' : 'push');

const en: BasketballPhrases = {
  form: (t, f) => `${t} have won ${f.won} and lost ${f.lost} of their last ${f.played} games, scoring ${f.pointsFor} points and conceding ${f.pointsAgainst}.`,
  meetings: (h, a, hw, aw, p) => `${h} won ${hw} and ${a} won ${aw} of their last ${p} meetings.`,
  spread: (h, l) => `The spread has ${h} at ${signed(l)}.`,
  total: (l) => `The points total is set at ${l}.`,
  result: (h, s, a) => `Final: ${h} ${dash(s)} ${a}.`,
  quarters: (q, ot) => `By quarter: ${q.map(dash).join(', ')}${ot ? `; overtime ${dash(ot)}` : ''}.`,
  box: (h, a) => `Rebounds ${h.rebounds}-${a.rebounds}, assists ${h.assists}-${a.assists}, three-pointers ${h.threesMade}-${a.threesMade}, turnovers ${h.turnovers}-${a.turnovers}.`,
  totalVerdict: (p, l) => `The ${p} points ${{ over: 'went over', under: 'stayed under', push: 'landed exactly on' }[verdictOf(p, l)]} the total of ${l}.`,
};

const zhHans: BasketballPhrases = {
  form: (t, f) => `${t}近${f.played}场${f.won}胜${f.lost}负，共得${f.pointsFor}分，失${f.pointsAgainst}分。`,
  meetings: (h, a, hw, aw, p) => `双方近${p}次交锋，${h}${hw}胜，${a}${aw}胜。`,
  spread: (h, l) => `让分盘：${h} ${signed(l)}。`,
  total: (l) => `总分盘口${l}分。`,
  result: (h, s, a) => `全场结束，${h} ${dash(s)} ${a}。`,
  quarters: (q, ot) => `各节比分：${q.map(dash).join('，')}${ot ? `；加时${dash(ot)}` : ''}。`,
  box: (h, a) => `篮板${h.rebounds}-${a.rebounds}，助攻${h.assists}-${a.assists}，三分球${h.threesMade}-${a.threesMade}，失误${h.turnovers}-${a.turnovers}。`,
  totalVerdict: (p, l) => `全场共${p}分，${{ over: '大于', under: '小于', push: '正好等于' }[verdictOf(p, l)]}总分盘口${l}分。`,
};

const zhHant: BasketballPhrases = {
  form: (t, f) => `${t}近${f.played}場${f.won}勝${f.lost}負，共得${f.pointsFor}分，失${f.pointsAgainst}分。`,
  meetings: (h, a, hw, aw, p) => `雙方近${p}次對賽，${h}${hw}勝，${a}${aw}勝。`,
  spread: (h, l) => `讓分盤：${h} ${signed(l)}。`,
  total: (l) => `總分盤口${l}分。`,
  result: (h, s, a) => `全場完結，${h} ${dash(s)} ${a}。`,
  quarters: (q, ot) => `各節比分：${q.map(dash).join('，')}${ot ? `；加時${dash(ot)}` : ''}。`,
  box: (h, a) => `籃板${h.rebounds}-${a.rebounds}，助攻${h.assists}-${a.assists}，三分球${h.threesMade}-${a.threesMade}，失誤${h.turnovers}-${a.turnovers}。`,
  totalVerdict: (p, l) => `全場共${p}分，${{ over: '大於', under: '小於', push: '正好等於' }[verdictOf(p, l)]}總分盤口${l}分。`,
};

const ja: BasketballPhrases = {
  form: (t, f) => `${t}は直近${f.played}試合で${f.won}勝${f.lost}敗、総得点${f.pointsFor}、総失点${f.pointsAgainst}です。`,
  meetings: (h, a, hw, aw, p) => `直近${p}回の対戦は${h}の${hw}勝、${a}の${aw}勝です。`,
  spread: (h, l) => `ハンデは${h} ${signed(l)}です。`,
  total: (l) => `合計得点ラインは${l}点です。`,
  result: (h, s, a) => `試合終了：${h} ${dash(s)} ${a}。`,
  quarters: (q, ot) => `クォーター別：${q.map(dash).join('、')}${ot ? `、延長${dash(ot)}` : ''}。`,
  box: (h, a) => `リバウンド${h.rebounds}-${a.rebounds}、アシスト${h.assists}-${a.assists}、スリーポイント${h.threesMade}-${a.threesMade}、ターンオーバー${h.turnovers}-${a.turnovers}。`,
  totalVerdict: (p, l) => `合計${p}点で、ライン${l}点を${{ over: '上回りました', under: '下回りました', push: 'ちょうど同じでした' }[verdictOf(p, l)]}。`,
};

export const basketballPhrases: Record<Locale, BasketballPhrases> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja };
