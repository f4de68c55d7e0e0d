import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { startOfChinaDay } from '../../platform/time.ts';
import { lockKey } from './account.repo.ts';
import type { SmsSender } from './sms.sender.ts';
import { countSentSince, insertCode, lastSentAt, latestCode, recordAttempt } from './sms.repo.ts';

export const SMS_POLICY = {
  codeLifeMs: 5 * 60_000,
  resendAfterMs: 60_000,
  maxAttempts: 5,
  dailyPerPhone: 10,
  dailyPerIp: 20,
} as const;

/** Login codes: six random digits, stored only as a hash, one live code per phone. */
export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly sender: SmsSender,
    private readonly pepper: string,
    private readonly now: () => number = Date.now,
  ) {}

  async sendCode(phone: string, ip: string): Promise<{ expiresIn: number; resendAfter: number }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `sms:${phone}`);
      const now = this.now();
      const last = await lastSentAt(tx, phone);
      const wait = last ? last.getTime() + SMS_POLICY.resendAfterMs - now : 0;
      if (wait > 0) throw new AppError('rateLimited', 'smsTooSoon', { seconds: Math.ceil(wait / 1000) });
      const dayStart = startOfChinaDay(now);
      if ((await countSentSince(tx, { phone }, dayStart)) >= SMS_POLICY.dailyPerPhone) throw new AppError('rateLimited', 'smsDailyCap');
      if ((await countSentSince(tx, { ip }, dayStart)) >= SMS_POLICY.dailyPerIp) throw new AppError('rateLimited', 'smsDailyCap');
      const codeHash = this.hash(phone, code);
      await insertCode(tx, { phone, codeHash, createdAt: new Date(now), expiresAt: new Date(now + SMS_POLICY.codeLifeMs), ip });
    });
    await this.sender.send(phone, code);
    return { expiresIn: SMS_POLICY.codeLifeMs / 1000, resendAfter: SMS_POLICY.resendAfterMs / 1000 };
  }

  /**
   * Checks a code and uses it up. A wrong try is counted (and committed) before the error, so
   * five wrong guesses exhaust a code whatever happens afterwards.
   */
  async consumeCode(phone: string, code: string): Promise<void> {
    const outcome = await this.db.transaction().execute(async (tx) => {
      const stored = await latestCode(tx, phone, true);
      if (!stored || stored.expiresAt.getTime() <= this.now() || stored.attempts >= SMS_POLICY.maxAttempts) return 'expired';
      const matches = safeEqual(stored.codeHash, this.hash(phone, code));
      await recordAttempt(tx, stored.id, matches);
      return matches ? 'ok' : 'wrong';
    });
    if (outcome === 'expired') throw new AppError('validation', 'smsCodeExpired');
    if (outcome === 'wrong') throw new AppError('validation', 'smsCodeWrong');
  }

  private hash(phone: string, code: string): string {
    return createHash('sha256').update(`${this.pepper}:${phone}:${code}`).digest('hex');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
