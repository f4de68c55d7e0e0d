import type { ReplyOf, calls } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BasketballGamePanel } from './game-panel.tsx';

type Detail = ReplyOf<typeof calls.basketballGameDetail>;
type Box = ReplyOf<typeof calls.basketballBoxScore>;

const box = vi.hoisted(() => ({ current: undefined as Box | undefined }));
vi.mock('../../api/basketball-api.ts', () => ({
  useBasketballBoxScore: () => ({ isPending: false, data: box.current }),
  useBasketballSeasonStats: () => ({ isPending: false, data: undefined }),
}));

afterEach(cleanup);

const team = (id: string, name: string) => ({ id, name, shortName: name, colour: '#000000' });
const periods = { home: [25, 27, 21, 22], away: [30, 22, 20, 18] };

function detail(status: Detail['game']['status']): Detail {
  return {
    game: {
      id: 'b1', competitionId: 'nba', competitionName: 'NBA', season: '2024', tipoffAt: Date.UTC(2026, 10, 22, 11, 30), status,
      phase: status === 'finished' ? 'finished' : 'q3', period: 4, clock: status === 'finished' ? '00:00' : '05:12',
      home: team('lal', '湖人'), away: team('gs', '勇士'), score: { home: 95, away: 90 }, periods, lottery: null, version: 1,
    },
    halfTime: { home: 52, away: 52 },
    overtimePeriods: 0,
    stale: false,
  };
}

describe('BasketballGamePanel team statistics', () => {
  it('says a finished game the data has no box score for has none, not "after the final whistle"', async () => {
    box.current = { id: 'b1', available: 'periods_only', home: null, away: null, periods };
    renderWithProviders(<BasketballGamePanel detail={detail('finished')} />);
    expect((await screen.findByTestId('team-stats-empty')).textContent).toBe('暂无本场球队技术统计');
  });

  it('says the same while a game without a box score is on: live statistics come only from a box score', async () => {
    box.current = { id: 'b1', available: 'periods_only', home: null, away: null, periods };
    renderWithProviders(<BasketballGamePanel detail={detail('live')} />);
    expect((await screen.findByTestId('team-stats-empty')).textContent).toBe('暂无本场球队技术统计');
  });
});
