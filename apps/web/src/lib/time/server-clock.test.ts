import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock.ts';

const PHONE_NOW = Date.UTC(2026, 10, 29, 5, 3, 0);

describe('the server clock', () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it('corrects a phone clock that runs minutes off by the replies\' Date header', () => {
    vi.useFakeTimers({ now: PHONE_NOW });
    // The server says 05:00:00 while the phone says 05:03:00: the phone is 3 minutes fast.
    noteServerDate('Sun, 29 Nov 2026 05:00:00 GMT', PHONE_NOW);
    expect(serverNow()).toBe(Date.UTC(2026, 10, 29, 5, 0, 0, 500));
    vi.advanceTimersByTime(10_000);
    expect(serverNow()).toBe(Date.UTC(2026, 10, 29, 5, 0, 10, 500));
  });

  it('keeps a phone clock within a second and a half, so minutes do not flicker at their boundary', () => {
    vi.useFakeTimers({ now: PHONE_NOW });
    noteServerDate('Sun, 29 Nov 2026 05:02:59 GMT', PHONE_NOW);
    noteServerDate('Sun, 29 Nov 2026 05:03:01 GMT', PHONE_NOW);
    expect(serverNow()).toBe(PHONE_NOW);
  });

  it('ignores a missing or unreadable header', () => {
    vi.useFakeTimers({ now: PHONE_NOW });
    noteServerDate(null, PHONE_NOW);
    noteServerDate('yesterday', PHONE_NOW);
    expect(serverNow()).toBe(PHONE_NOW);
  });
});
