import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signature (SHA256withRSA, base64) over the "content to sign": every parameter
 * with a non-empty value, sorted by name, joined as `k=v&k=v` with raw (not URL-encoded)
 * values. A request signs every parameter but `sign`; an asynchronous notification is verified
 * over every parameter but `sign` and `sign_type`.
 */

export type Params = Readonly<Record<string, string | undefined>>;

/**
 * @example signContent({ b: '2', a: '1', sign: 'x', empty: '' }, ['sign']) // 'a=1&b=2'
 */
export function signContent(params: Params, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

/** Signs request parameters (all but `sign`). */
export function signRequest(params: Params, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(signContent(params, ['sign']), 'utf8').sign(privateKey, 'base64');
}

/** Verifies a notification's `sign` (over all but `sign` and `sign_type`); false on any malformation. */
export function verifyNotification(params: Params, publicKey: KeyObject): boolean {
  const sign = params.sign;
  if (!sign || params.sign_type !== 'RSA2') return false;
  try {
    return createVerify('RSA-SHA256').update(signContent(params, ['sign', 'sign_type']), 'utf8').verify(publicKey, sign, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's side of `verifyNotification` (tests record notifications with it). */
export function signNotification(params: Params, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(signContent(params, ['sign', 'sign_type']), 'utf8').sign(privateKey, 'base64');
}

/** Fen to Alipay's yuan string with two decimals, exactly (no float rounding). */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan string to fen, or undefined when it is not a plain amount with at most 2 decimals. */
export function yuanToFen(yuan: string | undefined): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
