import { randomUUID } from 'node:crypto';
import { TokenService } from '../../src/plugins/auth/tokens.ts';
import { TEST_TOKEN_KEY } from './harness.ts';

export interface ForgeOptions {
  uid: string;
  role?: string[];
  permission?: string[];
  sid?: string;
  /** When the token was issued, in epoch ms (default: now). */
  issuedAt?: number;
  ttlSeconds?: number;
  key?: Uint8Array;
}

/** Signs a login token directly: with the test key (a real one) or another key (a forgery). */
export async function forgeToken(options: ForgeOptions): Promise<string> {
  const issuedAt = options.issuedAt ?? Date.now();
  const service = new TokenService(options.key ?? TEST_TOKEN_KEY, options.ttlSeconds ?? 3600, () => issuedAt);
  const { token } = await service.sign({
    uid: options.uid,
    role: options.role ?? ['user'],
    permission: options.permission ?? [],
    sid: options.sid ?? randomUUID(),
  });
  return token;
}

/** A token whose signature is valid but whose expiry passed an hour ago. */
export function expiredToken(uid: string): Promise<string> {
  return forgeToken({ uid, issuedAt: Date.now() - 2 * 3600_000, ttlSeconds: 3600 });
}

/** The same token with one character of its payload changed. */
export function tamperToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const at = Math.floor(payload.length / 2);
  const flipped = payload[at] === 'A' ? 'B' : 'A';
  return `${header}.${payload.slice(0, at)}${flipped}${payload.slice(at + 1)}.${signature}`;
}

/** A token signed with a key the server does not know. */
export function foreignToken(uid: string): Promise<string> {
  return forgeToken({ uid, key: new TextEncoder().encode('some-other-key-some-other-key-0000000') });
}
