import type { HandlerMap } from '../../platform/context.ts';
import { ChatService, type ChatDeps } from './chat.service.ts';

type ChatCalls = 'matchChatList' | 'postMatchChat' | 'report' | 'chatReports' | 'hideMatchChat' | 'banChatUser';

/** MobileLive chat, Sundry/juBao and the admin moderation calls. */
export function chatHandlers(deps: ChatDeps): HandlerMap<ChatCalls> {
  const chat = new ChatService(deps);
  return {
    matchChatList: (p) => chat.list(p),
    postMatchChat: (p, ctx) => chat.post(p, ctx),
    report: (p, ctx) => chat.report(p, ctx),
    chatReports: (p) => chat.reports(p),
    hideMatchChat: (p, ctx) => chat.hide(p, ctx),
    banChatUser: (p, ctx) => chat.ban(p, ctx),
  };
}
