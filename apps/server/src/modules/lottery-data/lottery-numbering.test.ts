import { describe, expect, it } from 'vitest';
import { assignLotteryNumbers, isLotteryFixture, type NumberingFixture } from './lottery-numbering.ts';

const bj = (local: string): number => Date.parse(`${local}+08:00`);
const football = (id: string, kickoff: string, competitionId = 'premier-league'): NumberingFixture => ({ id, sport: 'football', competitionId, kickoffAt: bj(kickoff) });

describe('assignLotteryNumbers', () => {
  it('numbers each business day in kick-off order, then id, from 001', () => {
    const numbers = assignLotteryNumbers([
      football('late', '2026-11-21T22:00:00', 'serie-a'),
      football('b', '2026-11-21T20:00:00'),
      football('a', '2026-11-21T20:00:00', 'la-liga'),
      football('csl', '2026-11-21T19:35:00', 'chinese-super-league'),
      football('after-midnight', '2026-11-22T03:00:00', 'ligue-1'),
      football('sunday', '2026-11-22T12:30:00'),
    ]);
    expect(Object.fromEntries([...numbers].map(([id, n]) => [id, n.code]))).toEqual({
      csl: '周六001', a: '周六002', b: '周六003', late: '周六004', 'after-midnight': '周六005', sunday: '周日001',
    });
    expect(numbers.get('after-midnight')?.day).toBe('2026-11-21');
  });

  it('numbers basketball from 301 on its own count and leaves matches off the lottery unnumbered', () => {
    const numbers = assignLotteryNumbers([
      { id: 'nba1', sport: 'basketball', competitionId: 'nba', kickoffAt: bj('2026-11-23T19:30:00') },
      { id: 'nba2', sport: 'basketball', competitionId: 'nba', kickoffAt: bj('2026-11-23T22:00:00') },
      football('epl', '2026-11-23T20:00:00'),
      football('friendly', '2026-11-23T21:00:00', 'friendly'),
    ]);
    expect(numbers.get('nba1')?.code).toBe('周一301');
    expect(numbers.get('nba2')?.code).toBe('周一302');
    expect(numbers.get('epl')?.code).toBe('周一001');
    expect(numbers.has('friendly')).toBe(false);
    expect(isLotteryFixture({ sport: 'basketball', competitionId: 'premier-league' })).toBe(false);
  });

  it('gives a day the same numbers whatever else is in the window', () => {
    const day = [football('x', '2026-11-24T20:00:00'), football('y', '2026-11-24T21:00:00')];
    const alone = assignLotteryNumbers(day);
    const withOthers = assignLotteryNumbers([football('w', '2026-11-23T20:00:00'), ...day, football('z', '2026-11-25T20:00:00')]);
    expect(withOthers.get('x')).toEqual(alone.get('x'));
    expect(withOthers.get('y')).toEqual({ day: '2026-11-24', code: '周二002' });
  });
});
