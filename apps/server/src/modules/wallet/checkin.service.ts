import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { startOfChinaDay } from '../../platform/time.ts';
import { balanceOf, lockBalance, postLedgerEntry } from './ledger.ts';
import * as repo from './checkin.repo.ts';
import { callerId } from './wallet.settings.ts';

/** Coins for day 1…7 of a streak; day 8 starts the cycle again. */
export const CHECKIN_REWARDS = [2, 3, 5, 5, 8, 10, 18] as const;
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The Beijing calendar day of an instant, `yyyy-mm-dd`. */
export function beijingDay(epochMs: number): string {
  return new Date(startOfChinaDay(epochMs).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function rewardFor(streak: number): number {
  return CHECKIN_REWARDS[(streak - 1) % CHECKIN_REWARDS.length] ?? CHECKIN_REWARDS[0];
}

/**
 * Daily check-in (签到/打卡): one per Beijing day. The user's coin balance row is locked first, so
 * concurrent taps run one after another; the (user, day) key and the ledger key
 * `checkIn:<day>` each make a second reward impossible.
 */
export class CheckinService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async page(ctx: CallContext) {
    const userId = callerId(ctx);
    const nowMs = this.now();
    const today = beijingDay(nowMs);
    const rows = await repo.findDays(this.db, userId, [today, beijingDay(nowMs - DAY_MS)]);
    const todays = rows.find((r) => r.day === today);
    const streak = todays ? todays.streak : (rows[0]?.streak ?? 0);
    const nextStreak = todays ? todays.streak + 1 : streak + 1;
    return {
      day: today,
      checkedInToday: todays !== undefined,
      streak,
      nextReward: rewardFor(nextStreak),
      cycle: CHECKIN_REWARDS.map((reward, i) => ({ streakDay: i + 1, reward })),
      balance: await balanceOf(this.db, userId),
    };
  }

  async checkIn(ctx: CallContext) {
    const userId = callerId(ctx);
    const nowMs = this.now();
    const today = beijingDay(nowMs);
    return this.db.transaction().execute(async (trx) => {
      const balance = await lockBalance(trx, userId, 'coins');
      const rows = await repo.findDays(trx, userId, [today, beijingDay(nowMs - DAY_MS)]);
      const todays = rows.find((r) => r.day === today);
      if (todays) return { day: today, streak: todays.streak, reward: todays.reward, already: true, balance };
      const streak = (rows[0]?.streak ?? 0) + 1;
      const reward = rewardFor(streak);
      if (!(await repo.insertCheckin(trx, userId, { day: today, streak, reward }))) throw new Error('check-in row appeared under the balance lock');
      const { entry } = await postLedgerEntry(trx, { userId, amount: reward, reason: 'checkIn', reference: `checkin:${today}`, idempotencyKey: `checkIn:${today}` });
      return { day: today, streak, reward, already: false, balance: entry.balanceAfter };
    });
  }
}
