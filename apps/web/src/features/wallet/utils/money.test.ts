import { describe, expect, it } from 'vitest';
import { daysLeft, formatYuan, newTapKey } from './money.ts';

describe('wallet money helpers', () => {
  it('shows fen as yuan without float rounding', () => {
    expect([formatYuan(600), formatYuan(7850), formatYuan(5), formatYuan(26800), formatYuan(1)]).toEqual(['6', '78.50', '0.05', '268', '0.01']);
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
