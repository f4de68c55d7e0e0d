import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, startTestServer, type TestServer } from './support/harness.ts';

describe.each(databaseTargets)('platform smoke on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  it('logs a phone user in and reads the profile', async () => {
    const user = await loginNewUser(server);
    const info = await call<{ uid: string; phone: string }>(server, '/MobileUser/getUserInfo', {}, { token: user.token });
    expect(info.status).toBe(0);
    expect(info.data.uid).toBe(user.uid);
    expect(info.data.phone).toMatch(/^139\*{4}\d{4}$/);
  });
});
