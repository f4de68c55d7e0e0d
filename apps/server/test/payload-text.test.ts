import { calls, callPath, emptyPayload, Status, type Access, type CallKey } from '@scoreline/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, startTestServer, type LoggedIn, type TestServer } from './support/harness.ts';

/**
 * Text no database can hold (a NUL, half a surrogate pair) is refused for every call, naming the
 * field, before any handler runs: generated from the contract's call list, so a new call is
 * covered when it is declared. It gave status 500 in 16 calls, a public one among them.
 */
const ADMIN_PHONE = '13900000026';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const withFields = (Object.keys(calls) as CallKey[]).flatMap((key) => {
  const { payload, body } = calls[key];
  if (body !== 'json' || payload === emptyPayload || !(payload instanceof z.ZodObject)) return [];
  const fields = Object.keys(payload.shape);
  return fields.length > 0 ? [[key, fields] as const] : [];
});

describe.each(databaseTargets)('text the database cannot hold, on $name', ({ url }) => {
  let server: TestServer;
  let user: LoggedIn;
  let visitor: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { ADMIN_PHONES: ADMIN_PHONE, RATE_LIMIT_SCALE: '100' } });
    user = await loginNewUser(server);
    admin = await loginNewUser(server, ADMIN_PHONE);
    visitor = await loginVisitor(server);
  });
  afterAll(async () => server.close());

  const tokenFor = (rule: Access) => {
    if (rule.kind === 'public') return undefined;
    if (rule.kind === 'visitor') return visitor.token;
    return rule.kind === 'role' || rule.kind === 'permission' ? admin.token : user.token;
  };
  const send = (key: CallKey, payload: unknown, lang = 'en') => {
    const token = tokenFor(calls[key].access);
    return call(server, callPath(calls[key]), payload, { lang, ip: newIp(), ...(token ? { token } : {}) });
  };

  it('is a sample large enough to mean every call', () => {
    expect(withFields.length).toBeGreaterThan(100);
  });

  it.each(withFields)('%s: a NUL or a lone surrogate in any field is refused naming it', async (key, fields) => {
    for (const field of fields) {
      expect(await send(key, { [field]: NUL })).toEqual({ status: Status.validation, msg: `Invalid request: ${field} must not contain a NUL character`, data: null });
      expect(await send(key, { [field]: [1, { text: LONE_SURROGATE }] })).toEqual({
        status: Status.validation,
        msg: `Invalid request: ${field}.1.text must not contain an unpaired UTF-16 surrogate`,
        data: null,
      });
    }
  });

  it('answers in the caller language, and names the object of a bad key', async () => {
    expect((await send('aiVerify', { ref: '\u0000' }, 'zh-Hans')).msg).toBe('参数错误：ref 不能包含空字符（NUL）');
    expect((await send('changeProfile', { nickname: 'ok', extra: { ['k\u0000']: 1 } }, 'ja')).msg).toBe('リクエストが不正です：extra に NUL 文字は使えません');
  });

  it('bounds times: an activity ending at the largest safe integer is refused naming endsAt', async () => {
    const activity = { locale: 'en', title: 'Check-in week', href: 'page://link/pages/user/huodong_list1', startsAt: Date.now(), endsAt: Number.MAX_SAFE_INTEGER };
    expect(await send('adminSaveActivity', activity)).toEqual({ status: Status.validation, msg: 'Invalid request: endsAt must be a time before the year 10000', data: null });
    expect((await send('adminSaveActivity', { ...activity, endsAt: Date.UTC(9999, 11, 31) })).status).toBe(Status.ok);
  });

  it('keeps well-formed text, paired surrogates (emoji) included', async () => {
    expect((await send('changeProfile', { nickname: '球迷😀' })).status).toBe(Status.ok);
  });
});
