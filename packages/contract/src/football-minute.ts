import type { FootballLiveClock } from './football-clock.ts';

/**
 * The minute a football half in play shows at an instant of the server's clock, as lists write it
 * (`67`, `45+2`; the `'` is the page's). Shared by the server's tests and the web, which ticks it
 * once a second from the reply's `liveClock` instead of waiting for a push per minute. Zod-free:
 * the web's first load uses it.
 *
 * @example
 * const second = { startedAt: 0, fromMinute: 45, toMinute: 90, stoppage: 3, speed: 1 };
 * liveMinute(second, 21 * 60_000 + 5_000) // '67'
 * liveMinute(second, 46 * 60_000) // '90+2'
 * liveMinute(second, 80 * 60_000) // '90+3': the half ends there, the minute waits for the whistle
 */
export function liveMinute(clock: FootballLiveClock, now: number): string {
  const played = Math.max(0, Math.floor(((now - clock.startedAt) * clock.speed) / 60_000));
  const shown = Math.min(clock.fromMinute + played + 1, clock.toMinute + clock.stoppage);
  return shown > clock.toMinute ? `${clock.toMinute}+${shown - clock.toMinute}` : String(shown);
}
