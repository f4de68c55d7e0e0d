import { z } from 'zod';
import { epochMs } from './common.ts';

/**
 * Shapes of match chat (MobileLive) and reports (Sundry/juBao). A chat message is plain text:
 * the server never interprets it as HTML and clients render it as text, so markup shows as typed.
 */

/** Longest chat message, in characters (after trimming). */
export const MAX_CHAT_LENGTH = 200;
/** Messages a user may post in `CHAT_RATE_WINDOW_MS` (across every match). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 30_000;
/** Longest optional explanation of a report. */
export const MAX_REPORT_DETAIL = 200;

export const chatMatchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a match id (letters, digits, _ or -, at most 40)');
/** A message id as the API spells it: a positive integer in a string. */
export const chatMessageId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a message id (a positive integer)');

// Control characters other than tab and newline, zero-width and direction overrides would only
// hide text or make it read differently from what was stored.
const CONTROL_CHARACTERS = /[\p{Cc}\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const ALLOWED_CONTROLS = /[\t\n]/g;

export const chatText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_CHAT_LENGTH, `must be at most ${MAX_CHAT_LENGTH} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text.replace(ALLOWED_CONTROLS, '')), 'must not contain control characters');

export const chatMessage = z.object({
  id: z.string(),
  matchId: z.string(),
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  faceId: z.string(),
  text: z.string().describe('plain text as posted; render it as text, never as HTML'),
  createdAt: epochMs,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const reportReasons = ['spam', 'abuse', 'porn', 'politics', 'fraud', 'other'] as const;
export const reportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReason>;

/** What a report is about: one chat message, or a match page as a whole. */
export const reportTarget = z.enum(['chat', 'match']);

export const chatReport = z.object({
  id: z.string(),
  target: reportTarget,
  matchId: z.string(),
  messageId: z.string().nullable(),
  /** The reported message as posted (null for a match report or a message gone since). */
  message: chatMessage.nullable(),
  messageHidden: z.boolean(),
  reason: reportReason,
  detail: z.string(),
  reporterUid: z.string(),
  createdAt: epochMs,
});
export type ChatReport = z.infer<typeof chatReport>;

/**
 * `gameChat` (topic `match:{id}`): a new message, or a message an admin hid (clients drop it).
 */
export const gameChatPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: chatMessage }),
  z.object({ kind: z.literal('hidden'), matchId: z.string(), messageId: z.string() }),
]);
export type GameChatPayload = z.infer<typeof gameChatPayload>;
