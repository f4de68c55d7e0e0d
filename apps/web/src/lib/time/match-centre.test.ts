import { describe, expect, it } from 'vitest';
import { opensMatchCentre } from './match-centre.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 29, 6);

describe('opensMatchCentre', () => {
  it('opens the matches the board holds: three days back to a week ahead', () => {
    expect(opensMatchCentre(now - 3 * DAY + 1, now)).toBe(true);
    expect(opensMatchCentre(now, now)).toBe(true);
    expect(opensMatchCentre(now + 7 * DAY, now)).toBe(true);
  });

  it('leaves older results and later fixtures as plain rows', () => {
    expect(opensMatchCentre(now - 5 * DAY, now)).toBe(false);
    expect(opensMatchCentre(now + 8 * DAY, now)).toBe(false);
  });
});
