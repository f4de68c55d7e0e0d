import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, newPhone, requestCode, startTestServer, type TestServer } from '../support/harness.ts';
import { as, ok } from './wallet-http.ts';

describe.each(databaseTargets)('an invitee bound when a visitor upgrades on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => server.close());

  it('binds through youKeBindPhone; an unknown code is refused without using up the SMS code', async () => {
    const inviter = await loginNewUser(server);
    const { inviteCode } = await ok(as(server, inviter)<{ inviteCode: string }>('/MobileShare/getUserShareUrl'));
    const visitor = await loginVisitor(server);
    const phone = newPhone();
    const ip = newIp();
    const code = await requestCode(server, phone, ip);
    const wrong = await call(server, '/MobileUser/youKeBindPhone', { phone, code, inviteCode: 'ZZZZ9999' }, { token: visitor.token, uuid: visitor.uuid, ip, lang: 'en' });
    expect(wrong.status).toBe(Status.validation);
    const bound = await call<{ userInfo: { uid: string } }>(server, '/MobileUser/youKeBindPhone', { phone, code, inviteCode }, { token: visitor.token, uuid: visitor.uuid, ip, lang: 'en' });
    expect(bound.status).toBe(Status.ok);
    expect(bound.data.userInfo.uid).toBe(visitor.uid);
    const list = await ok(as(server, inviter)<{ total: number; items: Array<{ uid: string }> }>('/MobileShare/getUserLowerList', {}));
    expect(list).toMatchObject({ total: 1, items: [{ uid: visitor.uid }] });
  });
});
