import type { CallDef, LoginResult, UserInfo } from '@scoreline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import type * as ApiModule from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { startSession, startVisitorSession } from './session.ts';

type Handler = (payload: unknown) => unknown;
const handlers = new Map<string, Handler>();
const sent: Array<[string, unknown]> = [];

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      sent.push([call.name, payload]);
      const handler = handlers.get(call.name);
      if (!handler) throw new Error(`no fake for ${call.name}`);
      return handler(payload);
    }),
  },
}));

const NOW = Date.UTC(2026, 0, 10);
const DAY = 24 * 3600_000;

function tokenFor(uid: string, expMs: number): string {
  const payload = btoa(JSON.stringify({ uid, role: [], permission: [], iat: 0, exp: expMs / 1000 }));
  return `h.${payload.replace(/=+$/, '')}.s`;
}

function user(uid: string, kind: UserInfo['kind']): UserInfo {
  return { uid, kind, nickname: `n${uid}`, avatar: '', faceId: '', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: [], createdAt: 1 };
}

const login = (uid: string, kind: UserInfo['kind'], expMs = NOW + 30 * DAY): LoginResult => ({
  loginToken: tokenFor(uid, expMs),
  tokenExpired: expMs,
  userInfo: user(uid, kind),
});

const names = () => sent.map(([name]) => name);

beforeEach(() => {
  localStorage.clear();
  handlers.clear();
  sent.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  handlers.set('saveUserGenId', () => ({ firstSeen: 1 }));
  handlers.set('youKeLogin', () => login('100', 'visitor'));
  handlers.set('appCheckIn', () => ({ opensToday: 1 }));
  handlers.set('saveDeviceInfo', () => ({ ok: true }));
});

describe('startSession', () => {
  it('makes, stores and reports a visitor id once, then logs in as the visitor', async () => {
    await startSession(NOW);
    const uuid = localStorage.getItem(storageKeys.visitorId);
    expect(uuid).toMatch(/^yx1k[0-9a-f]{32}$/);
    expect(sent.slice(0, 2)).toEqual([
      ['saveUserGenId', { uuid }],
      ['youKeLogin', { uuid }],
    ]);
    expect(localStorage.getItem(storageKeys.loginToken)).toBe(login('100', 'visitor').loginToken);
    expect(localStorage.getItem(storageKeys.uid)).toBe('100');
    expect(JSON.parse(localStorage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({ uid: '100', kind: 'visitor' });
    expect(localStorage.getItem(storageKeys.nickname)).toBe('n100');
    expect(localStorage.getItem(storageKeys.vip)).toBe('0');
    expect(names()).toEqual(expect.arrayContaining(['appCheckIn', 'saveDeviceInfo']));

    sent.length = 0;
    await startSession(NOW);
    expect(names()).not.toContain('saveUserGenId');
  });

  it('resumes a valid login by fetching the profile', async () => {
    localStorage.setItem(storageKeys.visitorId, 'yx1k' + 'a'.repeat(32));
    localStorage.setItem(storageKeys.loginToken, tokenFor('7', NOW + 10 * DAY));
    handlers.set('getUserInfo', () => user('7', 'user'));
    await startSession(NOW);
    expect(names()).not.toContain('youKeLogin');
    expect(JSON.parse(localStorage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({ uid: '7', kind: 'user' });
  });

  it('forgets a login the server refuses and continues as the visitor', async () => {
    localStorage.setItem(storageKeys.loginToken, tokenFor('7', NOW + 10 * DAY));
    localStorage.setItem(storageKeys.uid, '7');
    handlers.set('getUserInfo', () => {
      throw new ApiError('status', '请先登录', 401);
    });
    await startSession(NOW);
    expect(localStorage.getItem(storageKeys.uid)).toBe('100');
    expect(names()).toContain('youKeLogin');
  });

  it('keeps the login when the server cannot be reached', async () => {
    const token = tokenFor('7', NOW + 10 * DAY);
    localStorage.setItem(storageKeys.loginToken, token);
    handlers.set('getUserInfo', () => {
      throw new ApiError('transport', 'Failed to fetch');
    });
    await startSession(NOW);
    expect(localStorage.getItem(storageKeys.loginToken)).toBe(token);
    expect(names()).not.toContain('youKeLogin');
  });

  it('refreshes a token that expires within a day', async () => {
    localStorage.setItem(storageKeys.loginToken, tokenFor('7', NOW + DAY / 2));
    handlers.set('getUserInfo', () => user('7', 'user'));
    const fresh = login('7', 'user', NOW + 30 * DAY);
    handlers.set('xuDenLvToken', () => fresh);
    await startSession(NOW);
    expect(localStorage.getItem(storageKeys.loginToken)).toBe(fresh.loginToken);
  });

  it('treats an expired token as none', async () => {
    localStorage.setItem(storageKeys.loginToken, tokenFor('7', NOW - 1));
    await startSession(NOW);
    expect(names()).not.toContain('getUserInfo');
    expect(localStorage.getItem(storageKeys.uid)).toBe('100');
  });
});

describe('startVisitorSession', () => {
  it('shares one login between concurrent callers', async () => {
    await Promise.all([startVisitorSession(), startVisitorSession(), startVisitorSession()]);
    expect(names().filter((n) => n === 'youKeLogin')).toHaveLength(1);
  });
});
