import { describe, expect, it } from 'vitest';
import { beijingDay, CHECKIN_REWARDS, rewardFor } from './checkin.service.ts';

describe('check-in rules', () => {
  it('counts days in Beijing time: 15:59 UTC is still today, 16:00 UTC is tomorrow', () => {
    expect(beijingDay(Date.UTC(2026, 10, 22, 15, 59))).toBe('2026-11-22');
    expect(beijingDay(Date.UTC(2026, 10, 22, 16, 0))).toBe('2026-11-23');
    expect(beijingDay(Date.UTC(2026, 11, 31, 16, 30))).toBe('2027-01-01');
  });

  it('rewards a 7-day cycle that starts again on day 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(rewardFor)).toEqual([...CHECKIN_REWARDS]);
    expect(rewardFor(8)).toBe(CHECKIN_REWARDS[0]);
    expect(rewardFor(14)).toBe(CHECKIN_REWARDS[6]);
  });
});
