import { describe, expect, it } from 'vitest';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { MemoryBoard } from '../feed/live/memory-board.ts';
import { FootballListService, isOnNowList } from './football-lists.service.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 6, 0, 30); // 14:00:30 in Beijing

function fixture(id: string, status: BoardFixture['status'], kickoffAt: number): BoardFixture {
  return {
    id, sourceMatchId: `test:${id}`, sport: 'football', competitionId: 'premier-league', season: '2024-25', homeTeamId: 'arsenal',
    awayTeamId: 'chelsea', kickoffAt, status, phase: status, clock: null, period: null, score: null, halfTime: null, periods: null,
    liveStats: null, lottery: null, version: 1,
  };
}

describe('the "now" list', () => {
  it('takes live matches, kick-offs within 3 hours and matches finished since a kick-off within 4 hours', () => {
    expect(isOnNowList({ status: 'live', kickoffAt: NOW - 10 * HOUR }, NOW)).toBe(true);
    expect(isOnNowList({ status: 'break', kickoffAt: NOW - HOUR }, NOW)).toBe(true);
    expect(isOnNowList({ status: 'scheduled', kickoffAt: NOW + 3 * HOUR }, NOW)).toBe(true);
    expect(isOnNowList({ status: 'scheduled', kickoffAt: NOW + 3 * HOUR + 1 }, NOW)).toBe(false);
    expect(isOnNowList({ status: 'finished', kickoffAt: NOW - 4 * HOUR }, NOW)).toBe(true);
    expect(isOnNowList({ status: 'finished', kickoffAt: NOW - 4 * HOUR - 1 }, NOW)).toBe(false);
    expect(isOnNowList({ status: 'postponed', kickoffAt: NOW }, NOW)).toBe(false);
  });

  it('is serialised once per board revision, locale and minute', () => {
    let now = NOW;
    const board = new MemoryBoard(() => now);
    const soon = fixture('a', 'scheduled', NOW + 3 * HOUR + 20_000);
    board.replace({ fixtures: [fixture('b', 'live', NOW - HOUR), soon] });
    const lists = new FootballListService(board, () => now);
    const first = lists.liveNow('en');
    expect(lists.liveNow('en')).toBe(first);
    expect(lists.liveNow('ja')).not.toBe(first);
    expect((JSON.parse(first.json) as { items: Array<{ id: string }> }).items.map((r) => r.id)).toEqual(['b']);
    // The next minute: the window moved and takes in the match kicking off in 3 h 20 s.
    now = NOW + 30_000;
    const later = lists.liveNow('en');
    expect(later).not.toBe(first);
    expect((JSON.parse(later.json) as { items: Array<{ id: string }> }).items.map((r) => r.id)).toEqual(['b', 'a']);
    board.apply({ fixture: { ...soon, status: 'postponed', version: 2 }, newEvents: [] });
    expect((JSON.parse(lists.liveNow('en').json) as { items: unknown[] }).items).toHaveLength(1);
  });
});
