import { z } from 'zod';
import { epochMs } from './common.ts';

/**
 * How a live football match's minute runs, so a client ticks it itself: one reply (or one push
 * at each kick-off of a half) instead of a push per minute. The minute `t` ms after `startedAt`
 * is `fromMinute + floor(t · speed / 60 000) + 1`; past `toMinute` it is written `45+2`, and it
 * stops at `toMinute + stoppage`, when the half ends. `now` is the server's clock: a client
 * corrects its own by the replies' HTTP `Date` header.
 */
export const footballLiveClock = z.object({
  startedAt: epochMs.describe('when the half in play kicked off (the kick-off, or the restart after half-time), server clock'),
  fromMinute: z.number().int().min(0).describe('minutes on the clock at that instant: 0 for the first half, 45 for the second (90, 105 in extra time)'),
  toMinute: z.number().int().min(1).describe('the half\'s regular end: 45, 90 (105, 120); minutes past it are stoppage time'),
  stoppage: z.number().int().min(0).describe('minutes of stoppage time announced for this half; the minute stops at toMinute + stoppage'),
  speed: z.number().positive().describe('match seconds per real second: 1, or REPLAY_SPEED when the replay runs faster'),
});
export type FootballLiveClock = z.infer<typeof footballLiveClock>;
