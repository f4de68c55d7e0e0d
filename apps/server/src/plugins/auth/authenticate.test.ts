import { access, type Access } from '@scoreline/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppTokenChecker, appToken } from './app-token.ts';
import { Authenticator, type AccountRights } from './authenticate.ts';
import type { SessionRegistry } from './sessions.ts';
import { TokenService } from './tokens.ts';

// No contract call uses a role or permission rule yet, so the rules are checked here directly,
// with real tokens and a session registry that says every session is live.
const NOW = Date.UTC(2026, 10, 22, 1, 5);
const SECRET = 'unit-test-app-secret';
const tokens = new TokenService(new TextEncoder().encode('unit-test-token-key-unit-test-token-key'), 3600, () => NOW);
// The registry's only job here is to say "live"; its database side is tested by the server suite.
const liveSessions = { liveUntil: async () => Number.POSITIVE_INFINITY, revocations: 0 } as unknown as SessionRegistry;
// The account's rights are what authorises; here the account holds what the token was signed with.
let accountRights: AccountRights = { roles: [], permissions: [] };
const authenticator = new Authenticator(tokens, liveSessions, new AppTokenChecker(SECRET, () => NOW), () => accountRights);

async function requestAs(claims: { role: string[]; permission?: string[] } | null): Promise<FastifyRequest> {
  const headers: Record<string, string> = { 'token-app': appToken(SECRET, NOW) };
  if (claims) {
    accountRights = { roles: claims.role, permissions: claims.permission ?? [] };
    const { token } = await tokens.sign({ uid: '7', role: claims.role, permission: claims.permission ?? [], sid: 'session-7' });
    headers.authorization = `Bearer ${token}`;
  }
  // Authenticator reads only the headers of the request.
  return { headers } as unknown as FastifyRequest;
}

async function outcome(rule: Access, claims: { role: string[]; permission?: string[] } | null): Promise<string> {
  try {
    await authenticator.authenticate(await requestAs(claims), rule);
    return 'pass';
  } catch (error) {
    return (error as { status?: string }).status ?? 'unexpected';
  }
}

describe('Authenticator: role rules', () => {
  const rule = access.role('expert');

  it('lets a registered account holding the role in', async () => {
    expect(await outcome(rule, { role: ['user', 'expert'] })).toBe('pass');
  });

  it('lets admin in whatever the role', async () => {
    expect(await outcome(rule, { role: ['user', 'admin'] })).toBe('pass');
  });

  it('refuses an account without the role (403)', async () => {
    expect(await outcome(rule, { role: ['user'] })).toBe('forbidden');
    expect(await outcome(rule, { role: ['user'], permission: ['expert'] })).toBe('forbidden');
  });

  it('asks visitors and anonymous callers to log in (401)', async () => {
    expect(await outcome(rule, { role: ['visitor', 'expert'] })).toBe('notLoggedIn');
    expect(await outcome(rule, null)).toBe('notLoggedIn');
  });
});

describe('Authenticator: permission rules', () => {
  const rule = access.permission('news.edit');

  it('lets an account listing the permission in', async () => {
    expect(await outcome(rule, { role: ['user'], permission: ['news.read', 'news.edit'] })).toBe('pass');
  });

  it('lets admin pass every permission check', async () => {
    expect(await outcome(rule, { role: ['admin'] })).toBe('pass');
    expect(await outcome(access.permission('anything.at.all'), { role: ['user', 'admin'] })).toBe('pass');
  });

  it('refuses an account without it (403), whatever other roles it has', async () => {
    expect(await outcome(rule, { role: ['user', 'expert'], permission: ['news.read'] })).toBe('forbidden');
  });

  it('asks visitors and anonymous callers to log in (401)', async () => {
    expect(await outcome(rule, { role: ['visitor'], permission: ['news.edit'] })).toBe('notLoggedIn');
    expect(await outcome(rule, null)).toBe('notLoggedIn');
  });
});

describe('Authenticator: the other rules', () => {
  it('public lets anyone in; visitor needs any login; user needs a registered one', async () => {
    expect(await outcome(access.public, null)).toBe('pass');
    expect(await outcome(access.visitor, { role: ['visitor'] })).toBe('pass');
    expect(await outcome(access.visitor, null)).toBe('notLoggedIn');
    expect(await outcome(access.user, { role: ['visitor'] })).toBe('notLoggedIn');
    expect(await outcome(access.user, { role: ['user'] })).toBe('pass');
  });
});

describe('Authenticator: rights come from the account, not the token', () => {
  it('refuses a token signed as admin once the account no longer holds the role', async () => {
    const request = await requestAs({ role: ['user', 'admin'] });
    expect(await outcome(access.role('admin'), { role: ['user', 'admin'] })).toBe('pass');
    accountRights = { roles: ['user'], permissions: [] };
    await expect(Promise.resolve(authenticator.authenticate(request, access.role('admin')))).rejects.toMatchObject({ status: 'forbidden' });
    await expect(Promise.resolve(authenticator.authenticate(request, access.permission('news.edit')))).rejects.toMatchObject({ status: 'forbidden' });
  });
});
