import { Status, type LoginResult } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../src/plugins/auth/app-token.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newVisitorUuid, startTestServer, type LoggedIn, type TestServer } from './support/harness.ts';
import { expiredToken, forgeToken, foreignToken, tamperToken } from './support/tokens.ts';

const EN = { lang: 'en' } as const;
const APP_TOKEN_REFUSED = {
  status: Status.forbidden,
  msg: 'Client check failed (token-app); check the device clock or update the app',
  data: null,
};

describe.each(databaseTargets)('identity checks on $name', ({ url }) => {
  let server: TestServer;
  let user: LoggedIn;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
    user = await loginNewUser(server);
  });
  afterAll(async () => server.close());

  const getUserInfo = (token: string, extra: { userId?: string } = {}) => call(server, '/MobileUser/getUserInfo', {}, { ...EN, token, ...extra });
  const tokenAppAt = (offsetMs: number) => appToken(server.config.APP_SECRET, server.clock.now() + offsetMs);

  describe('token-app', () => {
    it('refuses a call without it, with a wrong one, or with one from 3 minutes away (403)', async () => {
      expect(await call(server, '/Sundry/getApiHost', {}, { ...EN, appToken: null })).toEqual(APP_TOKEN_REFUSED);
      expect(await call(server, '/Sundry/getApiHost', {}, { ...EN, appToken: 'f'.repeat(32) })).toEqual(APP_TOKEN_REFUSED);
      expect(await call(server, '/Sundry/getApiHost', {}, { ...EN, appToken: appToken('another-secret', server.clock.now()) })).toEqual(APP_TOKEN_REFUSED);
      expect(await call(server, '/Sundry/getApiHost', {}, { ...EN, appToken: tokenAppAt(-3 * 60_000) })).toEqual(APP_TOKEN_REFUSED);
      expect(await call(server, '/Sundry/getApiHost', {}, { ...EN, appToken: tokenAppAt(3 * 60_000) })).toEqual(APP_TOKEN_REFUSED);
      // Refused before anything else: a logged-in caller is refused too.
      expect(await call(server, '/MobileUser/getUserInfo', {}, { ...EN, appToken: null, token: user.token })).toEqual(APP_TOKEN_REFUSED);
    });

    it('accepts the current minute and one minute either side, in any hex case', async () => {
      for (const offset of [-60_000, 0, 60_000]) {
        expect((await call(server, '/Sundry/getApiHost', {}, { appToken: tokenAppAt(offset) })).status).toBe(Status.ok);
      }
      expect((await call(server, '/Sundry/getApiHost', {}, { appToken: tokenAppAt(0).toUpperCase() })).status).toBe(Status.ok);
    });
  });

  describe('login token', () => {
    it('is accepted with or without the Bearer prefix, and with a matching user-id', async () => {
      expect((await getUserInfo(user.token, { userId: user.uid })).status).toBe(Status.ok);
      const bare = await call(server, '/MobileUser/getUserInfo', {}, { headers: { authorization: user.token } });
      expect(bare.status).toBe(Status.ok);
    });

    it('is refused with 405 when tampered, signed with another key, malformed or for a session that never existed', async () => {
      const sessionInvalid = { status: Status.sessionInvalid, msg: 'Your session has expired; please log in again', data: null };
      expect(await getUserInfo(tamperToken(user.token))).toEqual(sessionInvalid);
      expect(await getUserInfo(await foreignToken(user.uid))).toEqual(sessionInvalid);
      expect(await getUserInfo('not-a-jwt')).toEqual(sessionInvalid);
      expect(await getUserInfo(await forgeToken({ uid: user.uid }))).toEqual(sessionInvalid);
      expect(await getUserInfo(await expiredToken(user.uid))).toEqual(sessionInvalid);
    });

    it('is refused with 405 when the user-id header names someone else', async () => {
      expect((await getUserInfo(user.token, { userId: String(Number(user.uid) + 1) })).status).toBe(Status.sessionInvalid);
    });

    it('is ignored on a public call when bad, so a stale token never blocks logging in again', async () => {
      const loggedOut = await loginNewUser(server);
      await call(server, '/MobileUser/logout', {}, { token: loggedOut.token });
      const stale = [tamperToken(user.token), await foreignToken(user.uid), await expiredToken(user.uid), 'garbage', loggedOut.token];
      for (const token of stale) {
        const uuid = newVisitorUuid();
        const reply = await call<LoginResult>(server, '/MobileUser/youKeLogin', { uuid }, { token, uuid });
        expect(reply.status).toBe(Status.ok);
      }
    });

    it('from a visitor is not enough for a user call (401)', async () => {
      const visitor = await loginVisitor(server);
      expect(await call(server, '/Sundry/changeNim', { nickname: '访客改名' }, { ...EN, token: visitor.token })).toEqual({
        status: Status.notLoggedIn,
        msg: 'Please log in first',
        data: null,
      });
      expect((await getUserInfo(visitor.token)).status).toBe(Status.ok); // a visitor call is fine
    });

    it('expires after TOKEN_TTL_DAYS (405)', async () => {
      const fresh = await loginNewUser(server);
      const ttlMs = server.config.TOKEN_TTL_DAYS * 86_400_000;
      server.clock.advance(ttlMs - 60_000);
      try {
        expect((await getUserInfo(fresh.token)).status).toBe(Status.ok);
        server.clock.advance(2 * 60_000);
        expect((await getUserInfo(fresh.token)).status).toBe(Status.sessionInvalid);
      } finally {
        server.clock.advance(-(ttlMs + 60_000));
      }
    });
  });
});
