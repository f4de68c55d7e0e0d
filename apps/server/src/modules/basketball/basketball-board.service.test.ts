import { describe, expect, it } from 'vitest';
import type { BoardFixture, BoardOddsPath } from '../feed/live/board.types.ts';
import { MemoryBoard } from '../feed/live/memory-board.ts';
import { BasketballBoardService } from './basketball-board.service.ts';

const NOW = Date.UTC(2026, 10, 22, 4); // 12:00 in Beijing
const HOUR = 3_600_000;

function fixture(id: string, fields: Partial<BoardFixture> = {}): BoardFixture {
  return {
    id, sourceMatchId: `src:${id}`, sport: 'basketball', competitionId: 'nba', season: '2023-24',
    homeTeamId: 'boston-celtics', awayTeamId: 'miami-heat', kickoffAt: NOW + HOUR, status: 'scheduled', phase: 'scheduled',
    clock: null, period: null, score: null, halfTime: null, periods: null, liveStats: null, lottery: null, version: 1, ...fields,
  };
}

function service(fixtures: BoardFixture[], odds: Record<string, BoardOddsPath[]> = {}) {
  const board = new MemoryBoard(() => NOW);
  board.replace({ fixtures, odds });
  return { board, games: new BasketballBoardService(board, () => NOW) };
}

describe('the live list', () => {
  it('keeps the 12-hour edges and leaves far games out', () => {
    const { games } = service([
      fixture('past', { kickoffAt: NOW - 13 * HOUR, status: 'finished' }),
      fixture('done', { kickoffAt: NOW - 12 * HOUR, status: 'finished' }),
      fixture('half', { kickoffAt: NOW - HOUR, status: 'break', phase: 'half_time' }),
      fixture('next', { kickoffAt: NOW + 12 * HOUR }),
      fixture('far', { kickoffAt: NOW + 12 * HOUR + 1 }),
    ]);
    const reply = JSON.parse(games.liveGames('en').json) as Record<'live' | 'upcoming' | 'finished', Array<{ id: string }>>;
    expect([reply.live, reply.upcoming, reply.finished].map((g) => g.map((x) => x.id))).toEqual([['half'], ['next'], ['done']]);
  });

  it('is built once per board revision and locale', () => {
    const { board, games } = service([fixture('a')]);
    const first = games.liveGames('en');
    expect(games.liveGames('en')).toBe(first);
    expect(games.liveGames('ja')).not.toBe(first);
    board.apply({ fixture: fixture('a', { version: 2, status: 'live', phase: 'q1' }), newEvents: [] });
    expect(games.liveGames('en')).not.toBe(first);
  });
});

describe('odds', () => {
  it('keeps the opening step and the latest 49 of a long history', () => {
    const steps = Array.from({ length: 80 }, (_, i) => ({ at: NOW - (80 - i) * 60_000, line: null, prices: [1.5 + i / 100, 2.6] }));
    const { games } = service([fixture('g', { kickoffAt: NOW - HOUR, status: 'live' })], { g: [{ company: 'nba-lines', market: 'moneyline', steps }] });
    const [market] = games.odds('g', 'zh-Hans').markets;
    expect(market?.history).toHaveLength(50);
    expect(market?.history[0]?.prices[0]).toBe(1.5);
    expect(market?.current.prices[0]).toBe(2.29);
    expect(market?.companyName).toBe('NBA 综合盘口');
  });

  it('leaves football markets out of a basketball reply', () => {
    const path: BoardOddsPath = { company: 'bet365', market: '1x2', steps: [{ at: NOW - HOUR, line: null, prices: [2, 3, 4] }] };
    const { games } = service([fixture('g')], { g: [path] });
    expect(games.odds('g', 'en').markets).toEqual([]);
  });
});
