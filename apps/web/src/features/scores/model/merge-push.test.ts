import { describe, expect, it } from 'vitest';
import { applyGame, applyGoal, applyLannow, applyLiveText } from './merge-push.ts';
import { footballRowFixture } from './row.fixture.ts';
import type { ScoreRowModel } from './score-row.ts';

const other = footballRowFixture({ id: 'm2', home: { name: '曼城', colour: '#6CABDD' }, away: { name: '利物浦', colour: '#C8102E' } });
const rows: readonly ScoreRowModel[] = [footballRowFixture(), other];

describe('push merging into score rows', () => {
  it('sets the goal score, marks the score cell and keeps every other row the same object', () => {
    const next = applyGoal(rows, { id: 'm1', score: { home: 1, away: 0 }, side: 'home', minute: "31'" }, 1000);
    expect(next).not.toBe(rows);
    expect(next[0]).toMatchObject({ score: { home: 1, away: 0 }, clock: '31', change: { cells: ['score', 'clock'], at: 1000 } });
    expect(next[1]).toBe(other);
  });

  it('returns the same list for a match it does not hold, and for a frame that changes nothing', () => {
    expect(applyGoal(rows, { id: 'nope', score: { home: 1, away: 0 }, side: null, minute: null }, 1)).toBe(rows);
    expect(applyGoal(rows, { id: 'm1', score: { home: 0, away: 0 }, side: null, minute: null }, 1)).toBe(rows);
  });

  it('a repeated goal frame is harmless: the score is set, never added to', () => {
    const goal = { id: 'm1', score: { home: 1, away: 0 }, side: 'home' as const, minute: null };
    const once = applyGoal(rows, goal, 1);
    expect(applyGoal(once, goal, 2)).toBe(once);
  });

  it('takes the score at football half-time as the half-time score', () => {
    const game = { id: 'm1', sport: 'football' as const, status: 'break' as const, phase: 'half_time', clock: '45+2', period: null, score: { home: 2, away: 1 }, version: 9 };
    const [row] = applyGame(rows, game, 5);
    expect(row).toMatchObject({ status: 'break', phase: 'half_time', halfTime: { home: 2, away: 1 } });
    expect(row?.change?.cells).toEqual(expect.arrayContaining(['score', 'clock', 'halfTime']));
  });

  it('takes the clock of the half a game frame starts, and drops it at half-time', () => {
    const liveClock = { startedAt: 1_000, fromMinute: 0, toMinute: 45, stoppage: 2, speed: 1 };
    const first = applyGame(rows, { id: 'm1', sport: 'football', status: 'live', phase: 'first_half', clock: '1', period: null, score: { home: 0, away: 0 }, liveClock, version: 2 }, 5);
    expect(first[0]?.liveClock).toEqual(liveClock);
    const pause = applyGame(first, { id: 'm1', sport: 'football', status: 'break', phase: 'half_time', clock: '45+2', period: null, score: { home: 0, away: 0 }, liveClock: null, version: 3 }, 6);
    expect(pause[0]?.liveClock).toBeNull();
    expect(pause[1]).toBe(other);
  });

  it('counts corners and red cards from live text once per line, by sequence', () => {
    const corner = { id: 'm1', seq: 7, minute: "40'", kind: 'corner', side: 'away' as const, score: { home: 0, away: 0 }, text: { 'zh-Hans': '', 'zh-Hant': '', en: '', ja: '' } };
    const once = applyLiveText(rows, corner, 1, 0);
    expect(once[0]).toMatchObject({ corners: { home: 1, away: 3 }, clock: '40' });
    expect(applyLiveText(once, corner, 2, 7)).toBe(once);
    const red = applyLiveText(once, { ...corner, seq: 8, kind: 'red_card', side: 'home' }, 3, 7);
    expect(red[0]).toMatchObject({ redCards: { home: 1, away: 0 }, corners: { home: 1, away: 3 } });
  });

  it('updates a basketball game from lannow, with the half-time score once the third quarter starts', () => {
    const game = footballRowFixture({ id: 'b1', sport: 'basketball', phase: 'q2', clock: '01:00', period: 2, corners: null, redCards: null, score: { home: 50, away: 48 } });
    const update = { id: 'b1', phase: 'q3', period: 3, clock: '11:40', score: { home: 55, away: 50 }, periods: { home: [25, 27, 3], away: [24, 24, 2] } };
    const [row] = applyLannow([game], update, 4);
    expect(row).toMatchObject({ score: { home: 55, away: 50 }, clock: '11:40', period: 3, halfTime: { home: 52, away: 48 } });
  });
});
