import { createHash } from 'node:crypto';
import { APP_TOKEN_SKEW_MINUTES, appTokenMinute } from '@scoreline/contract';

/**
 * The spec's token-app check: MD5 of the app secret and the minute, accepted for the current
 * minute ±1. The accepted values are recomputed once a minute, not once per request.
 */
export class AppTokenChecker {
  private minute = -1;
  /** This minute's value first: nearly every client sends it, so most checks compare once. */
  private accepted: string[] = [];

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  isValid(value: string | undefined): boolean {
    if (!value) return false;
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      const offsets = [0, ...Array.from({ length: APP_TOKEN_SKEW_MINUTES }, (_, i) => [-(i + 1), i + 1]).flat()];
      this.accepted = offsets.map((offset) => appToken(this.secret, now + offset * 60_000));
    }
    // Comparing a few 32-character strings costs less than hashing one for a set.
    return this.accepted.includes(value) || this.accepted.includes(value.toLowerCase());
  }
}

/**
 * The token-app value a client sends at `epochMs`.
 *
 * @example appToken('secret', Date.now()) // 32 hex digits
 */
export function appToken(secret: string, epochMs: number): string {
  return createHash('md5').update(secret + appTokenMinute(epochMs)).digest('hex');
}
