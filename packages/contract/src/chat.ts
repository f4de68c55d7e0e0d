import { z } from 'zod';
import { access, ADMIN_ROLE } from './access.ts';
import { defineCall } from './call.ts';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  chatMatchId,
  chatMessage,
  chatMessageId,
  chatReport,
  chatText,
  MAX_CHAT_LENGTH,
  MAX_REPORT_DETAIL,
  reportReason,
  reportTarget,
} from './chat-shapes.ts';

export * from './chat-shapes.ts';

/** Match chat (MobileLive), reports (Sundry/juBao) and their moderation by admins. */
export const chatCalls = {
  matchChatList: defineCall({
    module: 'MobileLive',
    name: 'getGameChatList',
    summary:
      'A match\'s chat, oldest first: the newest `limit` (default 50, max 100) messages, or those before `beforeId` for older pages. Hidden messages are left out.',
    access: access.public,
    payload: z.object({
      id: chatMatchId,
      beforeId: chatMessageId.optional(),
      limit: z.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(50),
    }),
    reply: z.object({ id: z.string(), items: z.array(chatMessage), hasMore: z.boolean() }),
  }),
  postMatchChat: defineCall({
    module: 'MobileLive',
    name: 'addGameChat',
    summary:
      `Posts a chat message on a match (registered users; at most ${MAX_CHAT_LENGTH} characters; ${CHAT_RATE_LIMIT} per ${CHAT_RATE_WINDOW_MS / 1000} s per user; refused for a banned user). The match's subscribers get it as \`gameChat\`.`,
    access: access.user,
    payload: z.object({ id: chatMatchId, text: chatText }),
    reply: chatMessage,
  }),
  report: defineCall({
    module: 'Sundry',
    name: 'juBao',
    summary:
      'Reports a chat message (`target: chat`, `messageId`) or a match page (`target: match`) with a reason. A second report of the same thing by the same account changes nothing.',
    access: access.visitor,
    payload: z
      .object({
        target: reportTarget,
        matchId: chatMatchId,
        messageId: chatMessageId.optional(),
        reason: reportReason,
        detail: z.string().trim().max(MAX_REPORT_DETAIL, `must be at most ${MAX_REPORT_DETAIL} characters`).default(''),
      })
      .refine((p) => p.target !== 'chat' || p.messageId !== undefined, { message: 'is required for a chat report', path: ['messageId'] }),
    reply: z.object({ id: z.string(), created: z.boolean() }),
  }),
  chatReports: defineCall({
    module: 'MobileLive',
    name: 'getJuBaoList',
    summary: 'Admins: reports, newest first, paged; `open` lists only those whose message is still shown.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({
      open: z.boolean().default(true),
      page: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(1),
      pageSize: z.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(30),
    }),
    reply: z.object({ page: z.number().int(), pageSize: z.number().int(), items: z.array(chatReport) }),
  }),
  hideMatchChat: defineCall({
    module: 'MobileLive',
    name: 'hideGameChat',
    summary: 'Admins: hides (or shows again) a chat message; the match\'s subscribers are told to drop a hidden one.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({ messageId: chatMessageId, hidden: z.boolean().default(true) }),
    reply: z.object({ messageId: z.string(), hidden: z.boolean() }),
  }),
  banChatUser: defineCall({
    module: 'MobileLive',
    name: 'banChatUser',
    summary: 'Admins: bans an account from posting chat (`banned: false` lifts it). Admins cannot be banned.',
    access: access.role(ADMIN_ROLE),
    payload: z.object({
      uid: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a user id'),
      banned: z.boolean(),
      reason: z.string().trim().max(MAX_REPORT_DETAIL, `must be at most ${MAX_REPORT_DETAIL} characters`).default(''),
    }),
    reply: z.object({ uid: z.string(), banned: z.boolean() }),
  }),
} as const;
