import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../../lib/events/app-events.ts';
import { loadPushSchemas } from '../api/push-schemas.ts';
import type { ScoreList } from '../api/score-list.ts';
import { scoresKeys } from '../api/scores-keys.ts';
import { footballRowFixture } from '../model/row.fixture.ts';
import { settingsStore, tipsStore } from '../stores/score-settings.ts';
import { useGoalReminder } from './use-goal-reminder.ts';
import { usePushMerge } from './use-push-merge.ts';

function Harness({ effects }: { effects: Parameters<typeof useGoalReminder>[0] }) {
  usePushMerge();
  useGoalReminder(effects);
  return null;
}

function setup(list: ScoreList) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(scoresKeys.live('football'), list);
  const effects = { showDialog: vi.fn(), playTone: vi.fn(), vibrate: vi.fn() };
  const wrap = (ui: ReactNode) => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
  render(wrap(<Harness effects={effects} />));
  return { queryClient, effects };
}

const goalFrame = JSON.stringify({ id: 'm1', score: { home: 1, away: 0 }, side: 'home', minute: "12'" });

// The app loads the payload schemas lazily; once in, frames are handled synchronously.
beforeAll(async () => {
  await loadPushSchemas();
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('goal reminders and live merging on the scores tab', () => {
  it('a gameNowFen frame updates the cached row and opens the dialog with home:away, ringtone and vibration', () => {
    const { queryClient, effects } = setup({ rows: [footballRowFixture()], stale: false });
    act(() => appEvents.emit('gameNowFen', goalFrame));
    expect(queryClient.getQueryData<ScoreList>(scoresKeys.live('football'))?.rows[0]?.score).toEqual({ home: 1, away: 0 });
    expect(effects.showDialog).toHaveBeenCalledWith({ homeTeam: '阿森纳', awayTeam: '切尔西', homeScore: 1, awayScore: 0 });
    expect(effects.playTone).toHaveBeenCalledTimes(1);
    expect(effects.vibrate).toHaveBeenCalledTimes(1);
  });

  it('follows the stored settings at the moment of the goal', () => {
    const { effects } = setup({ rows: [footballRowFixture()], stale: false });
    tipsStore.update({ audio: false, shake: false });
    settingsStore.update({ scope: 'followed' });
    act(() => appEvents.emit('gameNowFen', goalFrame));
    expect(effects.showDialog).not.toHaveBeenCalled();
    settingsStore.update({ scope: 'all' });
    act(() => appEvents.emit('gameNowFen', goalFrame));
    expect(effects.showDialog).toHaveBeenCalledTimes(1);
    expect(effects.playTone).not.toHaveBeenCalled();
  });

  it('drops a malformed frame without touching the lists', () => {
    const list = { rows: [footballRowFixture()], stale: false };
    const { queryClient, effects } = setup(list);
    act(() => appEvents.emit('gameNowFen', '{"id":"m1","score":"2-0"}'));
    expect(queryClient.getQueryData(scoresKeys.live('football'))).toBe(list);
    expect(effects.showDialog).not.toHaveBeenCalled();
  });
});
