import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appEvents } from '../../../lib/events/app-events.ts';
import type { ScoreList } from '../api/score-list.ts';
import { scoresKeys } from '../api/scores-keys.ts';
import { goalReminderFor, type ScoreDialogData } from '../model/goal-reminder.ts';
import { settingsStore, tipsStore } from '../stores/score-settings.ts';
import { playGoalTone, unlockAudio, vibrateForGoal } from '../utils/ringtone.ts';
import { findRow, onFrame } from './use-push-merge.ts';

export interface GoalReminderEffects {
  showDialog: (data: ScoreDialogData) => void;
  playTone?: () => void;
  vibrate?: () => void;
}

/**
 * Goal reminders (spec: the settings page's pop-up, ringtone and vibration): on each
 * `gameNowFen` the stored `gameTipsSetting` and scope decide what fires. Settings are read at
 * the goal, so a change on the settings page applies to the next goal at once.
 */
export function useGoalReminder({ showDialog, playTone = playGoalTone, vibrate = vibrateForGoal }: GoalReminderEffects): void {
  const queryClient = useQueryClient();
  const effects = useRef({ showDialog, playTone, vibrate });
  effects.current = { showDialog, playTone, vibrate };

  useEffect(() => {
    const unlock = () => unlockAudio();
    globalThis.addEventListener('pointerdown', unlock, { once: true });
    const off = appEvents.on('gameNowFen', (data) =>
      onFrame(data, (s) => s.gameNowFenPayload, (goal) => {
      const favourites = queryClient.getQueryData<ScoreList>(scoresKeys.favourites('football'));
      const reminder = goalReminderFor({
        goal,
        row: findRow(queryClient, 'football', goal.id),
        tips: tipsStore.read(),
        scope: settingsStore.read().scope,
        followed: new Set(favourites?.ids ?? []),
      });
      if (!reminder) return;
      if (reminder.dialog) effects.current.showDialog(reminder.dialog);
      if (reminder.audio) effects.current.playTone();
      if (reminder.shake) effects.current.vibrate();
    }));
    return () => {
      off();
      globalThis.removeEventListener('pointerdown', unlock);
    };
  }, [queryClient]);
}
