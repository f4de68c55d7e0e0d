import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, startTestServer, type TestServer } from './support/harness.ts';

/**
 * Defence-in-depth headers (Helmet) on the web app's pages and on every call, whichever door the
 * call took (Fastify's router or the raw fast path of the listening server).
 */
describe('security headers', () => {
  let server: TestServer;
  let port = 0;
  const webDir = mkdtempSync(join(tmpdir(), 'sl-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/main.js"></script>');
    server = await startTestServer({ env: { WEB_DIST_DIR: webDir } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const directives = (csp: unknown) => new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  function expectCommon(headers: IncomingHttpHeaders | OutgoingHttpHeaders): void {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
    expect(headers['referrer-policy']).toBeDefined();
    expect(headers['content-security-policy']).toBeDefined();
  }

  it('gives the web app a policy that runs scripts from this origin only and lets only it frame the page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(page.statusCode).toBe(200);
    expectCommon(page.headers);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:8080', 'wss://localhost:8080']));
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('never widens the socket sources for a forged Host', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(String(page.headers['content-security-policy'])).not.toContain('evil.example');
  });

  it('gives a call a policy that allows nothing and refuses every frame, through Fastify', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/Sundry/getApiHost', headers: { ...clientHeaders(server), 'content-type': 'application/json' }, payload: '{}' });
    expectCommon(reply.headers);
    expect(reply.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives the same headers to a call taking the raw fast path', async () => {
    const viaFastify = await server.app.inject({ method: 'POST', url: '/Sundry/getApiHost', headers: { ...clientHeaders(server), 'content-type': 'application/json' }, payload: '{}' });
    const raw = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/Sundry/getApiHost', method: 'POST', headers: { ...clientHeaders(server), 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      });
      req.on('error', reject);
      req.end('{}');
    });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy']) {
      expect(raw[name], name).toBe(viaFastify.headers[name]);
    }
  });
});
