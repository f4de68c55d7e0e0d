import type { GameNowFenPayload } from '@scoreline/contract';
import type { GameTipsSetting, ReminderScope } from '../stores/score-settings.ts';
import type { ScoreRowModel } from './score-row.ts';

/** Spec section 3: the score dialog's data. */
export interface ScoreDialogData {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

export interface GoalReminder {
  dialog: ScoreDialogData | null;
  audio: boolean;
  shake: boolean;
}

export interface GoalReminderInput {
  goal: GameNowFenPayload;
  /** The match as a loaded list has it (for the team names); undefined when no list holds it. */
  row: Pick<ScoreRowModel, 'home' | 'away'> | undefined;
  tips: GameTipsSetting;
  scope: ReminderScope;
  followed: ReadonlySet<string>;
}

/**
 * What a goal should set off, per the settings page: nothing for a match outside the chosen
 * scope (followed matches, or all) or when every reminder is off; the dialog only when the
 * team names are known.
 */
export function goalReminderFor({ goal, row, tips, scope, followed }: GoalReminderInput): GoalReminder | null {
  if (scope === 'followed' && !followed.has(goal.id)) return null;
  const dialog =
    tips.dialog && row ? { homeTeam: row.home.name, awayTeam: row.away.name, homeScore: goal.score.home, awayScore: goal.score.away } : null;
  if (!dialog && !tips.audio && !tips.shake) return null;
  return { dialog, audio: tips.audio, shake: tips.shake };
}
