import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, loginNewUser, startTestServer, type Envelope, type TestServer } from './support/harness.ts';

/** Over-long headers are answered in the envelope, like every other refusal, never a bare 431. */
describe('over-long request headers', () => {
  let server: TestServer;
  let port = 0;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server.close());

  function post(path: string, headers: Record<string, string>): Promise<{ status: number; envelope: Envelope }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope }));
      });
      req.on('error', reject);
      req.end('{}');
    });
  }

  it('refuses a 60 KB Authorization header in the envelope, naming it', async () => {
    const headers = { ...clientHeaders(server, { lang: 'en' }), authorization: `Bearer ${'a'.repeat(60 * 1024)}` };
    const reply = await post('/MobileUser/getUserInfo', headers);
    expect(reply).toEqual({ status: 200, envelope: { status: Status.validation, msg: 'Invalid request: Authorization must be at most 4096 characters', data: null } });
    // A public call simply ignores it, as it does any bad token.
    expect((await post('/Sundry/getApiHost', headers)).envelope.status).toBe(Status.ok);
  });

  it('answers headers past the server limit with the envelope too, not HTTP 431', async () => {
    const reply = await post('/MobileUser/getUserInfo', { ...clientHeaders(server), 'x-padding': 'p'.repeat(100 * 1024) });
    expect(reply).toEqual({ status: 200, envelope: { status: Status.payloadTooLarge, msg: '请求头过大（上限 64 KB），请重新登录后再试', data: null } });
  });

  it('still serves a logged-in call with ordinary headers', async () => {
    const user = await loginNewUser(server);
    expect((await post('/MobileUser/getUserInfo', clientHeaders(server, { token: user.token }))).envelope.status).toBe(Status.ok);
  });
});
