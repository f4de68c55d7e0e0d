import { createHash } from 'node:crypto';
import { APP_TOKEN_SKEW_MINUTES, appTokenMinute } from '@scoreline/contract';

/**
 * The spec's token-app check: MD5 of the app secret and the minute, accepted for the current
 * minute ±1. The accepted values are recomputed once a minute, not once per request.
 */
export class AppTokenChecker {
  private minute = -1;
  private accepted = new Set<string>();

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
      this.accepted = new Set(
        Array.from({ length: APP_TOKEN_SKEW_MINUTES * 2 + 1 }, (_, i) =>
          appToken(this.secret, now + (i - APP_TOKEN_SKEW_MINUTES) * 60_000),
        ),
      );
    }
    return this.accepted.has(value.toLowerCase());
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
