import { createHmac, timingSafeEqual } from 'node:crypto';

const LIFE_MS = 10 * 60_000;

/**
 * The OAuth `state` of a WeChat binding: it names the account that asked for the binding and
 * expires, signed so nobody can craft a link that binds their WeChat to someone else's account.
 *
 * @example
 * const state = signBindState(key, 42, Date.now());
 * verifyBindState(key, state, 42, Date.now()) // true
 */
export function signBindState(key: Uint8Array, userId: number, now: number): string {
  const body = `${userId}.${now + LIFE_MS}`;
  return `${body}.${mac(key, body)}`;
}

export function verifyBindState(key: Uint8Array, state: string, userId: number, now: number): boolean {
  const [uid, expires, signature] = state.split('.');
  if (!uid || !expires || !signature) return false;
  const expected = Buffer.from(mac(key, `${uid}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(uid) === userId && Number(expires) > now;
}

function mac(key: Uint8Array, body: string): string {
  return createHmac('sha256', key).update(`wechat-bind:${body}`).digest('base64url');
}
