import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { headerOf } from './call-request.ts';
import { PublicOrigins } from './public-origin.ts';

describe('headerOf', () => {
  const headers: IncomingHttpHeaders = { lang: 'ja, en', 'set-cookie': ['a', 'b'] };

  it('reads a header as Node joined it, the first of a list-valued one, undefined when absent', () => {
    expect(headerOf({ headers }, 'lang')).toBe('ja, en');
    expect(headerOf({ headers }, 'set-cookie')).toBe('a');
    expect(headerOf({ headers }, 'token-app')).toBeUndefined();
  });
});

describe('PublicOrigins', () => {
  const origins = new PublicOrigins({ publicApiUrl: undefined, publicHosts: ['m.example.com', 'api.example.com:8443'], listenHost: '0.0.0.0' });

  it('names the origin the client used when the host is configured or this machine', () => {
    expect(origins.originOf('https', 'm.example.com')).toBe('https://m.example.com');
    expect(origins.originOf('https', 'M.Example.com:443')).toBe('https://M.Example.com:443');
    expect(origins.originOf('https', 'api.example.com:8443')).toBe('https://api.example.com:8443');
    expect(origins.originOf('http', 'localhost:8080')).toBe('http://localhost:8080');
    expect(origins.originOf('http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(origins.originOf('http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('refuses any other Host instead of echoing it', () => {
    for (const host of ['evil.example', 'm.example.com.evil.example', 'evil.example/m.example.com', '', 'api.example.com:9999']) {
      expect(() => origins.originOf('https', host), host).toThrow(AppError);
    }
  });

  it('names PUBLIC_API_URL whatever the Host, when it is set', () => {
    const fixed = new PublicOrigins({ publicApiUrl: 'https://api.example.com/', publicHosts: [], listenHost: '0.0.0.0' });
    expect(fixed.originOf('http', 'evil.example')).toBe('https://api.example.com');
  });
});
