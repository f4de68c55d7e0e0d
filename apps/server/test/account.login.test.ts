import { Status, type LoginResult, type UserInfo } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseTargets,
  loginNewUser,
  loginVisitor,
  newIp,
  newPhone,
  newVisitorUuid,
  requestCode,
  startSibling,
  startTestServer,
  type TestServer,
} from './support/harness.ts';

const EN = { lang: 'en' } as const;

describe.each(databaseTargets)('signing in on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  const db = () => server.database.db;
  const userRow = (uid: string) => db().selectFrom('users').selectAll().where('id', '=', Number(uid)).executeTakeFirstOrThrow();
  const loginByPhone = (body: { phone: string; code: string; inviteCode?: string }, target = server) =>
    call<LoginResult>(target, '/MobileUser/loginByPhone', body, { ...EN, ip: newIp() });
  const userInfo = (token: string) => call<UserInfo>(server, '/MobileUser/getUserInfo', {}, { token });

  describe('MobileUser/youKeLogin', () => {
    it('refuses a uuid that is not yx1k and 32 hex digits', async () => {
      const reply = await call(server, '/MobileUser/youKeLogin', { uuid: `yx1k${'g'.repeat(32)}` }, EN);
      expect(reply).toEqual({ status: Status.validation, msg: 'Invalid request: uuid must be yx1k followed by 32 hex digits', data: null });
    });

    it('starts a visitor account and resumes the same one for the same uuid', async () => {
      const uuid = newVisitorUuid();
      const first = await call<LoginResult>(server, '/MobileUser/youKeLogin', { uuid }, { uuid });
      expect(first.status).toBe(Status.ok);
      expect(first.data.userInfo).toMatchObject({ kind: 'visitor', phone: null, role: ['visitor'], wechatBound: false });
      expect(first.data.userInfo.nickname).toMatch(/^游客[0-9A-F]{4}$/);
      expect(first.data.tokenExpired).toBeGreaterThan(server.clock.now() + 29 * 86_400_000);
      const again = await call<LoginResult>(server, '/MobileUser/youKeLogin', { uuid }, { uuid });
      expect(again.data.userInfo.uid).toBe(first.data.userInfo.uid);
      expect(again.data.loginToken).not.toBe(first.data.loginToken);
      expect((await userInfo(first.data.loginToken)).data.uid).toBe(first.data.userInfo.uid);
    });

    it('makes one account when the same uuid logs in concurrently', async () => {
      const uuid = newVisitorUuid();
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => call<LoginResult>(server, '/MobileUser/youKeLogin', { uuid }, { uuid, ip: newIp() })),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(6).fill(Status.ok));
      expect(new Set(replies.map((r) => r.data.userInfo.uid)).size).toBe(1);
      const rows = await db().selectFrom('users').select('id').where('visitor_uuid', '=', uuid).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('MobileUser/loginByPhone', () => {
    it('refuses a wrong code and creates nothing', async () => {
      const phone = newPhone();
      const code = await requestCode(server, phone);
      const reply = await loginByPhone({ phone, code: code === '999999' ? '999998' : '999999' });
      expect(reply).toEqual({ status: Status.validation, msg: 'The code is wrong', data: null });
      expect(await db().selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    });

    it('refuses a phone no code was sent to', async () => {
      const reply = await loginByPhone({ phone: newPhone(), code: '123456' });
      expect(reply.msg).toBe('The code has expired or was used up; request a new one');
    });

    it('refuses a malformed invite code, naming the field', async () => {
      const reply = await loginByPhone({ phone: newPhone(), code: '123456', inviteCode: 'abc' });
      expect(reply.status).toBe(Status.validation);
      expect(reply.msg).toContain('inviteCode');
    });

    it('refuses an unknown invite code without using up the SMS code', async () => {
      const phone = newPhone();
      const code = await requestCode(server, phone);
      expect(await loginByPhone({ phone, code, inviteCode: 'NOSUCH99' })).toEqual({ status: Status.validation, msg: 'Unknown invite code', data: null });
      expect((await loginByPhone({ phone, code })).status).toBe(Status.ok);
    });

    it('answers a bogus invite code the same for registered and unregistered phones (no account oracle)', async () => {
      const registered = (await loginNewUser(server)).phone;
      const fresh = newPhone();
      for (const code of ['000000', '999999']) {
        const a = await loginByPhone({ phone: registered, code, inviteCode: 'NOSUCH99' });
        const b = await loginByPhone({ phone: fresh, code, inviteCode: 'NOSUCH99' });
        expect(a).toEqual({ status: Status.validation, msg: 'Unknown invite code', data: null });
        expect(b).toEqual(a);
      }
      const visitor = await loginVisitor(server);
      const bindWith = (phone: string) => call(server, '/MobileUser/youKeBindPhone', { phone, code: '000000', inviteCode: 'NOSUCH99' }, { ...EN, token: visitor.token, ip: newIp() });
      expect(await bindWith(registered)).toEqual(await bindWith(fresh));
    });

    it('creates the account on first login and returns the same one after', async () => {
      const phone = newPhone();
      const first = await loginByPhone({ phone, code: await requestCode(server, phone) });
      expect(first.status).toBe(Status.ok);
      expect(first.data.userInfo).toMatchObject({ kind: 'user', phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, role: ['user'], vip: 0 });
      expect(first.data.userInfo.nickname).toBe(`球迷${phone.slice(-4)}`);
      server.clock.advance(61_000);
      const second = await loginByPhone({ phone, code: await requestCode(server, phone) });
      expect(second.data.userInfo.uid).toBe(first.data.userInfo.uid);
      expect((await userInfo(first.data.loginToken)).status).toBe(Status.ok); // both sessions live
    });

    it('records the inviter of a valid invite code', async () => {
      const inviter = await loginNewUser(server);
      const { invite_code: inviteCode } = await userRow(inviter.uid);
      const phone = newPhone();
      const reply = await loginByPhone({ phone, code: await requestCode(server, phone), inviteCode });
      expect(reply.status).toBe(Status.ok);
      expect((await userRow(reply.data.userInfo.uid)).invited_by).toBe(Number(inviter.uid));
    });

    it('gives ADMIN_PHONES the admin role, and takes it away when the phone leaves the list', async () => {
      const phone = newPhone();
      const adminNode = await startSibling(server, { env: { ADMIN_PHONES: `13000000000, ${phone}` } });
      try {
        const asAdmin = await loginByPhone({ phone, code: await requestCode(adminNode, phone) }, adminNode);
        expect(asAdmin.data.userInfo.role).toEqual(['user', 'admin']);
      } finally {
        await adminNode.close();
      }
      const later = await loginByPhone({ phone, code: await requestCode(server, phone) });
      expect(later.data.userInfo.role).toEqual(['user']);
    });
  });

  describe('MobileUser/xuDenLvToken', () => {
    it('issues a fresh token and revokes the old one', async () => {
      const user = await loginNewUser(server);
      const fresh = await call<LoginResult>(server, '/MobileUser/xuDenLvToken', {}, { token: user.token });
      expect(fresh.status).toBe(Status.ok);
      expect(fresh.data.userInfo.uid).toBe(user.uid);
      expect((await userInfo(fresh.data.loginToken)).status).toBe(Status.ok);
      expect((await userInfo(user.token)).status).toBe(Status.sessionInvalid);
      expect((await call(server, '/MobileUser/xuDenLvToken', {}, { token: user.token })).status).toBe(Status.sessionInvalid);
    });
  });

  describe('MobileUser/logout', () => {
    it('revokes only the calling token', async () => {
      const user = await loginNewUser(server);
      server.clock.advance(61_000);
      const other = await loginNewUser(server, user.phone);
      expect(await call(server, '/MobileUser/logout', {}, { token: user.token })).toEqual({ status: Status.ok, msg: '成功', data: { ok: true } });
      expect((await userInfo(user.token)).status).toBe(Status.sessionInvalid);
      expect((await call(server, '/MobileUser/logout', {}, { token: user.token })).status).toBe(Status.sessionInvalid);
      expect((await userInfo(other.token)).status).toBe(Status.ok);
    });
  });

  describe('MobileUser/youKeBindPhone', () => {
    const bind = (token: string, phone: string, code: string) =>
      call<LoginResult>(server, '/MobileUser/youKeBindPhone', { phone, code }, { ...EN, token, ip: newIp() });

    it('refuses an account that already has a phone (409)', async () => {
      const user = await loginNewUser(server);
      const phone = newPhone();
      const reply = await bind(user.token, phone, await requestCode(server, phone));
      expect(reply).toEqual({ status: Status.conflict, msg: 'This account already has a phone number', data: null });
    });

    it('refuses a wrong code and leaves the visitor as it was', async () => {
      const visitor = await loginVisitor(server);
      const phone = newPhone();
      const code = await requestCode(server, phone);
      expect((await bind(visitor.token, phone, code === '000000' ? '000001' : '000000')).msg).toBe('The code is wrong');
      const info = await userInfo(visitor.token);
      expect(info.data).toMatchObject({ uid: visitor.uid, kind: 'visitor', phone: null });
    });

    it('upgrades the visitor in place: same uid, a phone account, the visitor token revoked', async () => {
      const visitor = await loginVisitor(server);
      const phone = newPhone();
      const reply = await bind(visitor.token, phone, await requestCode(server, phone));
      expect(reply.status).toBe(Status.ok);
      expect(reply.data.userInfo).toMatchObject({ uid: visitor.uid, kind: 'user', role: ['user'], phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
      expect((await userInfo(visitor.token)).status).toBe(Status.sessionInvalid);
      expect((await userInfo(reply.data.loginToken)).data).toMatchObject({ uid: visitor.uid, kind: 'user' });
    });

    it('joins an existing phone account: that account is returned and the visitor token revoked', async () => {
      const owner = await loginNewUser(server);
      const visitor = await loginVisitor(server);
      server.clock.advance(61_000);
      const reply = await bind(visitor.token, owner.phone, await requestCode(server, owner.phone));
      expect(reply.status).toBe(Status.ok);
      expect(reply.data.userInfo.uid).toBe(owner.uid);
      expect((await userInfo(visitor.token)).status).toBe(Status.sessionInvalid);
      expect((await userRow(visitor.uid)).merged_into).toBe(Number(owner.uid));
      expect((await userInfo(owner.token)).status).toBe(Status.ok);
    });
  });
});
