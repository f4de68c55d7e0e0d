import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, loginNewUser, startTestServer, type Envelope, type TestServer } from './support/harness.ts';

/**
 * JSON calls reach the dispatcher by two doors: Fastify's router (what `inject` uses) and the
 * raw fast path of the listening HTTP server. Every answer must be the same through both.
 */
describe('the raw fast path answers exactly as the Fastify route does', () => {
  let server: TestServer;
  let port = 0;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server.close());

  interface Case {
    name: string;
    path: string;
    body?: string;
    headers?: Record<string, string>;
  }

  async function overHttp(c: Case, headers: Record<string, string>): Promise<{ status: number; envelope: Envelope }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: c.path, method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope }));
      });
      req.on('error', reject);
      if (c.body !== undefined) req.write(c.body);
      req.end();
    });
  }

  async function throughFastify(c: Case, headers: Record<string, string>): Promise<{ status: number; envelope: Envelope }> {
    const reply = await server.app.inject({ method: 'POST', url: c.path, headers, ...(c.body !== undefined ? { payload: c.body } : {}) });
    return { status: reply.statusCode, envelope: reply.json<Envelope>() };
  }

  const json = { 'content-type': 'application/json' };
  const cases: Case[] = [
    { name: 'a valid call', path: '/Sundry/getLoginOptions', body: '{}', headers: json },
    { name: 'no body at all', path: '/Sundry/getLoginOptions' },
    { name: 'malformed JSON', path: '/MobileSms/sendPhoneCode', body: '{"phone": "138', headers: json },
    { name: 'an empty JSON body', path: '/MobileSms/sendPhoneCode', body: '', headers: { ...json, 'content-length': '0' } },
    { name: 'a field that fails validation', path: '/MobileSms/sendPhoneCode', body: '{"phone":"123"}', headers: json },
    { name: 'a body over 64 KB', path: '/Sundry/getLoginOptions', body: JSON.stringify({ pad: 'x'.repeat(70_000) }), headers: json },
    { name: 'a prototype-poisoning key', path: '/Sundry/getLoginOptions', body: '{"__proto__":{"x":1}}', headers: json },
    { name: 'a path in other casing with a trailing slash', path: '/sundry/getloginoptions/', body: '{}', headers: json },
    { name: 'a call that needs a login', path: '/MobileUser/getUserInfo', body: '{}', headers: json },
    { name: 'an unknown call', path: '/MobileUser/noSuchCall', body: '{}', headers: json },
    { name: 'an empty object where fields are required', path: '/MobileSms/sendPhoneCode', body: '{}', headers: json },
    { name: 'the football live list, answered without a promise', path: '/MobileFoot/gameNow', body: '{}', headers: json },
    { name: 'the basketball live list, answered without a promise', path: '/MobileLan/getLanGameNow', body: '{}', headers: json },
  ];

  it.each(cases)('$name', async (c) => {
    const headers = { ...clientHeaders(server, { lang: 'en' }), ...c.headers };
    const raw = await overHttp(c, headers);
    const routed = await throughFastify(c, headers);
    expect(raw).toEqual(routed);
    expect(raw.status).toBe(200);
  });

  // A compressed body would otherwise fail as "not valid JSON", which names the wrong problem.
  it('refuses a compressed body by naming content-encoding, the same way on both paths', async () => {
    // (The bytes need not really be gzip: the header alone must be refused, before any reading.)
    const c = { name: '', path: '/Sundry/getLoginOptions', body: '{}' };
    const headers = { ...clientHeaders(server, { lang: 'en' }), ...json, 'content-encoding': 'gzip' };
    const raw = await overHttp(c, headers);
    expect(raw.envelope).toEqual({ status: Status.validation, msg: 'Invalid request: content-encoding gzip is not supported; send the body uncompressed', data: null });
    expect(raw).toEqual(await throughFastify(c, headers));
    const plain = await overHttp({ name: '', path: '/Sundry/getLoginOptions', body: '{}' }, { ...clientHeaders(server), ...json, 'content-encoding': 'identity' });
    expect(plain.envelope.status).toBe(Status.ok);
  });

  it('refuses a missing token-app the same way on both paths', async () => {
    const c = { name: '', path: '/Sundry/getLoginOptions', body: '{}' };
    const headers = { ...clientHeaders(server, { lang: 'en', appToken: null }), ...json };
    const raw = await overHttp(c, headers);
    expect(raw.envelope.status).toBe(Status.forbidden);
    expect(raw).toEqual(await throughFastify(c, headers));
  });

  it('serves a logged-in call and reports the origin the client used', async () => {
    const user = await loginNewUser(server);
    const c = { name: '', path: '/MobileUser/getUserInfo', body: '{}' };
    const raw = await overHttp(c, { ...clientHeaders(server, { token: user.token }), ...json });
    expect(raw.envelope).toMatchObject({ status: Status.ok, data: { uid: user.uid } });
    const host = await overHttp({ name: '', path: '/Sundry/getApiHost', body: '{}' }, { ...clientHeaders(server), ...json });
    expect(host.envelope.data).toEqual({ host: `http://127.0.0.1:${port}` });
  });
});
