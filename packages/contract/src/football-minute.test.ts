import { describe, expect, it } from 'vitest';
import type { FootballLiveClock } from './football-clock.ts';
import { liveMinute } from './football-minute.ts';

const MIN = 60_000;
const kickoff = Date.UTC(2026, 10, 28, 12, 0);
const firstHalf: FootballLiveClock = { startedAt: kickoff, fromMinute: 0, toMinute: 45, stoppage: 2, speed: 1 };
// Restarted after 45+2 and the 15-minute break.
const secondHalf: FootballLiveClock = { startedAt: kickoff + (47 + 15) * MIN, fromMinute: 45, toMinute: 90, stoppage: 3, speed: 1 };

describe('liveMinute', () => {
  it('counts the first half from 1 and writes stoppage time as 45+n, up to the announced stoppage', () => {
    expect(liveMinute(firstHalf, kickoff)).toBe('1');
    expect(liveMinute(firstHalf, kickoff + 59_999)).toBe('1');
    expect(liveMinute(firstHalf, kickoff + 27 * MIN + 30_000)).toBe('28');
    expect(liveMinute(firstHalf, kickoff + 44 * MIN)).toBe('45');
    expect(liveMinute(firstHalf, kickoff + 45 * MIN)).toBe('45+1');
    expect(liveMinute(firstHalf, kickoff + 46 * MIN + 10_000)).toBe('45+2');
    // Late whistle or a slow push: the minute waits at the announced end instead of running on.
    expect(liveMinute(firstHalf, kickoff + 52 * MIN)).toBe('45+2');
  });

  it('counts the second half from 46 to 90+3', () => {
    expect(liveMinute(secondHalf, secondHalf.startedAt)).toBe('46');
    expect(liveMinute(secondHalf, secondHalf.startedAt + 21 * MIN)).toBe('67');
    expect(liveMinute(secondHalf, secondHalf.startedAt + 44 * MIN + 59_000)).toBe('90');
    expect(liveMinute(secondHalf, secondHalf.startedAt + 47 * MIN + 1)).toBe('90+3');
    expect(liveMinute(secondHalf, secondHalf.startedAt + 60 * MIN)).toBe('90+3');
  });

  it('runs faster with the replay speed: at 10× a match minute passes in 6 s', () => {
    const fast = { ...firstHalf, speed: 10 };
    expect(liveMinute(fast, kickoff + 5_999)).toBe('1');
    expect(liveMinute(fast, kickoff + 6_000)).toBe('2');
    expect(liveMinute(fast, kickoff + 27 * 6_000)).toBe('28');
    expect(liveMinute(fast, kickoff + 46 * 6_000)).toBe('45+2');
  });

  it('shows the first minute when the client clock is a little behind the kick-off', () => {
    expect(liveMinute(secondHalf, secondHalf.startedAt - 2_000)).toBe('46');
  });
});
