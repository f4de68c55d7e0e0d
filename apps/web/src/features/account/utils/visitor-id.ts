import md5 from 'blueimp-md5';
import { visitorUuid } from '@scoreline/contract';

/**
 * A new visitor id: `yx1k` + MD5 of randomness and the time (spec section 4).
 *
 * @example makeVisitorId() // 'yx1k3f2a…' (36 characters)
 */
export function makeVisitorId(random: () => string = randomHex, now: () => number = Date.now): string {
  return `yx1k${md5(`${random()}${now()}`)}`;
}

export function isVisitorId(value: string | null): value is string {
  return value !== null && visitorUuid.safeParse(value).success;
}

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
