import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { LoginResult, UserInfo } from '@scoreline/contract';
import type { Transaction } from 'kysely';
import { VISITOR_ROLE } from '../../plugins/auth/authenticate.ts';
import type { SessionRegistry } from '../../plugins/auth/sessions.ts';
import type { TokenService } from '../../plugins/auth/tokens.ts';
import type { Db } from '../../plugins/db/database.ts';
import type { Database, UserRow } from '../../plugins/db/schema.ts';
import type { CallContext, Identity } from '../../platform/context.ts';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import { AppError } from '../../platform/errors.ts';
import { serialize, type SerializedReply } from '../../platform/serialized.ts';
import { startOfChinaDay } from '../../platform/time.ts';
import * as repo from './account.repo.ts';
import { toUserInfo } from './account.mapper.ts';
import type { SmsService } from './sms.service.ts';
import type { UserCache } from './user.cache.ts';

export const USER_ROLE = 'user';
const FACE_COUNT = 12;

export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  sessions: SessionRegistry;
  sms: SmsService;
  users: UserCache;
  tokenTtlSeconds: number;
  adminPhones: readonly string[];
  now: () => number;
}

/** Accounts: visitor sessions, phone login, upgrade, profile, refresh, logout and deletion. */
export class AccountService {
  // Keyed by the cached row object: a changed user gets a new row, so stale text is never served.
  private readonly serializedInfo = new WeakMap<UserRow, { reply: SerializedReply<UserInfo>; validUntil: number }>();

  constructor(private readonly deps: AccountDeps) {}

  async visitorLogin(uuid: string, ctx: CallContext): Promise<LoginResult> {
    const { db } = this.deps;
    return db.transaction().execute(async (tx) => {
      await repo.lockKey(tx, `visitor:${uuid}`);
      await repo.upsertVisitor(tx, uuid, { factory: ctx.factory, appType: ctx.appType });
      const user = (await repo.findUserByVisitorUuid(tx, uuid)) ?? (await this.createUser(tx, { kind: 'visitor', visitorUuid: uuid }));
      return this.issueLogin(tx, user, ctx);
    });
  }

  async phoneLogin(phone: string, code: string, inviteCode: string | undefined, ctx: CallContext): Promise<LoginResult> {
    // A mistyped invite code must not use up the SMS code (the user would wait 60 s for another).
    // It is refused whether or not the phone has an account: answering differently would tell
    // anyone which phones are registered. Only a first login uses it (createUser checks again).
    if (inviteCode && !(await repo.findUserByInviteCode(this.deps.db, inviteCode))) {
      throw new AppError('validation', 'inviteCodeUnknown');
    }
    await this.deps.sms.consumeCode(phone, code);
    const { result, revoked } = await this.deps.db.transaction().execute(async (tx) => {
      await repo.lockKey(tx, `phone:${phone}`);
      const existing = await repo.findUserByPhone(tx, phone);
      const user = existing ?? (await this.createUser(tx, { kind: 'user', phone, inviteCode }));
      const revokedIds = await this.absorbCallingVisitor(tx, user.id, ctx);
      return { result: await this.issueLogin(tx, await this.syncAdminRole(tx, user), ctx), revoked: revokedIds };
    });
    await this.afterVisitorAbsorbed(revoked, ctx);
    await this.deps.users.changed(Number(result.userInfo.uid));
    return result;
  }

  /**
   * A visitor session that logs into an account is merged into it (`merged_into`), so what the
   * visitor collected (favourites, settings) is read as the account's own; the visitor's id and
   * sessions end. Returns the revoked session ids, to announce once the transaction commits.
   */
  async absorbCallingVisitor(tx: Transaction<Database>, accountId: number, ctx: CallContext): Promise<string[]> {
    const identity = ctx.identity;
    if (!identity?.isVisitor || identity.userId === accountId) return [];
    await repo.updateUser(tx, identity.userId, { merged_into: accountId, visitor_uuid: null });
    return repo.revokeSessions(tx, { userId: identity.userId });
  }

  async afterVisitorAbsorbed(revoked: readonly string[], ctx: CallContext): Promise<void> {
    if (revoked.length === 0 || !ctx.identity) return;
    await this.deps.sessions.announceRevoked([...revoked]);
    await this.deps.users.changed(ctx.identity.userId);
  }

  /**
   * Upgrades a visitor account in place (so what it collected stays), or, when the phone already
   * has an account, marks the visitor as merged into it and signs in as that account.
   */
  async bindPhoneToVisitor(phone: string, code: string, ctx: CallContext, inviteCode?: string): Promise<LoginResult> {
    const identity = requireIdentity(ctx);
    if (!identity.isVisitor) throw new AppError('conflict', 'notAVisitor');
    // As in phoneLogin: a mistyped invite code must not use up the SMS code, and is refused the
    // same way whether or not the phone has an account (no account-existence oracle).
    const inviter = inviteCode ? await repo.findUserByInviteCode(this.deps.db, inviteCode) : undefined;
    if (inviteCode && !inviter) throw new AppError('validation', 'inviteCodeUnknown');
    await this.deps.sms.consumeCode(phone, code);
    const { result, revoked } = await this.deps.db.transaction().execute(async (tx) => {
      await repo.lockKey(tx, `phone:${phone}`);
      const existing = await repo.findUserByPhone(tx, phone);
      const target = existing
        ? await repo.updateUser(tx, identity.userId, { merged_into: existing.id, visitor_uuid: null }).then(() => existing)
        : await repo.updateUser(tx, identity.userId, { kind: 'user', phone, roles: [USER_ROLE], visitor_uuid: null, invited_by: inviter && inviter.id !== identity.userId ? inviter.id : null });
      const revokedIds = await repo.revokeSessions(tx, { userId: identity.userId });
      return { result: await this.issueLogin(tx, await this.syncAdminRole(tx, target), ctx), revoked: revokedIds };
    });
    await this.deps.sessions.announceRevoked(revoked);
    await this.deps.users.changed(identity.userId, Number(result.userInfo.uid));
    return result;
  }

  /** Serialised once per cached row, until the row changes or a VIP membership lapses. */
  userInfo(ctx: CallContext): Awaitable<SerializedReply<UserInfo>> {
    const found = this.lookupLiveUser(requireIdentity(ctx).userId);
    // A cached user answers synchronously, so the whole call runs without a microtask.
    return isPromise(found) ? found.then((user) => this.serializedInfoOf(user)) : this.serializedInfoOf(found);
  }

  private serializedInfoOf(user: UserRow): SerializedReply<UserInfo> {
    const now = this.deps.now();
    const known = this.serializedInfo.get(user);
    if (known && known.validUntil > now) return known.reply;
    const vipUntil = user.vip_expires_at?.getTime() ?? 0;
    const entry = { reply: serialize(toUserInfo(user, now)), validUntil: vipUntil > now ? vipUntil : Number.POSITIVE_INFINITY };
    this.serializedInfo.set(user, entry);
    return entry.reply;
  }

  async refresh(ctx: CallContext): Promise<LoginResult> {
    const identity = requireIdentity(ctx);
    const { result, revoked } = await this.deps.db.transaction().execute(async (tx) => {
      const user = await repo.findUserById(tx, identity.userId);
      if (!user || user.kind === 'deleted') throw new AppError('sessionInvalid', 'sessionInvalid');
      const revokedIds = await repo.revokeSessions(tx, { sessionId: identity.sessionId });
      return { result: await this.issueLogin(tx, user, ctx), revoked: revokedIds };
    });
    await this.deps.sessions.announceRevoked(revoked);
    return result;
  }

  async logout(ctx: CallContext): Promise<void> {
    const revoked = await repo.revokeSessions(this.deps.db, { sessionId: requireIdentity(ctx).sessionId });
    await this.deps.sessions.announceRevoked(revoked);
  }

  async changeProfile(change: { nickname?: string | undefined; avatar?: string | undefined }, ctx: CallContext): Promise<UserInfo> {
    const { userId } = requireIdentity(ctx);
    const { db } = this.deps;
    if (change.avatar !== undefined) {
      const uploadId = /^\/uploads\/([A-Za-z0-9_-]{10,64})\.webp$/.exec(change.avatar)?.[1];
      if (!uploadId || !(await repo.isUploadOwnedBy(db, uploadId, userId))) throw new AppError('validation', 'avatarUnknown');
    }
    const user = await repo.updateUser(db, userId, {
      ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
      ...(change.avatar !== undefined ? { avatar_url: change.avatar } : {}),
    });
    await this.deps.users.changed(userId);
    return toUserInfo(user, this.deps.now());
  }

  /** Anonymises the account and revokes every token; ledger rows (later) keep the user id. */
  async deleteAccount(ctx: CallContext): Promise<void> {
    const { userId } = requireIdentity(ctx);
    const revoked = await this.deps.db.transaction().execute(async (tx) => {
      await repo.erasePersonalData(tx, userId);
      await repo.updateUser(tx, userId, {
        kind: 'deleted',
        phone: null,
        nickname: '',
        avatar_url: null,
        visitor_uuid: null,
        wechat_openid: null,
        wechat_unionid: null,
        wechat_mini_openid: null,
        wechat_nickname: null,
        wechat_avatar: null,
        roles: [],
        permissions: [],
        deleted_at: new Date(this.deps.now()),
      });
      return repo.revokeSessions(tx, { userId });
    });
    await this.deps.sessions.announceRevoked(revoked);
    await this.deps.users.changed(userId);
  }

  async recordAppOpen(appVersion: string | undefined, ctx: CallContext): Promise<number> {
    const { userId } = requireIdentity(ctx);
    const { db } = this.deps;
    // Stamped with the same clock as the day boundary it is counted against (not the database's).
    const now = this.deps.now();
    const open = { userId, visitorUuid: ctx.visitorUuid, appVersion: appVersion ?? null, appType: ctx.appType, factory: ctx.factory, openedAt: new Date(now) };
    await repo.insertAppOpen(db, open);
    return repo.countOpensSince(db, userId, startOfChinaDay(now));
  }

  async loadLiveUser(userId: number): Promise<UserRow> {
    return this.lookupLiveUser(userId);
  }

  /**
   * What the account may do now (its row's roles and permissions), for the authenticator: the
   * cached row is dropped on every node when the account changes, so a demotion holds at once.
   */
  rightsOf(userId: number): Awaitable<UserRow> {
    return this.lookupLiveUser(userId);
  }

  /** The live account behind a session, synchronously when its row is cached. */
  private lookupLiveUser(userId: number): Awaitable<UserRow> {
    const found = this.deps.users.get(userId, (id) => repo.findUserById(this.deps.db, id));
    return isPromise(found) ? found.then(liveUser) : liveUser(found);
  }

  /** Drops cached copies of users whose rows a committed transaction changed. */
  async usersChanged(...userIds: number[]): Promise<void> {
    await this.deps.users.changed(...userIds);
  }

  /** Creates a session row and signs its token, inside the caller's transaction. */
  async issueLogin(tx: repo.Executor, user: UserRow, ctx: CallContext): Promise<LoginResult> {
    const sessionId = randomUUID();
    const { token, exp } = await this.deps.tokens.sign({ uid: String(user.id), role: user.roles, permission: user.permissions, sid: sessionId });
    await repo.insertSession(tx, { id: sessionId, userId: user.id, expiresAt: new Date(exp * 1000), ip: ctx.ip, userAgent: ctx.userAgent });
    return { loginToken: token, tokenExpired: exp * 1000, userInfo: toUserInfo(user, this.deps.now()) };
  }

  async createUser(
    tx: Transaction<Database>,
    spec: { kind: 'visitor'; visitorUuid: string } | { kind: 'user'; phone?: string; inviteCode?: string | undefined; wechat?: WechatIds },
  ): Promise<UserRow> {
    const inviter = spec.kind === 'user' && spec.inviteCode ? await repo.findUserByInviteCode(tx, spec.inviteCode) : undefined;
    if (spec.kind === 'user' && spec.inviteCode && !inviter) throw new AppError('validation', 'inviteCodeUnknown');
    const suffix = randomBytes(2).toString('hex').toUpperCase();
    return repo.insertUser(tx, {
      kind: spec.kind,
      visitor_uuid: spec.kind === 'visitor' ? spec.visitorUuid : null,
      phone: spec.kind === 'user' ? (spec.phone ?? null) : null,
      nickname: spec.kind === 'visitor' ? `游客${suffix}` : `球迷${spec.phone?.slice(-4) ?? suffix}`,
      face_id: String(randomInt(1, FACE_COUNT + 1)),
      roles: spec.kind === 'visitor' ? [VISITOR_ROLE] : [USER_ROLE],
      invite_code: randomBytes(5).toString('hex').toUpperCase().slice(0, 8),
      invited_by: inviter?.id ?? null,
      ...(spec.kind === 'user' && spec.wechat ? wechatColumns(spec.wechat) : {}),
    });
  }

  /** Phones listed in ADMIN_PHONES hold the admin role; the list is the source of truth. */
  private async syncAdminRole(tx: repo.Executor, user: UserRow): Promise<UserRow> {
    const shouldBeAdmin = user.phone !== null && this.deps.adminPhones.includes(user.phone);
    const isAdmin = user.roles.includes('admin');
    if (shouldBeAdmin === isAdmin) return user;
    const roles = shouldBeAdmin ? [...user.roles, 'admin'] : user.roles.filter((r) => r !== 'admin');
    return repo.updateUser(tx, user.id, { roles });
  }
}

export interface WechatIds {
  openid?: string | undefined;
  unionid?: string | undefined;
  miniOpenid?: string | undefined;
  nickname?: string | undefined;
  avatar?: string | undefined;
}

export function wechatColumns(ids: WechatIds) {
  return {
    ...(ids.openid ? { wechat_openid: ids.openid } : {}),
    ...(ids.unionid ? { wechat_unionid: ids.unionid } : {}),
    ...(ids.miniOpenid ? { wechat_mini_openid: ids.miniOpenid } : {}),
    ...(ids.nickname ? { wechat_nickname: ids.nickname } : {}),
    ...(ids.avatar ? { wechat_avatar: ids.avatar } : {}),
  };
}

function liveUser(user: UserRow | undefined): UserRow {
  if (!user || user.kind === 'deleted' || user.merged_into !== null) throw new AppError('sessionInvalid', 'sessionInvalid');
  return user;
}

export function requireIdentity(ctx: CallContext): Identity {
  if (!ctx.identity) throw new AppError('notLoggedIn', 'notLoggedIn');
  return ctx.identity;
}
