import { describe, expect, it } from 'vitest';
import { daysLeft, formatDay, formatTime, formatYuan, newTapKey } from './money.ts';

describe('wallet money helpers', () => {
  it('shows fen as yuan without float rounding', () => {
    expect([formatYuan(600), formatYuan(7850), formatYuan(5), formatYuan(26800), formatYuan(1)]).toEqual(['6', '78.50', '0.05', '268', '0.01']);
  });

  it('dates the ledger, the cashier and expiries in Beijing, as the order numbers are, whatever the phone\'s zone', () => {
    // 03:05 on the 27th in Beijing; a phone in UTC showed the 26th at 19:05 beside order SL20261127….
    const paidAt = Date.UTC(2026, 10, 26, 19, 5);
    expect(formatDay(paidAt)).toBe('2026-11-27');
    expect(formatTime(paidAt)).toBe('2026-11-27 03:05');
    expect(formatTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
  });

  it('counts whole days left, never below zero', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(daysLeft(now + 30 * 86_400_000, now)).toBe(30);
    expect(daysLeft(now + 1, now)).toBe(1);
    expect(daysLeft(now - 5, now)).toBe(0);
  });

  it('makes keys the server accepts as idempotency keys', () => {
    const key = newTapKey('order');
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newTapKey('order')).not.toBe(key);
  });
});
