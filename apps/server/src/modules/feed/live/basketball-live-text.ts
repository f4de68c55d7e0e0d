import type { BasketballScore, BasketballState } from '../replay/index.ts';
import { formatClock, OVERTIME_SECONDS, QUARTER_SECONDS } from '../replay/index.ts';
import type { BoardEvent, ScorePair } from './board.types.ts';
import type { GameFlow } from './basketball-live-lines.ts';
import { flowText, leadersText, leadText, periodEndText, periodLabel, runText, tieText } from './basketball-live-lines.ts';
import { pair, textIn, type ScorePairIds } from './replay-state.mapper.ts';

/**
 * Basketball live text, in time order: a line when a side completes a run of `RUN_POINTS`
 * unanswered points (every basket would be ~200 lines), when the lead changes hands, when the
 * score is tied, at the end of each period (with the period's own points), the final, then the
 * game's flow (lead changes, ties, largest leads) and, when the game has an NBA.com box score,
 * the team leaders of its statistics (team totals only: the data names no players). Built from
 * the plays so far, so each call returns the previous call's lines plus the new ones, with the
 * same `seq`.
 */
export const RUN_POINTS = 8;

type Line = Omit<BoardEvent, 'seq'>;

export function basketballBoardEvents(state: BasketballState, teams: ScorePairIds): BoardEvent[] {
  if (state.phase === 'scheduled' || state.period === undefined) return [];
  const inPlay = state.phase.startsWith('q') || state.phase.startsWith('ot');
  const periodsDone = inPlay ? state.period - 1 : state.period;
  const finished = state.phase === 'finished';
  const lines: Line[] = [];
  const run = { side: undefined as 'home' | 'away' | undefined, points: 0, announced: false };
  const flow: GameFlow & { leader?: 'home' | 'away' } = { leadChanges: 0, ties: 0, largestLead: { home: 0, away: 0 } };
  let period = 1;
  let score: ScorePair = { home: 0, away: 0 };
  let periodStart: ScorePair = { home: 0, away: 0 };
  const closePeriods = (upTo: number) => {
    for (; period <= upTo; period += 1) {
      lines.push(periodEnd(period, period === periodsDone && finished, score, periodStart, teams));
      periodStart = score;
    }
  };
  for (const play of state.events) {
    closePeriods(Math.min(play.period - 1, periodsDone));
    score = pair(play.score);
    const minute = minuteOf(play);
    lines.push(...leadLines(flow, play, minute, teams));
    if (run.side === play.side) run.points += play.points;
    else Object.assign(run, { side: play.side, points: play.points, announced: false });
    if (run.points >= RUN_POINTS && !run.announced) {
      run.announced = true;
      const { side, points } = { side: play.side, points: run.points };
      lines.push({ minute, kind: 'run', side, score: { ...score }, text: textIn((l) => runText(l, teams, side, points, score)) });
    }
  }
  closePeriods(periodsDone);
  if (finished) lines.push(...closingLines(state, flow, score, teams));
  return lines.map((line, i) => ({ seq: i + 1, ...line }));
}

function minuteOf(play: BasketballScore): string {
  const clock = formatClock((play.period <= 4 ? QUARTER_SECONDS : OVERTIME_SECONDS) - play.elapsed);
  return `${periodLabel(play.period).en} ${clock}`;
}

/** A tie, or the lead changing hands (a side going ahead after the other led, ties in between or not). */
function leadLines(flow: GameFlow & { leader?: 'home' | 'away' }, play: BasketballScore, minute: string, teams: ScorePairIds): Line[] {
  const score = pair(play.score);
  const margin = score.home - score.away;
  if (margin === 0) {
    flow.ties += 1;
    return [{ minute, kind: 'tie', side: null, score, text: textIn((l) => tieText(l, score.home)) }];
  }
  const side = margin > 0 ? 'home' : 'away';
  flow.largestLead[side] = Math.max(flow.largestLead[side], Math.abs(margin));
  const changed = flow.leader !== undefined && flow.leader !== side;
  flow.leader = side;
  if (!changed) return [];
  flow.leadChanges += 1;
  return [{ minute, kind: 'lead_change', side, score, text: textIn((l) => leadText(l, teams, side, score)) }];
}

function periodEnd(period: number, last: boolean, score: ScorePair, start: ScorePair, teams: ScorePairIds): Line {
  const inPeriod = { home: score.home - start.home, away: score.away - start.away };
  return {
    minute: `${periodLabel(period).en} 00:00`,
    kind: last ? 'full_time' : 'period_end',
    side: null,
    score: { ...score },
    text: textIn((l) => periodEndText(l, period, last, teams, score, inPeriod)),
  };
}

/** After the final: the game's flow, then the box score's team leaders when there is a box. */
function closingLines(state: BasketballState, flow: GameFlow, score: ScorePair, teams: ScorePairIds): Line[] {
  const minute = `${periodLabel(state.period ?? 4).en} 00:00`;
  const lines: Line[] = [{ minute, kind: 'summary', side: null, score: { ...score }, text: textIn((l) => flowText(l, teams, flow)) }];
  const box = state.box;
  if (box) lines.push({ minute, kind: 'team_leaders', side: null, score: { ...score }, text: textIn((l) => leadersText(l, teams, box)) });
  return lines;
}
