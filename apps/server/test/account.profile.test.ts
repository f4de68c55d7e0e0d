import { Status, type UserInfo } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfChinaDay } from '../src/platform/time.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, startTestServer, type TestServer } from './support/harness.ts';
import { uploadAvatar } from './support/uploads.ts';

const EN = { lang: 'en' } as const;

describe.each(databaseTargets)('profile and account on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  const db = () => server.database.db;
  const userInfo = (token: string) => call<UserInfo>(server, '/MobileUser/getUserInfo', {}, { token });
  const changeNim = (token: string, body: unknown) => call<UserInfo>(server, '/Sundry/changeNim', body, { ...EN, token });

  describe('MobileUser/getUserInfo', () => {
    it('answers for a visitor and for a user, with the phone masked', async () => {
      const visitor = await loginVisitor(server);
      expect((await userInfo(visitor.token)).data).toMatchObject({ uid: visitor.uid, kind: 'visitor', phone: null });
      const user = await loginNewUser(server);
      const info = await call<UserInfo>(server, '/MobileUser/getUserInfo', {}, { token: user.token, userId: user.uid });
      expect(info.data).toMatchObject({ uid: user.uid, kind: 'user', phone: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`, avatar: '' });
      expect(info.data.faceId).toMatch(/^([1-9]|1[0-2])$/);
    });
  });

  describe('MobileUser/appCheckIn', () => {
    it('counts the opens of the Beijing day, starting again the next day', async () => {
      const visitor = await loginVisitor(server);
      const open = () => call<{ opensToday: number }>(server, '/MobileUser/appCheckIn', { appVersion: '2.5.0' }, { token: visitor.token, uuid: visitor.uuid });
      // Start just after midnight so the test never straddles two days.
      server.clock.advance(startOfChinaDay(server.clock.now()).getTime() + 86_400_000 + 1000 - server.clock.now());
      expect((await open()).data).toEqual({ opensToday: 1 });
      expect((await open()).data).toEqual({ opensToday: 2 });
      server.clock.advance(86_400_000);
      expect((await open()).data).toEqual({ opensToday: 1 });
      const rows = await db().selectFrom('app_opens').select(['visitor_uuid', 'app_version']).where('user_id', '=', Number(visitor.uid)).execute();
      expect(rows).toHaveLength(3);
      expect(rows[0]).toEqual({ visitor_uuid: visitor.uuid, app_version: '2.5.0' });
    });
  });

  describe('Sundry/changeNim', () => {
    it('names the nickname field when it is too short or has markup', async () => {
      const user = await loginNewUser(server);
      expect(await changeNim(user.token, { nickname: ' a ' })).toEqual({ status: Status.validation, msg: 'Invalid request: nickname must be 2 to 16 characters', data: null });
      expect((await changeNim(user.token, { nickname: 'x'.repeat(17) })).msg).toBe('Invalid request: nickname must be 2 to 16 characters');
      expect((await changeNim(user.token, { nickname: '<b>hi</b>' })).msg).toMatch(/^Invalid request: nickname must not contain/);
      expect((await changeNim(user.token, {})).msg).toBe('Invalid request: payload give a nickname or an avatar');
      // A right-to-left override, zero-width characters and a line separator make a name read as another.
      for (const nickname of ['admin\u202Etxt.exe', 'ad\u200Bmin', 'a\u200Cb\u200Dc', '\u2066球迷\u2069', 'ab\u00ADcd', 'ab\u2028cd']) {
        expect(await changeNim(user.token, { nickname }), nickname).toEqual({ status: Status.validation, msg: 'Invalid request: nickname must not contain invisible or text-direction characters', data: null });
      }
      expect((await changeNim(user.token, { nickname: '球迷😀' })).status).toBe(Status.ok);
    });

    it('refuses an avatar that is not the caller’s own upload, changing nothing', async () => {
      const owner = await loginNewUser(server);
      const other = await loginNewUser(server);
      const ownersImage = await uploadAvatar(server, owner.token);
      const before = (await userInfo(other.token)).data;
      for (const avatar of [ownersImage, 'https://example.com/me.png', '/uploads/nonexistent0000.webp']) {
        const reply = await changeNim(other.token, { nickname: '新名字', avatar });
        expect(reply).toEqual({ status: Status.validation, msg: 'The avatar must be an image you uploaded', data: null });
      }
      expect((await userInfo(other.token)).data).toEqual(before);
    });

    it('changes the nickname (trimmed) and the avatar to an own upload', async () => {
      const user = await loginNewUser(server);
      const avatar = await uploadAvatar(server, user.token);
      const reply = await changeNim(user.token, { nickname: '  老球迷  ', avatar });
      expect(reply.status).toBe(Status.ok);
      expect(reply.data).toMatchObject({ nickname: '老球迷', avatar });
      expect((await userInfo(user.token)).data).toMatchObject({ nickname: '老球迷', avatar });
      expect((await changeNim(user.token, { nickname: 'Just Me' })).data).toMatchObject({ nickname: 'Just Me', avatar });
    });
  });

  describe('Sundry/zhuXiao', () => {
    it('needs confirm: true', async () => {
      const user = await loginNewUser(server);
      expect(await call(server, '/Sundry/zhuXiao', { confirm: 'yes' }, { ...EN, token: user.token })).toEqual({
        status: Status.validation,
        msg: 'Invalid request: confirm must be true',
        data: null,
      });
      expect((await userInfo(user.token)).status).toBe(Status.ok);
    });

    it('anonymises the account, revokes every token and frees the phone for a fresh account', async () => {
      const user = await loginNewUser(server);
      const visitorUuid = (await loginVisitor(server)).uuid;
      server.clock.advance(61_000);
      const second = await loginNewUser(server, user.phone);
      const avatar = await uploadAvatar(server, user.token);
      await changeNim(user.token, { nickname: '真名', avatar });
      await call(server, '/Sundry/saveDeviceInfo', { brand: 'Xiaomi', model: '14' }, { token: user.token, uuid: visitorUuid });
      await call(server, '/MobileUser/appCheckIn', {}, { token: user.token, uuid: visitorUuid });

      expect(await call(server, '/Sundry/zhuXiao', { confirm: true }, { token: user.token, ip: newIp() })).toEqual({ status: 0, msg: '成功', data: { ok: true } });

      const id = Number(user.uid);
      const row = await db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'deleted', phone: null, nickname: '', avatar_url: null, visitor_uuid: null, wechat_openid: null, roles: [] });
      expect(row.deleted_at).not.toBeNull();
      expect(await db().selectFrom('devices').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      expect(await db().selectFrom('uploads').select('id').where('user_id', '=', id).execute()).toEqual([]);
      const sessions = await db().selectFrom('sessions').selectAll().where('user_id', '=', id).execute();
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      for (const s of sessions) expect(s).toMatchObject({ ip: null, user_agent: null, revoked_at: expect.any(Date) as unknown });
      const opens = await db().selectFrom('app_opens').select('visitor_uuid').where('user_id', '=', id).execute();
      expect(opens).toEqual([{ visitor_uuid: null }]);
      expect((await server.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);

      expect((await userInfo(user.token)).status).toBe(Status.sessionInvalid);
      expect((await userInfo(second.token)).status).toBe(Status.sessionInvalid);

      server.clock.advance(61_000);
      const fresh = await loginNewUser(server, user.phone);
      expect(fresh.uid).not.toBe(user.uid);
      expect((await userInfo(fresh.token)).data).toMatchObject({ kind: 'user', nickname: `球迷${user.phone.slice(-4)}` });
    });
  });
});
