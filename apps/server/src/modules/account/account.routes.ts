import type { HandlerMap } from '../../platform/context.ts';
import type { AccountService } from './account.service.ts';
import type { SmsService } from './sms.service.ts';

type AccountCalls =
  | 'youKeLogin'
  | 'sendPhoneCode'
  | 'loginByPhone'
  | 'youKeBindPhone'
  | 'getUserInfo'
  | 'refreshToken'
  | 'recordAppOpen'
  | 'changeProfile'
  | 'deleteAccount'
  | 'logout';

export function accountHandlers(accounts: AccountService, sms: SmsService): HandlerMap<AccountCalls> {
  return {
    youKeLogin: (p, ctx) => accounts.visitorLogin(p.uuid, ctx),
    sendPhoneCode: (p, ctx) => sms.sendCode(p.phone, ctx.ip),
    loginByPhone: (p, ctx) => accounts.phoneLogin(p.phone, p.code, p.inviteCode, ctx),
    youKeBindPhone: (p, ctx) => accounts.bindPhoneToVisitor(p.phone, p.code, ctx, p.inviteCode),
    getUserInfo: (_p, ctx) => accounts.userInfo(ctx),
    refreshToken: (_p, ctx) => accounts.refresh(ctx),
    recordAppOpen: async (p, ctx) => ({ opensToday: await accounts.recordAppOpen(p.appVersion, ctx) }),
    changeProfile: (p, ctx) => accounts.changeProfile(p, ctx),
    deleteAccount: async (_p, ctx) => {
      await accounts.deleteAccount(ctx);
      return { ok: true as const };
    },
    logout: async (_p, ctx) => {
      await accounts.logout(ctx);
      return { ok: true as const };
    },
  };
}
