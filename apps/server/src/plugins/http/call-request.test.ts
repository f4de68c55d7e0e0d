import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { headerOf, pickHeaders } from './call-request.ts';

describe('pickHeaders', () => {
  it('copies the pipeline headers out of the raw list, names lower-cased, others left out', () => {
    const picked = pickHeaders(['Host', 'a.example', 'Token-App', 'abc', 'X-Other', '1', 'user-id', '7']);
    expect(picked && Object.fromEntries(picked)).toEqual({ host: 'a.example', 'token-app': 'abc', 'user-id': '7' });
  });

  it('gives up on a repeated pipeline header, so Node’s joining rules decide its value', () => {
    expect(pickHeaders(['lang', 'ja', 'Lang', 'en'])).toBeUndefined();
    expect(pickHeaders(['x-other', '1', 'x-other', '2'])).toBeDefined();
  });
});

describe('headerOf', () => {
  const headers: IncomingHttpHeaders = { lang: 'ja, en', 'x-other': 'from headers' };

  it('answers from the picked copy when there is one', () => {
    expect(headerOf({ headers, picked: new Map([['lang', 'en']]) }, 'lang')).toBe('en');
    expect(headerOf({ headers, picked: new Map() }, 'lang')).toBeUndefined();
  });

  it('reads Node’s headers for anything not picked, and when nothing was', () => {
    expect(headerOf({ headers, picked: new Map() }, 'x-other')).toBe('from headers');
    expect(headerOf({ headers, picked: undefined }, 'lang')).toBe('ja, en');
    expect(headerOf({ headers: { 'set-cookie': ['a', 'b'] } }, 'set-cookie')).toBe('a');
  });
});
