import { describe, expect, it } from 'vitest';
import { standing } from './fixtures.test-data.ts';
import { formatWinPct, perGame, topAttack, topDefence, venueTable, zoneOf } from './table-logic.ts';

// a: strong at home, poor away; b: the reverse; c: level; d: has not played.
const rows = [
  standing('a', 1, [3, 0, 0, 9, 1], [0, 1, 2, 2, 6]),
  standing('b', 2, [0, 1, 2, 1, 4], [3, 0, 0, 7, 2]),
  standing('c', 3, [1, 1, 1, 3, 3], [1, 1, 1, 3, 3]),
  standing('d', 4, [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
];

describe('venueTable', () => {
  it('keeps the server ranks and records for the whole table', () => {
    expect(venueTable(rows, 'total').map((r) => [r.team.id, r.rank, r.points, r.goalDifference])).toEqual([['a', 1, 10, 4], ['b', 2, 10, 2], ['c', 3, 8, 0], ['d', 4, 0, 0]]);
  });

  it('re-ranks on home or away records only, by points then goal difference', () => {
    expect(venueTable(rows, 'home').map((r) => [r.team.id, r.rank, r.points, r.goalDifference])).toEqual([['a', 1, 9, 8], ['c', 2, 4, 0], ['b', 3, 1, -3], ['d', 4, 0, 0]]);
    expect(venueTable(rows, 'away').map((r) => r.team.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('breaks a points and goal-difference tie on goals scored, then id', () => {
    const tied = [standing('y', 1, [1, 0, 0, 3, 1], [0, 0, 0, 0, 0]), standing('x', 2, [1, 0, 0, 2, 0], [0, 0, 0, 0, 0]), standing('w', 3, [1, 0, 0, 2, 0], [0, 0, 0, 0, 0])];
    expect(venueTable(tied, 'home').map((r) => r.team.id)).toEqual(['y', 'w', 'x']);
  });
});

describe('attack and defence', () => {
  it('ranks attacks by goals scored, fewer matches first on a tie', () => {
    expect(topAttack(rows, 3).map((e) => [e.rank, e.team.id, e.goals, e.perGame])).toEqual([[1, 'a', 11, 1.8], [2, 'b', 8, 1.3], [3, 'c', 6, 1]]);
  });

  it('ranks defences by goals conceded, leaving out teams that have not played', () => {
    expect(topDefence(rows, 5).map((e) => [e.team.id, e.goals])).toEqual([['b', 6], ['c', 6], ['a', 7]]);
  });

  it('prefers the team that conceded as few in more matches', () => {
    const few = standing('few', 1, [1, 0, 0, 1, 2], [0, 0, 0, 0, 0]);
    const many = standing('many', 2, [2, 0, 1, 3, 2], [0, 0, 0, 0, 0]);
    expect(topDefence([few, many], 2).map((e) => e.team.id)).toEqual(['many', 'few']);
  });
});

describe('numbers as shown', () => {
  it('goals a match to one decimal, 0 before any match', () => {
    expect(perGame(7, 3)).toBe(2.3);
    expect(perGame(0, 0)).toBe(0);
  });

  it('zones only for tables of ten or more', () => {
    expect([1, 4, 5, 6, 7, 17, 18, 20].map((r) => zoneOf(r, 20))).toEqual(['top', 'top', 'upper', 'upper', null, null, 'bottom', 'bottom']);
    expect(zoneOf(1, 4)).toBeNull();
  });

  it('win percentages the NBA way', () => {
    expect(formatWinPct(0.6521)).toBe('.652');
    expect(formatWinPct(1)).toBe('1.000');
    expect(formatWinPct(0)).toBe('.000');
  });
});
