import type { ScoreRowModel, Sport } from './score-row.ts';

/**
 * The scores tab's modes (spec: "Match mode labels: in-play, chase, first-half goals,
 * second-half goals, full-time goals, schedule, favourites"; 赛果 results from the issue).
 * - live 即时: the board now (live, about to start, just finished);
 * - chase 追击: today's matches where the pre-match favourite is behind (live) or lost;
 * - first/second-half and full-time goals: today's played matches with that goal count shown,
 *   most goals first;
 * - schedule 赛程 and results 赛果: one day's matches from the date strip;
 * - favourites 关注: the matches the user follows.
 */
export const scoreModes = ['live', 'chase', 'firstHalfGoals', 'secondHalfGoals', 'fullTimeGoals', 'schedule', 'results', 'favourites'] as const;
export type ScoreMode = (typeof scoreModes)[number];

/** Basketball has no favourite-upset list or goal counts; its modes are the four of the issue. */
const basketballModes: readonly ScoreMode[] = ['live', 'schedule', 'results', 'favourites'];

export function modesOf(sport: Sport): readonly ScoreMode[] {
  return sport === 'football' ? scoreModes : basketballModes;
}

export function isScoreMode(value: string | null): value is ScoreMode {
  return (scoreModes as readonly string[]).includes(value ?? '');
}

/** Modes that show a date strip, and which way it runs from today. */
export function dateStripOf(mode: ScoreMode): 'future' | 'past' | null {
  if (mode === 'schedule') return 'future';
  if (mode === 'results') return 'past';
  return null;
}

export type GoalsMode = Extract<ScoreMode, 'firstHalfGoals' | 'secondHalfGoals' | 'fullTimeGoals'>;

export function isGoalsMode(mode: ScoreMode): mode is GoalsMode {
  return mode === 'firstHalfGoals' || mode === 'secondHalfGoals' || mode === 'fullTimeGoals';
}

/**
 * Goals of a row in a goals mode; null when not known yet (no half-time score before the
 * break, no second half before it starts: at the break the half-time score is in, but a 0
 * there would read as a goalless second half).
 */
export function goalsOf(row: Pick<ScoreRowModel, 'score' | 'halfTime' | 'status'>, mode: GoalsMode): number | null {
  const { score, halfTime } = row;
  if (mode === 'fullTimeGoals') return score ? score.home + score.away : null;
  if (mode === 'firstHalfGoals') return halfTime ? halfTime.home + halfTime.away : null;
  if (!score || !halfTime || row.status === 'break') return null;
  return score.home + score.away - halfTime.home - halfTime.away;
}

/** The rows of a goals mode: those with a known count, most goals first, then by kick-off. */
export function goalsRows(rows: readonly ScoreRowModel[], mode: GoalsMode): ScoreRowModel[] {
  return rows
    .filter((row) => goalsOf(row, mode) !== null)
    .sort((a, b) => (goalsOf(b, mode) ?? 0) - (goalsOf(a, mode) ?? 0) || a.kickoffAt - b.kickoffAt);
}

/** Results show played matches only. */
export function resultRows(rows: readonly ScoreRowModel[]): ScoreRowModel[] {
  return rows.filter((row) => row.status === 'finished');
}

const LIVE_ORDER: Readonly<Record<ScoreRowModel['status'], number>> = { live: 0, break: 0, scheduled: 1, postponed: 2, finished: 3 };

/** 即时 puts the matches in play first, then those about to start, then the finished; each by kick-off. */
export function liveRows(rows: readonly ScoreRowModel[]): ScoreRowModel[] {
  return [...rows].sort((a, b) => LIVE_ORDER[a.status] - LIVE_ORDER[b.status] || a.kickoffAt - b.kickoffAt);
}
