import type { ScoreRowModel } from './score-row.ts';

/** A live football row for tests; override what a test is about. */
export function footballRowFixture(overrides: Partial<ScoreRowModel> = {}): ScoreRowModel {
  return {
    id: 'm1',
    sport: 'football',
    competitionId: 'premier-league',
    competition: '英超',
    kickoffAt: Date.UTC(2026, 10, 22, 12, 0),
    status: 'live',
    phase: 'first_half',
    clock: '23',
    liveClock: null,
    period: null,
    home: { name: '阿森纳', colour: '#EF0107' },
    away: { name: '切尔西', colour: '#034694' },
    score: { home: 0, away: 0 },
    halfTime: null,
    redCards: { home: 0, away: 0 },
    corners: { home: 1, away: 2 },
    lottery: '周日001',
    change: null,
    ...overrides,
  };
}
