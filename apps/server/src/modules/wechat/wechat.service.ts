import type { LoginResult, UserInfo } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { lockKey, updateUser } from '../account/account.repo.ts';
import { toUserInfo } from '../account/account.mapper.ts';
import { requireIdentity, wechatColumns, type AccountService, type WechatIds } from '../account/account.service.ts';
import { signBindState, verifyBindState } from './bind-state.ts';
import { findUserByWechat } from './wechat.repo.ts';
import { WechatError, type WechatClient, type WechatIdentity } from './wechat.client.ts';

/** WeChat sign-in and binding. Without WECHAT_APP_ID every call says it is not configured. */
export class WechatService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly client: WechatClient | undefined,
    private readonly stateKey: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async login(code: string, via: 'oauth' | 'mini', ctx: CallContext): Promise<LoginResult> {
    const wechat = await this.exchange(code, via, ctx.log);
    const ids: WechatIds = via === 'mini' ? { miniOpenid: wechat.openid, unionid: wechat.unionid } : { ...wechat };
    const { result, revoked } = await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `wechat:${wechat.unionid ?? wechat.openid}`);
      const existing = await findUserByWechat(tx, ids);
      if (existing?.kind === 'deleted') throw new AppError('forbidden', 'accountDeleted');
      const user = existing
        ? await updateUser(tx, existing.id, wechatColumns(ids))
        : await this.accounts.createUser(tx, { kind: 'user', wechat: ids });
      const revokedIds = await this.accounts.absorbCallingVisitor(tx, user.id, ctx);
      return { result: await this.accounts.issueLogin(tx, user, ctx), revoked: revokedIds };
    });
    await this.accounts.afterVisitorAbsorbed(revoked, ctx);
    await this.accounts.usersChanged(Number(result.userInfo.uid));
    return result;
  }

  async bind(code: string, state: string, ctx: CallContext): Promise<UserInfo> {
    const { userId } = requireIdentity(ctx);
    this.requireClient();
    if (!verifyBindState(this.stateKey, state, userId, this.now())) throw new AppError('validation', 'wechatStateInvalid');
    const wechat = await this.exchange(code, 'oauth', ctx.log);
    const info = await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `wechat:${wechat.unionid ?? wechat.openid}`);
      const owner = await findUserByWechat(tx, { unionid: wechat.unionid, openid: wechat.openid });
      if (owner && owner.id !== userId) throw new AppError('conflict', 'wechatTaken');
      return toUserInfo(await updateUser(tx, userId, wechatColumns(wechat)), this.now());
    });
    await this.accounts.usersChanged(userId);
    return info;
  }

  async info(ctx: CallContext): Promise<{ bound: boolean; nickname: string | null; avatar: string | null }> {
    const user = await this.accounts.loadLiveUser(requireIdentity(ctx).userId);
    const bound = user.wechat_openid !== null || user.wechat_unionid !== null || user.wechat_mini_openid !== null;
    return { bound, nickname: user.wechat_nickname, avatar: user.wechat_avatar };
  }

  bindUrl(redirect: string, ctx: CallContext): { url: string } {
    const { userId } = requireIdentity(ctx);
    return { url: this.requireClient().authorizeUrl(redirect, signBindState(this.stateKey, userId, this.now())) };
  }

  private async exchange(code: string, via: 'oauth' | 'mini', log: CallContext['log']): Promise<WechatIdentity> {
    const client = this.requireClient();
    try {
      return via === 'mini' ? await client.exchangeMiniProgramCode(code) : await client.exchangeOAuthCode(code);
    } catch (error) {
      if (!(error instanceof WechatError)) throw error;
      if (error.kind === 'rejected') throw new AppError('validation', 'wechatFailed', { reason: error.reason });
      log.warn({ reason: error.reason }, 'wechat unavailable');
      throw new AppError('unavailable', 'wechatUnavailable', {}, { reason: error.reason });
    }
  }

  private requireClient(): WechatClient {
    if (!this.client) throw new AppError('unavailable', 'wechatNotConfigured');
    return this.client;
  }
}
