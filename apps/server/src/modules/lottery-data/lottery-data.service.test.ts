import { describe, expect, it } from 'vitest';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { MemoryBoard } from '../feed/live/memory-board.ts';
import { LotteryDataService } from './lottery-data.service.ts';

const bj = (local: string): number => Date.parse(`${local}+08:00`);
const NOW = bj('2026-11-23T15:00:00');

function game(id: string, kickoff: string, extra: Partial<BoardFixture> = {}): BoardFixture {
  return {
    id, sourceMatchId: id, sport: 'basketball', competitionId: 'nba', season: '2024', homeTeamId: 'denver-nuggets', awayTeamId: 'los-angeles-lakers',
    kickoffAt: bj(kickoff), status: 'scheduled', phase: 'scheduled', clock: null, period: null, score: null, halfTime: null, periods: null,
    liveStats: null, lottery: null, version: 1, ...extra,
  };
}

describe('LotteryDataService.basketballDay', () => {
  // NBA 2023-24 opener, Lakers at Denver: Denver −4.5, total 228.5, final 119–107.
  const board = new MemoryBoard(() => NOW);
  const lines = [
    { company: 'nba-lines', market: 'spread' as const, steps: [{ at: bj('2026-11-20T19:30:00'), line: -4.5, prices: [] }] },
    { company: 'nba-lines', market: 'total' as const, steps: [{ at: bj('2026-11-20T19:30:00'), line: 228.5, prices: [] }] },
  ];
  board.replace({
    fixtures: [
      game('later', '2026-11-23T22:00:00'),
      game('done', '2026-11-23T12:30:00', { status: 'finished', phase: 'finished', score: { home: 119, away: 107 } }),
      game('nolines', '2026-11-23T20:00:00'),
    ],
    odds: { later: lines, done: lines },
  });
  const service = new LotteryDataService({ board, now: () => NOW });

  it('numbers the day from 301 with SF, RFSF, SFC and DXF prices from the spread and total', () => {
    const day = service.basketballDay('2026-11-23');
    expect(day.weekday).toBe('周一');
    expect(day.entries.map((e) => [e.fixture.id, e.number.code])).toEqual([['done', '周一301'], ['nolines', '周一302'], ['later', '周一303']]);
    const later = day.entries[2]?.priced?.prices;
    expect(later?.rfsf.handicap).toBe(-4.5);
    expect(later?.dxf.line).toBe(228.5);
    expect(later?.sfc).toHaveLength(12);
    expect((later?.sf[0]?.odds ?? 0) < (later?.sf[1]?.odds ?? 0)).toBe(true); // Denver favoured
    expect(day.entries[1]?.priced).toBeNull();
  });

  it('settles a finished game at its lines', () => {
    expect(service.basketballDay('2026-11-23').entries[0]?.settlement).toEqual({ sf: '3', rfsf: '3', sfc: 'H3', dxf: '小' });
  });
});
