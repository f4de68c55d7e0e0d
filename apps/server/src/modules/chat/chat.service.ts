import { ADMIN_ROLE, CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, type ChatMessage, type GameChatPayload, type ParsedPayloadOf, type calls } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { scaleBudget, type Budget, type RateStore } from '../../plugins/rate-limit/rate-limiter.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { PushHub } from '../push/push.hub.ts';
import { toChatMessage, toChatReport } from './chat.mapper.ts';
import * as repo from './chat.repo.ts';

type Payload<K extends keyof typeof calls> = ParsedPayloadOf<(typeof calls)[K]>;

export interface ChatDeps {
  db: Db;
  board: MatchBoard;
  /** Where new and hidden messages go out to the match's subscribers (every node). */
  hub: Pick<PushHub, 'publish'>;
  /** The app's rate store (Redis when configured), so the per-user budget holds across nodes. */
  rateStore: RateStore;
  rateScale: number;
  now: () => number;
}

const RATE_SCOPE = 'chat:post';

/**
 * Match chat and reports. Posting needs a registered account that is not banned, a match on
 * the board and room in the user's budget; a new message is published once as `gameChat` on
 * the match's topic. Admins hide reported messages (subscribers are told to drop them) and ban
 * accounts from posting.
 */
export class ChatService {
  private readonly budget: Budget;

  constructor(private readonly deps: ChatDeps) {
    this.budget = scaleBudget({ limit: CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_MS }, deps.rateScale);
  }

  async list(p: Payload<'matchChatList'>) {
    const beforeId = p.beforeId === undefined ? undefined : Number(p.beforeId);
    const rows = await repo.listShown(this.deps.db, p.id, beforeId, p.limit + 1);
    const items = rows.slice(0, p.limit).reverse().map(toChatMessage);
    return { id: p.id, items, hasMore: rows.length > p.limit };
  }

  async post(p: Payload<'postMatchChat'>, ctx: CallContext): Promise<ChatMessage> {
    const userId = callerId(ctx);
    if (!this.deps.board.fixture(p.id)) throw new AppError('notFound', 'matchNotFound', { id: p.id });
    if (await repo.isBanned(this.deps.db, userId)) throw new AppError('forbidden', 'chatBanned');
    const decision = await this.deps.rateStore.hit(RATE_SCOPE, userId, this.budget);
    if (!decision.allowed) throw new AppError('rateLimited', 'rateLimited', { seconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) });
    const id = await repo.insertMessage(this.deps.db, { matchId: p.id, userId, body: p.text, createdAt: new Date(this.deps.now()) });
    const row = await repo.findMessage(this.deps.db, id);
    if (!row) throw new Error(`chat message ${id} vanished after insert`);
    const message = toChatMessage(row);
    await this.publish({ kind: 'message', message });
    return message;
  }

  async report(p: Payload<'report'>, ctx: CallContext) {
    const reporterId = callerId(ctx);
    let messageId: number | null = null;
    if (p.target === 'chat') {
      messageId = Number(p.messageId);
      const message = await repo.findMessage(this.deps.db, messageId);
      if (!message || message.match_id !== p.matchId) throw new AppError('notFound', 'chatMessageNotFound', { id: p.messageId ?? '' });
    } else if (!this.deps.board.fixture(p.matchId)) {
      throw new AppError('notFound', 'matchNotFound', { id: p.matchId });
    }
    const report = await repo.insertReport(this.deps.db, {
      target: p.target,
      matchId: p.matchId,
      messageId,
      reporterId,
      reason: p.reason,
      detail: p.detail,
      createdAt: new Date(this.deps.now()),
    });
    return { id: String(report.id), created: report.created };
  }

  async reports(p: Payload<'chatReports'>) {
    const rows = await repo.listReports(this.deps.db, p.open, (p.page - 1) * p.pageSize, p.pageSize);
    const ids = rows.flatMap((r) => (r.message_id === null ? [] : [r.message_id]));
    const messages = new Map((await repo.findMessages(this.deps.db, ids)).map((m) => [m.id, m]));
    const items = rows.map((r) => toChatReport(r, r.message_id === null ? undefined : messages.get(r.message_id)));
    return { page: p.page, pageSize: p.pageSize, items };
  }

  async hide(p: Payload<'hideMatchChat'>, ctx: CallContext) {
    const adminId = callerId(ctx);
    const id = Number(p.messageId);
    const message = await repo.findMessage(this.deps.db, id);
    // The admin named no match: "not on this match" would point at one.
    if (!message) throw new AppError('notFound', 'chatMessageUnknown', { id: p.messageId });
    await repo.setHidden(this.deps.db, id, p.hidden, adminId, new Date(this.deps.now()));
    if (p.hidden) await this.publish({ kind: 'hidden', matchId: message.match_id, messageId: p.messageId });
    return { messageId: p.messageId, hidden: p.hidden };
  }

  async ban(p: Payload<'banChatUser'>, ctx: CallContext) {
    const adminId = callerId(ctx);
    const userId = Number(p.uid);
    const account = await repo.findAccount(this.deps.db, userId);
    if (!account) throw new AppError('notFound', 'userNotFound', { uid: p.uid });
    if (p.banned && account.roles.includes(ADMIN_ROLE)) throw new AppError('forbidden', 'adminNotBannable');
    if (p.banned) await repo.ban(this.deps.db, { userId, bannedBy: adminId, reason: p.reason, createdAt: new Date(this.deps.now()) });
    else await repo.unban(this.deps.db, userId);
    return { uid: p.uid, banned: p.banned };
  }

  /** Built once per event: the hub sends the same frame to every subscriber on every node. */
  private async publish(payload: GameChatPayload): Promise<void> {
    const matchId = payload.kind === 'message' ? payload.message.matchId : payload.matchId;
    await this.deps.hub.publish('gameChat', JSON.stringify(payload), `match:${matchId}`);
  }
}

function callerId(ctx: CallContext): number {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity.userId;
}
