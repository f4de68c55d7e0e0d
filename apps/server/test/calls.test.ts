import { calls, callPath, Status, type Access, type CallDef, type CallKey } from '@scoreline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateBudgets, scaleBudget } from '../src/plugins/rate-limit/rate-limiter.ts';
import { badPayloads } from './support/call-samples.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, type LoggedIn, type TestServer } from './support/harness.ts';
import { startTestServer } from './support/harness.ts';
import { expiredToken, tamperToken } from './support/tokens.ts';

// The unhappy paths every call shares, driven by the contract's call table so a new call is
// covered the moment it is declared: bad payload, missing / expired / tampered token, wrong
// role and its rate-limit class. The feature suites test each call's own rules and happy path.
const RATE_SCALE = 0.05;
const entries = (Object.keys(calls) as CallKey[]).map((key) => [key, calls[key] as CallDef] as const);
const guarded = entries.filter(([, c]) => c.access.kind !== 'public');
const publicCalls = entries.filter(([, c]) => c.access.kind === 'public');
const forRegisteredOnly = entries.filter(([, c]) => ['user', 'role', 'permission'].includes(c.access.kind));
const forPrivileged = entries.filter(([, c]) => ['role', 'permission'].includes(c.access.kind));
const ADMIN_PHONE = '13900000009';

describe.each(databaseTargets)('every call on $name', ({ url }) => {
  let server: TestServer;
  let user: LoggedIn;
  let visitor: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { RATE_LIMIT_SCALE: String(RATE_SCALE), ADMIN_PHONES: ADMIN_PHONE } });
    user = await loginNewUser(server);
    admin = await loginNewUser(server, ADMIN_PHONE);
    visitor = await loginVisitor(server);
  });
  afterAll(async () => server.close());
  // Each test starts in fresh rate-limit windows.
  beforeEach(() => server.clock.advance(61_000));

  /** The token that satisfies a call's access rule (none for public calls). */
  const tokenFor = (rule: Access) => {
    if (rule.kind === 'public') return undefined;
    if (rule.kind === 'visitor') return visitor.token;
    // Role and permission calls: the admin role passes every check.
    return rule.kind === 'role' || rule.kind === 'permission' ? admin.token : user.token;
  };
  const send = (key: CallKey, options: { token?: string | undefined; ip?: string } = {}) =>
    call(server, callPath(calls[key]), badPayloads[key].body, { lang: 'en', ip: options.ip ?? newIp(), ...(options.token ? { token: options.token } : {}) });

  it.each(entries)('%s: a bad payload is refused naming the field', async (key, def) => {
    const reply = await send(key, { token: tokenFor(def.access) });
    expect(reply.status).toBe(Status.validation);
    expect(reply.msg).toContain(badPayloads[key].names);
    expect(reply.data).toBeNull();
  });

  it.each(guarded)('%s: without a login token → 401', async (key) => {
    const reply = await send(key);
    expect(reply).toEqual({ status: Status.notLoggedIn, msg: 'Please log in first', data: null });
  });

  it.each(guarded)('%s: an expired login token → 405', async (key) => {
    const reply = await send(key, { token: await expiredToken(user.uid) });
    expect(reply.status).toBe(Status.sessionInvalid);
  });

  it.each(guarded)('%s: a tampered login token → 405', async (key, def) => {
    const reply = await send(key, { token: tamperToken(tokenFor(def.access) ?? user.token) });
    expect(reply.status).toBe(Status.sessionInvalid);
  });

  it.each(publicCalls)('%s: public, so a missing, expired or tampered token is ignored', async (key) => {
    for (const token of [undefined, await expiredToken(user.uid), tamperToken(user.token)]) {
      const reply = await send(key, { token });
      expect(reply.status).toBe(Status.validation); // reached validation: the token was not held against it
    }
  });

  it.each(forPrivileged)('%s: a user without the role or permission → 403', async (key) => {
    const reply = await send(key, { token: user.token });
    expect(reply.status).toBe(Status.forbidden);
  });

  it.each(forRegisteredOnly)('%s: a visitor token is the wrong role → 401', async (key) => {
    const reply = await send(key, { token: visitor.token });
    expect(reply.status).toBe(Status.notLoggedIn);
  });

  it.each(entries)('%s: its rate class budget runs out with 429', async (key, def) => {
    const token = tokenFor(def.access);
    const budgets = rateBudgets[def.rate];
    const ipLimit = scaleBudget(budgets.ip, RATE_SCALE).limit;
    const limit = token ? Math.min(ipLimit, scaleBudget(budgets.user, RATE_SCALE).limit) : ipLimit;
    const ip = newIp();
    for (let i = 0; i < limit; i += 1) {
      expect((await send(key, { token, ip })).status).not.toBe(Status.rateLimited);
    }
    const over = await send(key, { token, ip });
    expect(over.status).toBe(Status.rateLimited);
    expect(over.msg).toMatch(/^Too many requests; try again in \d+ s$/);
  });
});
