import { describe, expect, it } from 'vitest';
import { addDays, businessDayBounds, lotteryBusinessDay, saleCutoff, weekdayLabel } from './lottery-day.ts';

/** An instant given as Beijing wall-clock time. */
const bj = (local: string): number => Date.parse(`${local}+08:00`);

describe('lottery business day', () => {
  it('runs from 12:00 to 12:00 Beijing and takes the date it starts on', () => {
    expect(lotteryBusinessDay(bj('2026-11-23T12:00:00'))).toBe('2026-11-23');
    expect(lotteryBusinessDay(bj('2026-11-23T20:00:00'))).toBe('2026-11-23');
    expect(lotteryBusinessDay(bj('2026-11-24T03:45:00'))).toBe('2026-11-23'); // a Monday-evening European match
    expect(lotteryBusinessDay(bj('2026-11-24T11:59:00'))).toBe('2026-11-23');
    expect(lotteryBusinessDay(bj('2026-11-24T12:00:00'))).toBe('2026-11-24');
  });

  it('labels days 周一 … 周日 and bounds them', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(weekdayLabel)).toEqual([
      '周一', '周二', '周三', '周四', '周五', '周六', '周日',
    ]);
    expect(businessDayBounds('2026-11-23')).toEqual({ from: bj('2026-11-23T12:00:00'), to: bj('2026-11-24T12:00:00') });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('saleCutoff', () => {
  it('is the kick-off within sales hours', () => {
    expect(saleCutoff(bj('2026-11-23T19:35:00'))).toBe(bj('2026-11-23T19:35:00'));
    expect(saleCutoff(bj('2026-11-28T23:00:00'))).toBe(bj('2026-11-28T23:00:00')); // Saturdays sell until 23:00
  });

  it('is the end of the last session before a kick-off outside sales hours', () => {
    expect(saleCutoff(bj('2026-11-23T22:30:00'))).toBe(bj('2026-11-23T22:00:00')); // Monday closes at 22:00
    expect(saleCutoff(bj('2026-11-24T03:45:00'))).toBe(bj('2026-11-23T22:00:00'));
    expect(saleCutoff(bj('2026-11-29T02:00:00'))).toBe(bj('2026-11-28T23:00:00')); // Saturday night closes at 23:00
    expect(saleCutoff(bj('2026-11-28T08:30:00'))).toBe(bj('2026-11-27T22:00:00'));
  });
});
