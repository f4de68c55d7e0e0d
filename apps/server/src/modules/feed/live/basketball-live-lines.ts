import type { Locale } from '@scoreline/contract';
import { teamName } from '../catalog/index.ts';
import type { BasketballTeamBox } from '../replay/index.ts';
import type { ScorePair } from './board.types.ts';
import type { ScorePairIds } from './replay-state.mapper.ts';

/** The words of the basketball live text, in the four languages (zh-Hant in Hong Kong usage, as the football text). */

type Side = 'home' | 'away';

function short(teams: ScorePairIds, side: Side, locale: Locale): string {
  return teamName(teams[side], locale, 'short') ?? teams[side];
}

export function periodLabel(period: number): Record<Locale, string> {
  const ot = period - 4;
  if (ot <= 0) return { en: `Q${period}`, 'zh-Hans': `第${period}节`, 'zh-Hant': `第${period}節`, ja: `第${period}クォーター` };
  return { en: `OT${ot}`, 'zh-Hans': `加时${ot}`, 'zh-Hant': `加時${ot}`, ja: `延長${ot}` };
}

export function runText(locale: Locale, teams: ScorePairIds, side: Side, points: number, score: ScorePair): string {
  const team = short(teams, side, locale);
  const at = `${score.home}-${score.away}`;
  const lines: Record<Locale, string> = {
    en: `${team} on ${/^(8|11|18)/.test(String(points)) ? 'an' : 'a'} ${points}-0 run, ${at}`,
    'zh-Hans': `${team}打出一波${points}-0攻势，${at}`,
    'zh-Hant': `${team}打出一段${points}-0攻勢，${at}`,
    ja: `${team}が${points}-0のラン、${at}`,
  };
  return lines[locale];
}

export function leadText(locale: Locale, teams: ScorePairIds, side: Side, score: ScorePair): string {
  const team = short(teams, side, locale);
  const at = `${score.home}-${score.away}`;
  const lines: Record<Locale, string> = {
    en: `${team} take the lead, ${at}`,
    'zh-Hans': `${team}反超比分，${at}`,
    'zh-Hant': `${team}反超比分，${at}`,
    ja: `${team}が逆転、${at}`,
  };
  return lines[locale];
}

export function tieText(locale: Locale, points: number): string {
  const lines: Record<Locale, string> = {
    en: `All square at ${points}-${points}`,
    'zh-Hans': `双方战成${points}平`,
    'zh-Hant': `雙方打成${points}平`,
    ja: `${points}-${points}の同点`,
  };
  return lines[locale];
}

/**
 * The end of a period: the score, and from the second period on the period's own points.
 *
 * @example
 * periodEndText('en', 2, false, teams, { home: 55, away: 55 }, { home: 25, away: 33 }) // 'End of Q2: Lakers 55-55 Warriors (Q2 25-33)'
 */
export function periodEndText(locale: Locale, period: number, last: boolean, teams: ScorePairIds, score: ScorePair, inPeriod: ScorePair): string {
  const label = periodLabel(period)[locale];
  const line = `${short(teams, 'home', locale)} ${score.home}-${score.away} ${short(teams, 'away', locale)}`;
  if (last) return { en: `Final: ${line}`, 'zh-Hans': `全场结束，${line}`, 'zh-Hant': `全場結束，${line}`, ja: `試合終了、${line}` }[locale];
  const own = `${inPeriod.home}-${inPeriod.away}`;
  const texts: Record<Locale, string> =
    period === 1
      ? { en: `End of ${label}: ${line}`, 'zh-Hans': `${label}结束，${line}`, 'zh-Hant': `${label}結束，${line}`, ja: `${label}終了、${line}` }
      : period === 2
        ? { en: `Half-time: ${line} (${label} ${own})`, 'zh-Hans': `半场结束，${line}，本节${own}`, 'zh-Hant': `半場結束，${line}，本節${own}`, ja: `ハーフタイム、${line}（${label} ${own}）` }
        : { en: `End of ${label}: ${line} (${label} ${own})`, 'zh-Hans': `${label}结束，${line}，本节${own}`, 'zh-Hant': `${label}結束，${line}，本節${own}`, ja: `${label}終了、${line}（${label} ${own}）` };
  return texts[locale];
}

/** What the game's flow was: lead changes, ties and each side's largest lead. */
export interface GameFlow {
  leadChanges: number;
  ties: number;
  largestLead: ScorePair;
}

export function flowText(locale: Locale, teams: ScorePairIds, flow: GameFlow): string {
  const leads = (['home', 'away'] as const).filter((side) => flow.largestLead[side] > 0);
  const { leadChanges: changes, ties } = flow;
  const lead = (format: (team: string, points: number) => string, separator: string) =>
    leads.map((side) => format(short(teams, side, locale), flow.largestLead[side])).join(separator);
  const texts: Record<Locale, string> = {
    en: `${changes} lead change${changes === 1 ? '' : 's'}, ${ties} tie${ties === 1 ? '' : 's'}; largest lead: ${lead((t, n) => `${t} ${n}`, ', ')}`,
    'zh-Hans': `全场${changes}次领先易主，${ties}次战平；最大领先：${lead((t, n) => `${t}${n}分`, '，')}`,
    'zh-Hant': `全場${changes}次領先易手，${ties}次打成平手；最大領先：${lead((t, n) => `${t}${n}分`, '，')}`,
    ja: `リードチェンジ${changes}回、同点${ties}回。最大リード：${lead((t, n) => `${t} ${n}点`, '、')}`,
  };
  return texts[locale];
}

const LEADER_STATS = [
  { key: 'rebounds', label: { en: 'rebounds', 'zh-Hans': '篮板', 'zh-Hant': '籃板', ja: 'リバウンド' } },
  { key: 'assists', label: { en: 'assists', 'zh-Hans': '助攻', 'zh-Hant': '助攻', ja: 'アシスト' } },
  { key: 'threesMade', label: { en: 'threes', 'zh-Hans': '三分命中', 'zh-Hant': '三分命中', ja: '3P成功' } },
  { key: 'steals', label: { en: 'steals', 'zh-Hans': '抢断', 'zh-Hant': '搶斷', ja: 'スティール' } },
  { key: 'blocks', label: { en: 'blocks', 'zh-Hans': '盖帽', 'zh-Hant': '封阻', ja: 'ブロック' } },
] as const satisfies ReadonlyArray<{ key: keyof BasketballTeamBox; label: Record<Locale, string> }>;

/**
 * The team box score's leaders at the final buzzer (the data has team totals, no players).
 *
 * @example
 * leadersText('zh-Hans', teams, box) // '技术统计：投篮命中率 湖人 48.9%-45.1%，篮板 湖人 50-46，…'
 */
export function leadersText(locale: Locale, teams: ScorePairIds, box: { home: BasketballTeamBox; away: BasketballTeamBox }): string {
  const level = { en: 'level', 'zh-Hans': '持平', 'zh-Hant': '持平', ja: '互角' }[locale];
  const item = (label: string, home: number, away: number, show: (n: number) => string) => {
    if (home === away) return `${label} ${show(home)}-${show(away)} ${level}`;
    const side: Side = home > away ? 'home' : 'away';
    const [first, second] = side === 'home' ? [home, away] : [away, home];
    return `${label} ${short(teams, side, locale)} ${show(first)}-${show(second)}`;
  };
  const pct = (s: BasketballTeamBox) => (s.fieldGoalsAttempted === 0 ? 0 : Math.round((s.fieldGoalsMade / s.fieldGoalsAttempted) * 1000) / 10);
  const fgLabel = { en: 'FG', 'zh-Hans': '投篮命中率', 'zh-Hant': '投籃命中率', ja: 'FG%' }[locale];
  const items = [
    item(fgLabel, pct(box.home), pct(box.away), (n) => `${n.toFixed(1)}%`),
    ...LEADER_STATS.map((s) => item(s.label[locale], box.home[s.key], box.away[s.key], String)),
  ];
  const texts: Record<Locale, string> = {
    en: `Team stats: ${items.join(', ')}`,
    'zh-Hans': `技术统计：${items.join('，')}`,
    'zh-Hant': `技術統計：${items.join('，')}`,
    ja: `チームスタッツ：${items.join('、')}`,
  };
  return texts[locale];
}
