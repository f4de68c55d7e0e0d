import { describe, expect, it } from 'vitest';
import { decodeToken, EMPTY_CLAIMS, isTokenValid, needsRefresh } from './token.ts';

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;

describe('decodeToken', () => {
  it('reads uid, roles, permissions and converts exp to milliseconds', () => {
    const token = tokenWith({ uid: '42', role: ['user', 'expert'], permission: ['plan.publish'], sid: 's', iat: 1, exp: 1_900_000_000 });
    expect(decodeToken(token)).toEqual({
      uid: '42',
      role: ['user', 'expert'],
      permission: ['plan.publish'],
      tokenExpired: 1_900_000_000_000,
    });
  });

  it('decodes UTF-8 and base64url characters', () => {
    expect(decodeToken(tokenWith({ uid: 7, role: ['管理员?>'], permission: [], exp: 10 })).role).toEqual(['管理员?>']);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['not base64', 'a.%%%.c'],
    ['not JSON', `a.${btoa('nope')}.c`],
    ['no uid', tokenWith({ role: [], exp: 10 })],
    ['no exp', tokenWith({ uid: '1' })],
  ])('yields the empty user when the token is %s', (_case, token) => {
    expect(decodeToken(token)).toEqual(EMPTY_CLAIMS);
  });

  it('drops roles and permissions that are not strings', () => {
    expect(decodeToken(tokenWith({ uid: '1', role: ['a', 2, null], permission: 'x', exp: 10 }))).toMatchObject({ role: ['a'], permission: [] });
  });
});

describe('token validity', () => {
  const claims = { uid: '1', role: [], permission: [], tokenExpired: 1_000_000 };

  it('is valid only while the expiry is later than now', () => {
    expect(isTokenValid(claims, 999_999)).toBe(true);
    expect(isTokenValid(claims, 1_000_000)).toBe(false);
    expect(isTokenValid(EMPTY_CLAIMS, 0)).toBe(false);
  });

  it('asks for a refresh within a day of expiry', () => {
    const day = 24 * 3600_000;
    expect(needsRefresh({ ...claims, tokenExpired: 10 * day }, 8 * day)).toBe(false);
    expect(needsRefresh({ ...claims, tokenExpired: 10 * day }, 9 * day + 1)).toBe(true);
    expect(needsRefresh({ ...claims, tokenExpired: 10 * day }, 10 * day)).toBe(false);
  });
});
