import type { BasketballGame } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BasketballHeader } from './basketball-header.tsx';

afterEach(cleanup);

const team = (id: string, name: string) => ({ id, name, shortName: name, colour: '#C8102E' });
const game: BasketballGame = {
  id: 'g1', competitionId: 'nba', competitionName: 'NBA', season: '2023-24', tipoffAt: Date.UTC(2026, 10, 29, 0), status: 'finished', phase: 'finished',
  period: 4, clock: null, home: team('pistons', '活塞'), away: team('rockets', '火箭'), score: { home: 101, away: 98 },
  periods: { home: [25, 26, 24, 26], away: [20, 30, 22, 26] }, lottery: null, version: 1,
};
const actions = { isFavourite: false, onToggleFavourite: vi.fn(), onShare: vi.fn(), onReport: vi.fn() };

describe('BasketballHeader', () => {
  it('shows the away team first with the score in the same order, as the title 火箭 @ 活塞 does', () => {
    renderWithProviders(<BasketballHeader detail={{ game, halfTime: { home: 51, away: 50 }, overtimePeriods: 0, stale: false }} actions={actions} />);
    const header = screen.getByTestId('match-header');
    const away = screen.getByTestId('match-away');
    const home = screen.getByTestId('match-home');
    // DOCUMENT_POSITION_FOLLOWING: the home team comes after the away team.
    expect(away.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('match-score').textContent).toBe('98 : 101');
    expect(header.textContent).toContain('半场 50-51');
  });
});
