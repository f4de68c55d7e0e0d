import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { headerOf, originOf } from './call-request.ts';

describe('headerOf', () => {
  const headers: IncomingHttpHeaders = { lang: 'ja, en', 'set-cookie': ['a', 'b'] };

  it('reads a header as Node joined it, the first of a list-valued one, undefined when absent', () => {
    expect(headerOf({ headers }, 'lang')).toBe('ja, en');
    expect(headerOf({ headers }, 'set-cookie')).toBe('a');
    expect(headerOf({ headers }, 'token-app')).toBeUndefined();
  });
});

describe('originOf', () => {
  it('joins the protocol and host the client used', () => {
    expect(originOf({ protocol: 'https', host: 'm.example.com' })).toBe('https://m.example.com');
  });
});
