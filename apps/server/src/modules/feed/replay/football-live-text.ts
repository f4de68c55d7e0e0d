import type { Locale } from '@scoreline/contract';
import { teamName } from '../catalog/index.ts';
import type { Pair } from '../source/index.ts';
import type { FootballEvent, FootballEventKind, MatchMinute } from './football-timeline.ts';

/**
 * Live-text lines for replayed football events in the four UI languages. The data names no
 * players, so a line names the side ("Arsenal goal"). Team names come from the catalog
 * (zh-Hant in Hong Kong usage: 阿仙奴, 入球); an id the catalog does not know is shown as is.
 */

interface Words {
  team: string;
  home: string;
  away: string;
  score: string;
}

type Template = (w: Words) => string;

const TEMPLATES: Readonly<Record<Locale, Readonly<Record<FootballEventKind, Template>>>> = {
  'zh-Hans': {
    kickoff: (w) => `比赛开始！${w.home} 对 ${w.away}`,
    goal: (w) => `进球！${w.team}破门得分，${w.home} ${w.score} ${w.away}`,
    yellow_card: (w) => `${w.team}一名球员被出示黄牌`,
    red_card: (w) => `红牌！${w.team}一名球员被罚下场`,
    corner: (w) => `${w.team}获得角球`,
    half_time: (w) => `半场结束，${w.home} ${w.score} ${w.away}`,
    second_half: () => '下半场比赛开始',
    full_time: (w) => `全场比赛结束，${w.home} ${w.score} ${w.away}`,
  },
  'zh-Hant': {
    kickoff: (w) => `比賽開始！${w.home} 對 ${w.away}`,
    goal: (w) => `入球！${w.team}建功，${w.home} ${w.score} ${w.away}`,
    yellow_card: (w) => `${w.team}一名球員被出示黃牌`,
    red_card: (w) => `紅牌！${w.team}一名球員被逐離場`,
    corner: (w) => `${w.team}獲得角球`,
    half_time: (w) => `半場結束，${w.home} ${w.score} ${w.away}`,
    second_half: () => '下半場比賽開始',
    full_time: (w) => `全場比賽結束，${w.home} ${w.score} ${w.away}`,
  },
  en: {
    kickoff: (w) => `Kick-off: ${w.home} v ${w.away}`,
    goal: (w) => `Goal! ${w.team} score. ${w.home} ${w.score} ${w.away}`,
    // No "a/an <team> player": the article depends on the name's sound ("a Aston Villa player" read wrong).
    yellow_card: (w) => `Yellow card for ${w.team}`,
    red_card: (w) => `Red card! ${w.team} have a player sent off`,
    corner: (w) => `Corner to ${w.team}`,
    half_time: (w) => `Half-time: ${w.home} ${w.score} ${w.away}`,
    second_half: () => 'The second half is under way',
    full_time: (w) => `Full-time: ${w.home} ${w.score} ${w.away}`,
  },
  ja: {
    kickoff: (w) => `キックオフ！${w.home} 対 ${w.away}`,
    goal: (w) => `ゴール！${w.team}が得点、${w.home} ${w.score} ${w.away}`,
    yellow_card: (w) => `${w.team}の選手にイエローカード`,
    red_card: (w) => `レッドカード！${w.team}の選手が退場`,
    corner: (w) => `${w.team}のコーナーキック`,
    half_time: (w) => `前半終了、${w.home} ${w.score} ${w.away}`,
    second_half: () => '後半開始',
    full_time: (w) => `試合終了、${w.home} ${w.score} ${w.away}`,
  },
};

/**
 * A minute as the live text writes it.
 *
 * @example
 * formatMinute({ minute: 45, stoppage: 2 }) // "45+2'"
 * formatMinute({ minute: 67, stoppage: 0 }) // "67'"
 */
export function formatMinute({ minute, stoppage }: MatchMinute): string {
  return stoppage > 0 ? `${minute}+${stoppage}'` : `${minute}'`;
}

/**
 * One live-text line for an event, minute first.
 *
 * @example
 * footballLiveText(goal, { home: 'arsenal', away: 'chelsea' }, 'zh-Hant') // "23' 入球！阿仙奴建功，阿仙奴 1-0 車路士"
 * footballLiveText(goal, { home: 'arsenal', away: 'chelsea' }, 'en')      // "23' Goal! Arsenal score. Arsenal 1-0 Chelsea"
 */
export function footballLiveText(event: FootballEvent, teams: Pair<string>, locale: Locale): string {
  const home = teamName(teams.home, locale) ?? teams.home;
  const away = teamName(teams.away, locale) ?? teams.away;
  const words: Words = {
    home,
    away,
    team: event.side === 'away' ? away : home,
    score: `${event.score.home}-${event.score.away}`,
  };
  return `${formatMinute(event.minute)} ${TEMPLATES[locale][event.kind](words)}`;
}
