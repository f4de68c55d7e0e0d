import { Status, type LoginResult, type UserInfo } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, newIp, startSibling, startTestServer, type TestServer } from './support/harness.ts';
import { closedPort, FAKE_APP_ID, FAKE_APP_SECRET, FakeWechat, newWechatUser } from './support/fake-wechat.ts';

const EN = { lang: 'en' } as const;

describe.each(databaseTargets)('WeChat sign-in on $name', ({ url }) => {
  const wechat = new FakeWechat();
  let server: TestServer;
  let unconfigured: TestServer;
  let unreachable: TestServer;

  beforeAll(async () => {
    await wechat.start();
    server = await startTestServer({ databaseUrl: url, env: wechat.env });
    unconfigured = await startSibling(server);
    const deadBase = `http://127.0.0.1:${await closedPort()}`;
    unreachable = await startSibling(server, { env: { ...wechat.env, WECHAT_API_BASE: deadBase } });
  });
  afterAll(async () => {
    await unreachable.close();
    await unconfigured.close();
    await server.close();
    await wechat.stop();
  });

  const wechatLogin = (code: string, target = server) => call<LoginResult>(target, '/MobileUser/wechatLogin', { code }, { ...EN, ip: newIp() });
  const miniLogin = (code: string, target = server) => call<LoginResult>(target, '/MobileUser/smallAppLogin', { code }, { ...EN, ip: newIp() });
  // The state comes from the consent link wechat/getGzhBindUrl made for this account.
  const bindState = async (token: string, target = server) => {
    const link = await call<{ url: string } | null>(target, '/wechat/getGzhBindUrl', {}, { token });
    return link.data ? (new URL(link.data.url).searchParams.get('state') ?? '') : 'no-link';
  };
  const bindWith = (token: string, code: string, state: string, target = server) =>
    call<UserInfo>(target, '/MobileUser/bindWechat', { code, state }, { ...EN, token, ip: newIp() });
  const bind = async (token: string, code: string, target = server) => bindWith(token, code, await bindState(token, target), target);
  const info = (token: string, target = server) => call(target, '/MobileUser/getWechatInfoApp', {}, { ...EN, token });

  describe('when WeChat is not configured', () => {
    it('says so with 503 on every WeChat call that needs it', async () => {
      const user = await loginNewUser(unconfigured);
      const notAvailable = { status: Status.unavailable, msg: 'WeChat sign-in is not available here', data: null };
      expect(await wechatLogin('any', unconfigured)).toEqual(notAvailable);
      expect(await miniLogin('any', unconfigured)).toEqual(notAvailable);
      expect(await bind(user.token, 'any', unconfigured)).toEqual(notAvailable);
      expect(await call(unconfigured, '/wechat/getGzhBindUrl', {}, { ...EN, token: user.token })).toEqual(notAvailable);
      expect((await info(user.token, unconfigured)).data).toEqual({ bound: false, nickname: null, avatar: null });
    });

    it('leaves WeChat out of the login options', async () => {
      expect((await call(unconfigured, '/Sundry/getLoginOptions', {})).data).toEqual({ phone: true, wechat: false, wechatAppId: null });
      expect((await call(server, '/Sundry/getLoginOptions', {})).data).toEqual({ phone: true, wechat: true, wechatAppId: FAKE_APP_ID });
    });
  });

  describe('MobileUser/wechatLogin', () => {
    it('refuses a code WeChat does not know', async () => {
      expect(await wechatLogin('not-a-real-code')).toEqual({ status: Status.validation, msg: 'WeChat authorisation failed: 40029 invalid code', data: null });
    });

    it('refuses a code used twice (WeChat codes are one-time)', async () => {
      const code = wechat.oauthCode(newWechatUser());
      expect((await wechatLogin(code)).status).toBe(Status.ok);
      expect((await wechatLogin(code)).msg).toBe('WeChat authorisation failed: 40029 invalid code');
    });

    it('answers 503 when WeChat cannot be reached', async () => {
      const reply = await wechatLogin(wechat.oauthCode(newWechatUser()), unreachable);
      expect(reply).toEqual({ status: Status.unavailable, msg: 'WeChat cannot be reached right now; please try again later', data: null });
    });

    it('creates an account on first login and returns the same one for the same WeChat', async () => {
      const person = newWechatUser();
      const first = await wechatLogin(wechat.oauthCode(person));
      expect(first.status).toBe(Status.ok);
      expect(first.data.userInfo).toMatchObject({ kind: 'user', phone: null, wechatBound: true, avatar: person.headimgurl, role: ['user'] });
      const again = await wechatLogin(wechat.oauthCode(person));
      expect(again.data.userInfo.uid).toBe(first.data.userInfo.uid);
      expect((await info(again.data.loginToken)).data).toEqual({ bound: true, nickname: person.nickname, avatar: person.headimgurl });
      expect(wechat.requests).toContain('/sns/userinfo');
    });

    it('keeps WeChat users without a unionid apart by openid', async () => {
      const a = newWechatUser(false);
      const b = newWechatUser(false);
      const first = await wechatLogin(wechat.oauthCode(a));
      expect((await wechatLogin(wechat.oauthCode(a))).data.userInfo.uid).toBe(first.data.userInfo.uid);
      expect((await wechatLogin(wechat.oauthCode(b))).data.userInfo.uid).not.toBe(first.data.userInfo.uid);
    });
  });

  describe('MobileUser/smallAppLogin', () => {
    it('refuses a bad js_code', async () => {
      expect((await miniLogin('nope')).msg).toBe('WeChat authorisation failed: 40029 invalid code');
    });

    it('answers 503 when WeChat cannot be reached', async () => {
      expect((await miniLogin('any', unreachable)).status).toBe(Status.unavailable);
    });

    it('finds the app account through the shared unionid, and is stable on its own', async () => {
      const person = newWechatUser();
      const app = await wechatLogin(wechat.oauthCode(person));
      const mini = await miniLogin(wechat.miniCode({ openid: `mini_${person.openid}`, ...(person.unionid ? { unionid: person.unionid } : {}) }));
      expect(mini.data.userInfo.uid).toBe(app.data.userInfo.uid);
      const loner = { openid: `mini_${newWechatUser().openid}` };
      const first = await miniLogin(wechat.miniCode(loner));
      expect(first.status).toBe(Status.ok);
      expect((await miniLogin(wechat.miniCode(loner))).data.userInfo.uid).toBe(first.data.userInfo.uid);
    });
  });

  describe('MobileUser/bindWechat and getWechatInfoApp', () => {
    it("refuses a state that is not this account's, is tampered with or has expired, and binds nothing", async () => {
      const victim = await loginNewUser(server);
      const attacker = await loginNewUser(server);
      const invalid = { status: Status.validation, msg: 'The binding link is invalid or has expired; start the binding again', data: null };
      const attackersState = await bindState(attacker.token);
      expect(await bindWith(victim.token, wechat.oauthCode(newWechatUser()), attackersState)).toEqual(invalid);
      expect(await bindWith(victim.token, wechat.oauthCode(newWechatUser()), `bind-${victim.uid}`)).toEqual(invalid);
      const [uid, expires, signature] = (await bindState(victim.token)).split('.');
      expect(await bindWith(victim.token, wechat.oauthCode(newWechatUser()), `${uid}.${Number(expires) + 60_000}.${signature}`)).toEqual(invalid);
      const stale = await bindState(victim.token);
      server.clock.advance(11 * 60_000);
      try {
        expect(await bindWith(victim.token, wechat.oauthCode(newWechatUser()), stale)).toEqual(invalid);
      } finally {
        server.clock.advance(-11 * 60_000);
      }
      expect((await info(victim.token)).data).toMatchObject({ bound: false });
    });

    it('refuses a bad code and binds nothing', async () => {
      const user = await loginNewUser(server);
      expect((await bind(user.token, 'bad-code')).status).toBe(Status.validation);
      expect((await info(user.token)).data).toEqual({ bound: false, nickname: null, avatar: null });
    });

    it('refuses a WeChat that another account owns (409)', async () => {
      const person = newWechatUser();
      await wechatLogin(wechat.oauthCode(person));
      const user = await loginNewUser(server);
      expect(await bind(user.token, wechat.oauthCode(person))).toEqual({ status: Status.conflict, msg: 'This WeChat account belongs to another account', data: null });
      expect((await info(user.token)).data).toMatchObject({ bound: false });
    });

    it('binds a WeChat to a phone account, which WeChat login then reaches', async () => {
      const user = await loginNewUser(server);
      const person = newWechatUser();
      const bound = await bind(user.token, wechat.oauthCode(person));
      expect(bound.status).toBe(Status.ok);
      expect(bound.data).toMatchObject({ uid: user.uid, wechatBound: true });
      expect((await info(user.token)).data).toEqual({ bound: true, nickname: person.nickname, avatar: person.headimgurl });
      expect((await bind(user.token, wechat.oauthCode(person))).status).toBe(Status.ok); // binding again is harmless
      expect((await wechatLogin(wechat.oauthCode(person))).data.userInfo.uid).toBe(user.uid);
    });

    it('lets a deleted account’s WeChat start a fresh account', async () => {
      const person = newWechatUser();
      const first = await wechatLogin(wechat.oauthCode(person));
      expect((await call(server, '/Sundry/zhuXiao', { confirm: true }, { token: first.data.loginToken, ip: newIp() })).status).toBe(Status.ok);
      const fresh = await wechatLogin(wechat.oauthCode(person));
      expect(fresh.status).toBe(Status.ok);
      expect(fresh.data.userInfo.uid).not.toBe(first.data.userInfo.uid);
    });
  });

  describe('wechat/getGzhBindUrl', () => {
    it('returns the official-account consent URL for the app, back to the bind page', async () => {
      const user = await loginNewUser(server);
      const reply = await call<{ url: string }>(server, '/wechat/getGzhBindUrl', {}, { token: user.token });
      const consent = new URL(reply.data.url);
      expect(consent.origin + consent.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
      expect(consent.hash).toBe('#wechat_redirect');
      expect(Object.fromEntries(consent.searchParams)).toMatchObject({
        appid: FAKE_APP_ID,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        redirect_uri: 'http://localhost:80/#/pages/user/bind_msg',
      });
      expect(reply.data.url).not.toContain(FAKE_APP_SECRET);
      const custom = await call<{ url: string }>(server, '/wechat/getGzhBindUrl', { redirect: 'https://m.example.com/bind' }, { token: user.token });
      expect(new URL(custom.data.url).searchParams.get('redirect_uri')).toBe('https://m.example.com/bind');
    });
  });
});
