import { z } from 'zod';
import { footballLiveClock } from './football-clock.ts';

export * from './push-frame.ts';

const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const count = z.number().int().min(0);
const pushScore = z.object({ home: count, away: count });
const pushSide = z.enum(['home', 'away']).nullable();

/**
 * Payloads of the match tags, each sent as a JSON string (built once per event by the feed).
 * `liveGame` keeps the original app's short keys.
 */

/** `liveGame`: a match has just kicked off. Competition, home, away names (zh-Hans), match id. */
export const liveGamePayload = z.object({ cn: z.string(), hn: z.string(), an: z.string(), id: matchId });
export type LiveGamePayload = z.infer<typeof liveGamePayload>;

/** `game`: a match's state or phase changed (kick-off, half-time, a new quarter, full time…). */
export const gamePayload = z.object({
  id: matchId,
  sport: z.enum(['football', 'basketball']),
  status: z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']),
  /** Football: scheduled, first_half, half_time, second_half, finished…; basketball: q1…q4, ot1…, break, half_time. */
  phase: z.string(),
  /** Football minute (`67`, `45+2`); basketball game clock (`05:12`); null before the start. */
  clock: z.string().nullable(),
  period: z.number().int().min(1).nullable(),
  score: pushScore.nullable(),
  /** Football, while a half is played: how its minute runs from now on (the second half's restart…). */
  liveClock: footballLiveClock.nullable().optional(),
  /** The board version after the change: a client holding an older one refetches. */
  version: z.number().int(),
});
export type GamePayload = z.infer<typeof gamePayload>;

/** `gameNowFen`: a football score changed (one frame per goal). */
export const gameNowFenPayload = z.object({
  id: matchId,
  score: pushScore,
  /** Who scored; null when the source only reports the new score. */
  side: pushSide,
  /** Minute of the goal as shown (`67'`), or null. */
  minute: z.string().nullable(),
});
export type GameNowFenPayload = z.infer<typeof gameNowFenPayload>;

/** `footZb` (topic `match:{id}`): one line of a football match's live text, in every UI language. */
export const footZbPayload = z.object({
  id: matchId,
  seq: z.number().int(),
  minute: z.string(),
  kind: z.string(),
  side: pushSide,
  score: pushScore,
  text: z.object({ 'zh-Hans': z.string(), 'zh-Hant': z.string(), en: z.string(), ja: z.string() }),
});
export type FootZbPayload = z.infer<typeof footZbPayload>;

/** `lannow`: a basketball score or game clock update (at most one per game per feed tick). */
export const lannowPayload = z.object({
  id: matchId,
  phase: z.string(),
  period: z.number().int().min(1).nullable(),
  clock: z.string().nullable(),
  score: pushScore,
  /** Points per period so far (quarters, then overtime periods). */
  periods: z.object({ home: z.array(count), away: z.array(count) }),
});
export type LannowPayload = z.infer<typeof lannowPayload>;
