import { Status, type LoginResult } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateBudgets } from '../src/plugins/rate-limit/rate-limiter.ts';
import { tamperToken } from './support/tokens.ts';
import { call, databaseTargets, loginNewUser, newIp, newVisitorUuid, redisUrl, startSibling, startTestServer, type TestServer } from './support/harness.ts';

const TOO_MANY = /^Too many requests; try again in (\d+) s$/;

describe.each(databaseTargets)('rate limits on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  const youKeLogin = (ip: string, target = server) => {
    const uuid = newVisitorUuid();
    return call<LoginResult>(target, '/MobileUser/youKeLogin', { uuid }, { uuid, ip, lang: 'en' });
  };

  it('charges refused callers (bad token, bad token-app) to their IP, so forgeries cannot be tried without limit', async () => {
    const user = await loginNewUser(server);
    const limit = rateBudgets.default.ip.limit;
    const forged = { token: tamperToken(user.token), lang: 'en' };
    for (const options of [forged, { appToken: 'f'.repeat(32), lang: 'en' }]) {
      const ip = newIp();
      for (let i = 0; i < limit; i += 1) expect((await call(server, '/MobileUser/getUserInfo', {}, { ...options, ip })).status).not.toBe(Status.rateLimited);
      const over = await call(server, '/MobileUser/getUserInfo', {}, { ...options, ip });
      expect(over.status).toBe(Status.rateLimited);
      expect(over.msg).toMatch(TOO_MANY);
      // The IP's budget is spent for honest calls too; another IP is unaffected.
      expect((await call(server, '/MobileUser/getUserInfo', {}, { token: user.token, ip })).status).toBe(Status.rateLimited);
      expect((await call(server, '/MobileUser/getUserInfo', {}, { token: user.token, ip: newIp() })).status).toBe(Status.ok);
    }
  });

  it('stops one IP hammering a login-class call with 429 and a wait, then lets it in again', async () => {
    const ip = newIp();
    const limit = rateBudgets.login.ip.limit;
    for (let i = 0; i < limit; i += 1) expect((await youKeLogin(ip)).status).toBe(Status.ok);
    const refused = await youKeLogin(ip);
    expect(refused.status).toBe(Status.rateLimited);
    const seconds = Number(TOO_MANY.exec(refused.msg)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await youKeLogin(newIp())).status).toBe(Status.ok); // another IP is unaffected
    server.clock.advance(seconds * 1000);
    expect((await youKeLogin(ip)).status).toBe(Status.ok);
  });

  it('gives each user a default-class budget of its own', async () => {
    const ip = newIp();
    const user = await loginNewUser(server, undefined, ip);
    const other = await loginNewUser(server, undefined, ip);
    const getUserInfo = (token: string) => call(server, '/MobileUser/getUserInfo', {}, { token, ip, lang: 'en' });
    const limit = rateBudgets.default.user.limit;
    for (let i = 0; i < limit; i += 1) {
      const reply = await getUserInfo(user.token);
      if (reply.status !== Status.ok) throw new Error(`call ${i + 1} of ${limit} was refused: ${reply.msg}`);
    }
    expect((await getUserInfo(user.token)).msg).toMatch(TOO_MANY);
    expect((await getUserInfo(other.token)).status).toBe(Status.ok); // same IP, other user
    server.clock.advance(60_000);
    expect((await getUserInfo(user.token)).status).toBe(Status.ok);
  });

  // Nodes sharing Redis share the counters, so a client cannot multiply its budget by the node count.
  if (redisUrl) {
    it('counts across nodes that share Redis', async () => {
      const nodeA = await startSibling(server, { redis: true });
      const nodeB = await startSibling(server, { redis: true });
      try {
        // Redis windows are fixed minutes of the wall clock: start well inside one.
        const intoMinute = Date.now() % 60_000;
        if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
        const ip = newIp();
        const limit = rateBudgets.login.ip.limit;
        for (let i = 0; i < limit; i += 1) expect((await youKeLogin(ip, i % 2 === 0 ? nodeA : nodeB)).status).toBe(Status.ok);
        expect((await youKeLogin(ip, nodeA)).msg).toMatch(TOO_MANY);
        expect((await youKeLogin(ip, nodeB)).msg).toMatch(TOO_MANY);
      } finally {
        await nodeA.close();
        await nodeB.close();
      }
    });
  }
});
