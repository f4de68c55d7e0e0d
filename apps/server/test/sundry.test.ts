import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, loginVisitor, newVisitorUuid, startSibling, startTestServer, type TestServer } from './support/harness.ts';

describe.each(databaseTargets)('Sundry calls on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  const db = () => server.database.db;
  const device = (key: string) => db().selectFrom('devices').selectAll().where('visitor_uuid', '=', key).executeTakeFirst();

  describe('Sundry/getApiHost', () => {
    it('answers the origin the call came to, or PUBLIC_API_URL when set', async () => {
      expect(await call(server, '/Sundry/getApiHost', {})).toEqual({ status: 0, msg: '成功', data: { host: 'http://localhost:80' } });
      const configured = await startSibling(server, { env: { PUBLIC_API_URL: 'https://api.scoreline.example' } });
      try {
        expect((await call(configured, '/Sundry/getApiHost', {})).data).toEqual({ host: 'https://api.scoreline.example' });
      } finally {
        await configured.close();
      }
    });
  });

  describe('a forged Host header', () => {
    const forged = { headers: { host: 'evil.example' }, lang: 'en' };
    const refused = { status: Status.validation, msg: 'Invalid request: Host is not a host this server answers for (set PUBLIC_HOSTS or PUBLIC_API_URL)', data: null };

    it('is never echoed as the API host or in an invite link', async () => {
      const user = await loginNewUser(server);
      expect(await call(server, '/Sundry/getApiHost', {}, forged)).toEqual(refused);
      expect(await call(server, '/MobileShare/getUserShareUrl', {}, { ...forged, token: user.token })).toEqual(refused);
      expect((await call<{ url: string }>(server, '/MobileShare/getUserShareUrl', {}, { token: user.token })).data.url).toMatch(/^http:\/\/localhost:80\//);
    });

    it('is answered when PUBLIC_HOSTS lists it', async () => {
      const listed = await startSibling(server, { env: { PUBLIC_HOSTS: 'm.scoreline.example, evil.example' } });
      try {
        expect((await call(listed, '/Sundry/getApiHost', {}, forged)).data).toEqual({ host: 'http://evil.example' });
      } finally {
        await listed.close();
      }
    });
  });

  describe('Sundry/getLoginOptions', () => {
    it('offers the phone, and no WeChat when it is not configured', async () => {
      expect((await call(server, '/Sundry/getLoginOptions', {})).data).toEqual({ phone: true, wechat: false, wechatAppId: null });
    });
  });

  describe('Sundry/saveUserGenId', () => {
    it('records a visitor id once, keeping when it was first seen', async () => {
      const uuid = newVisitorUuid();
      const headers = { factory: 'xiaomi', 'app-type': 'h5' };
      const first = await call<{ firstSeen: number }>(server, '/Sundry/saveUserGenId', { uuid }, { headers });
      expect(first.status).toBe(Status.ok);
      expect(Math.abs(first.data.firstSeen - Date.now())).toBeLessThan(60_000);
      const again = await call<{ firstSeen: number }>(server, '/Sundry/saveUserGenId', { uuid }, {});
      expect(again.data.firstSeen).toBe(first.data.firstSeen);
      const row = await db().selectFrom('visitors').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ factory: 'xiaomi', app_type: 'h5' });
    });
  });

  describe('Sundry/saveDeviceInfo and Sundry/saveUserPushCid', () => {
    it('keeps one row per visitor id, the latest report winning and the push id kept', async () => {
      const visitor = await loginVisitor(server);
      const as = { token: visitor.token, uuid: visitor.uuid };
      const report = { brand: 'HUAWEI', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', appVersion: '2.5.0', screen: '1260x2720', language: 'zh-CN' };
      expect(await call(server, '/Sundry/saveDeviceInfo', report, as)).toEqual({ status: 0, msg: '成功', data: { ok: true } });
      expect(await call(server, '/Sundry/saveUserPushCid', { cid: 'cid-0123456789' }, as)).toEqual({ status: 0, msg: '成功', data: { ok: true } });
      expect(await device(visitor.uuid)).toMatchObject({ user_id: Number(visitor.uid), brand: 'HUAWEI', screen: '1260x2720', push_cid: 'cid-0123456789' });
      await call(server, '/Sundry/saveDeviceInfo', { brand: 'HUAWEI', model: 'Pura 70' }, as);
      expect(await device(visitor.uuid)).toMatchObject({ model: 'Pura 70', os: null, push_cid: 'cid-0123456789' });
    });

    it('keys a client that sends no uuid header by its account', async () => {
      const user = await loginNewUser(server);
      await call(server, '/Sundry/saveUserPushCid', { cid: 'cid-no-uuid' }, { token: user.token });
      expect(await device(`user:${user.uid}`)).toMatchObject({ user_id: Number(user.uid), push_cid: 'cid-no-uuid' });
    });
  });
});
