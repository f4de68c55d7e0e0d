import type { ReplyOf, calls } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FootballEventsPanel } from './events-panel.tsx';

type Stats = ReplyOf<typeof calls.footballMatchStats>;

const stats = vi.hoisted(() => ({ current: undefined as Stats | undefined }));
vi.mock('../../api/football-api.ts', () => ({
  useFootballLiveText: () => ({ isPending: false, data: { id: 'f1', status: 'finished', clock: '90+3', score: { home: 2, away: 1 }, events: [] } }),
  useFootballStats: () => ({ isPending: false, data: stats.current }),
}));

afterEach(cleanup);

const none = { shots: null, shotsOnTarget: null, fouls: null, corners: null, yellowCards: null, redCards: null };

describe('FootballEventsPanel statistics', () => {
  it('says 暂无数据 for a finished match whose source has no statistics (a CSL match), never "after kick-off" nor zeros', async () => {
    stats.current = { id: 'f1', source: 'final', available: false, home: none, away: none };
    renderWithProviders(<FootballEventsPanel id="f1" version={1} status="finished" clock="90+3" />);
    expect((await screen.findByTestId('match-stats-empty')).textContent).toBe('暂无数据');
    expect(screen.queryByText('开赛后显示技术统计')).toBeNull();
    expect(screen.queryByTestId('match-stats')).toBeNull();
  });

  it('says 暂无数据 for a live match without statistics rather than drawing 0-0 bars', async () => {
    stats.current = { id: 'f1', source: 'live', available: false, home: none, away: none };
    renderWithProviders(<FootballEventsPanel id="f1" version={1} status="live" clock="30" />);
    expect((await screen.findByTestId('match-stats-empty')).textContent).toBe('暂无数据');
  });

  it('still says statistics come after kick-off before a covered match starts, and draws them once there', async () => {
    stats.current = { id: 'f1', source: 'none', available: true, home: none, away: none };
    renderWithProviders(<FootballEventsPanel id="f1" version={1} status="scheduled" clock={null} />);
    expect((await screen.findByTestId('match-stats-empty')).textContent).toBe('开赛后显示技术统计');
    cleanup();
    stats.current = { id: 'f1', source: 'final', available: true, home: { ...none, corners: 4 }, away: { ...none, corners: 0 } };
    renderWithProviders(<FootballEventsPanel id="f1" version={1} status="finished" clock="90+3" />);
    expect((await screen.findByTestId('match-stats')).textContent).toContain('4');
  });
});
