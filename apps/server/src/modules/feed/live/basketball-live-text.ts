import type { Locale } from '@scoreline/contract';
import { teamName } from '../catalog/index.ts';
import type { BasketballState } from '../replay/index.ts';
import { formatClock, OVERTIME_SECONDS, QUARTER_SECONDS } from '../replay/index.ts';
import type { BoardEvent, ScorePair } from './board.types.ts';
import { pair, textIn, type ScorePairIds } from './replay-state.mapper.ts';

/**
 * Basketball live text, in time order: a line when a side completes a run of `RUN_POINTS`
 * unanswered points (every basket would be ~200 lines), a line at the end of each period, and
 * the final. Built from the plays so far, so each call returns the previous call's lines plus
 * the new ones, with the same `seq`.
 */
export const RUN_POINTS = 8;

export function basketballBoardEvents(state: BasketballState, teams: ScorePairIds): BoardEvent[] {
  if (state.phase === 'scheduled' || state.period === undefined) return [];
  const inPlay = state.phase.startsWith('q') || state.phase.startsWith('ot');
  const periodsDone = inPlay ? state.period - 1 : state.period;
  const lines: Omit<BoardEvent, 'seq'>[] = [];
  const run = { side: undefined as 'home' | 'away' | undefined, points: 0, announced: false };
  let period = 1;
  let score: ScorePair = { home: 0, away: 0 };
  const closePeriods = (upTo: number) => {
    for (; period <= upTo; period += 1) lines.push(periodEnd(period, period === periodsDone && state.phase === 'finished', score, teams));
  };
  for (const play of state.events) {
    closePeriods(Math.min(play.period - 1, periodsDone));
    score = pair(play.score);
    if (run.side === play.side) run.points += play.points;
    else Object.assign(run, { side: play.side, points: play.points, announced: false });
    if (run.points >= RUN_POINTS && !run.announced) {
      run.announced = true;
      const clock = formatClock((play.period <= 4 ? QUARTER_SECONDS : OVERTIME_SECONDS) - play.elapsed);
      lines.push(runLine(play.side, run.points, play.period, clock, score, teams));
    }
  }
  closePeriods(periodsDone);
  return lines.map((line, i) => ({ seq: i + 1, ...line }));
}

function runLine(side: 'home' | 'away', points: number, period: number, clock: string, score: ScorePair, teams: ScorePairIds): Omit<BoardEvent, 'seq'> {
  const text = textIn((l) => {
    const team = teamName(teams[side], l, 'short') ?? teams[side];
    const at = `${score.home}-${score.away}`;
    const lines: Record<Locale, string> = {
      en: `${team} on a ${points}-0 run, ${at}`,
      'zh-Hans': `${team}打出一波${points}-0攻势，${at}`,
      'zh-Hant': `${team}打出一段${points}-0攻勢，${at}`,
      ja: `${team}が${points}-0のラン、${at}`,
    };
    return lines[l];
  });
  return { minute: `${periodLabel(period).en} ${clock}`, kind: 'run', side, score: { ...score }, text };
}

function periodEnd(period: number, last: boolean, score: ScorePair, teams: ScorePairIds): Omit<BoardEvent, 'seq'> {
  const label = periodLabel(period);
  return { minute: `${label.en} 00:00`, kind: last ? 'full_time' : 'period_end', side: null, score: { ...score }, text: textIn((l) => periodText(l, label[l], last, teams, score)) };
}

function periodLabel(period: number): Record<Locale, string> {
  const ot = period - 4;
  if (ot <= 0) return { en: `Q${period}`, 'zh-Hans': `第${period}节`, 'zh-Hant': `第${period}節`, ja: `第${period}クォーター` };
  return { en: `OT${ot}`, 'zh-Hans': `加时${ot}`, 'zh-Hant': `加時${ot}`, ja: `延長${ot}` };
}

function periodText(locale: Locale, label: string, last: boolean, teams: ScorePairIds, score: ScorePair): string {
  const home = teamName(teams.home, locale, 'short') ?? teams.home;
  const away = teamName(teams.away, locale, 'short') ?? teams.away;
  const line = `${home} ${score.home}-${score.away} ${away}`;
  const texts: Record<Locale, string> = last
    ? { en: `Final: ${line}`, 'zh-Hans': `全场结束，${line}`, 'zh-Hant': `全場結束，${line}`, ja: `試合終了、${line}` }
    : { en: `End of ${label}: ${line}`, 'zh-Hans': `${label}结束，${line}`, 'zh-Hant': `${label}結束，${line}`, ja: `${label}終了、${line}` };
  return texts[locale];
}
