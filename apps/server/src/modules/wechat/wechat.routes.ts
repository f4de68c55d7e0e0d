import type { HandlerMap } from '../../platform/context.ts';
import { originOf } from '../../plugins/http/call-request.ts';
import type { WechatService } from './wechat.service.ts';

type WechatCalls = 'wechatLogin' | 'miniProgramLogin' | 'bindWechat' | 'getWechatInfo' | 'getOfficialAccountBindUrl';

export function wechatHandlers(wechat: WechatService, defaultRedirect: (origin: string) => string): HandlerMap<WechatCalls> {
  return {
    wechatLogin: (p, ctx) => wechat.login(p.code, 'oauth', ctx),
    miniProgramLogin: (p, ctx) => wechat.login(p.code, 'mini', ctx),
    bindWechat: (p, ctx) => wechat.bind(p.code, p.state, ctx),
    getWechatInfo: (_p, ctx) => wechat.info(ctx),
    getOfficialAccountBindUrl: async (p, ctx, request) =>
      wechat.bindUrl(p.redirect ?? defaultRedirect(originOf(request)), ctx),
  };
}
