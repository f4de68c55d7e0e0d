import { describe, expect, it } from 'vitest';
import { goalsOf, goalsRows, liveRows, modesOf, resultRows } from './modes.ts';
import { footballRowFixture } from './row.fixture.ts';

describe('scores modes', () => {
  it('offers the spec labels for football and the four basic modes for basketball', () => {
    expect(modesOf('football')).toEqual(['live', 'chase', 'firstHalfGoals', 'secondHalfGoals', 'fullTimeGoals', 'schedule', 'results', 'favourites']);
    expect(modesOf('basketball')).toEqual(['live', 'schedule', 'results', 'favourites']);
  });

  it('counts first-half, second-half and full-time goals, null when not known yet', () => {
    const row = { status: 'finished', score: { home: 3, away: 1 }, halfTime: { home: 1, away: 0 } } as const;
    expect([goalsOf(row, 'firstHalfGoals'), goalsOf(row, 'secondHalfGoals'), goalsOf(row, 'fullTimeGoals')]).toEqual([1, 3, 4]);
    expect(goalsOf({ status: 'live', score: { home: 1, away: 0 }, halfTime: null }, 'secondHalfGoals')).toBeNull();
    expect(goalsOf({ status: 'scheduled', score: null, halfTime: null }, 'fullTimeGoals')).toBeNull();
  });

  it('leaves a match at half-time out of the second-half goals: its second half has not started', () => {
    const atBreak = footballRowFixture({ id: 'ht', status: 'break', score: { home: 0, away: 3 }, halfTime: { home: 0, away: 3 } });
    const playing = footballRowFixture({ id: 'p', status: 'live', score: { home: 1, away: 1 }, halfTime: { home: 0, away: 1 } });
    expect(goalsOf(atBreak, 'secondHalfGoals')).toBeNull();
    expect(goalsRows([atBreak, playing], 'secondHalfGoals').map((r) => r.id)).toEqual(['p']);
    expect(goalsRows([atBreak, playing], 'firstHalfGoals').map((r) => r.id)).toEqual(['ht', 'p']);
  });

  it('lists goals rows most goals first and leaves out those without a count; results only finished', () => {
    const a = footballRowFixture({ id: 'a', score: { home: 1, away: 0 } });
    const b = footballRowFixture({ id: 'b', score: { home: 2, away: 2 }, status: 'finished' });
    const c = footballRowFixture({ id: 'c', score: null, status: 'scheduled' });
    expect(goalsRows([a, b, c], 'fullTimeGoals').map((r) => r.id)).toEqual(['b', 'a']);
    expect(resultRows([a, b, c]).map((r) => r.id)).toEqual(['b']);
  });

  it('puts matches in play first in 即时, then upcoming, then finished', () => {
    const done = footballRowFixture({ id: 'done', status: 'finished', kickoffAt: 1 });
    const soon = footballRowFixture({ id: 'soon', status: 'scheduled', kickoffAt: 3 });
    const now = footballRowFixture({ id: 'now', status: 'live', kickoffAt: 2 });
    const half = footballRowFixture({ id: 'half', status: 'break', kickoffAt: 1 });
    expect(liveRows([done, soon, now, half]).map((r) => r.id)).toEqual(['half', 'now', 'soon', 'done']);
  });
});
