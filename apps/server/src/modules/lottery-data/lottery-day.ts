/**
 * The China Sports Lottery's calendar, in Beijing time (UTC+8, no daylight saving): which
 * business day (销售日) a match belongs to, its weekday label (周一 … 周日) and when sales of it
 * close. lottery-rules.md names matches by these numbers (§0, "周三001") but gives no calendar
 * rules, so the ones below follow the lottery's public practice and are product parameters:
 *
 * - **Business day.** A business day runs from 12:00 to 12:00 the next day, Beijing time, and
 *   takes the date it starts on: a 03:00 Tuesday kick-off (a European Monday-evening match) is
 *   a 周一 match, as on the official lists. A 12:00 kick-off opens the new day.
 * - **Sales hours.** 09:00–22:00 Monday to Friday, 09:00–23:00 Saturday and Sunday.
 * - **Sale cut-off.** At kick-off when that falls within sales hours; otherwise at the end of
 *   the last sales session before kick-off (a 02:45 kick-off closes at 22:00 the evening before).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** Hour (Beijing) at which a lottery business day starts. */
export const BUSINESS_DAY_START_HOUR = 12;
/** Sales open at 09:00 every day (Beijing). */
export const SALES_OPEN_HOUR = 9;

/** 周日 … 周六 by JavaScript weekday number (0 = Sunday). */
const WEEKDAY_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

/** `YYYY-MM-DD` of the Beijing calendar day containing an instant shifted by `shiftMs`. */
function beijingDate(instant: number, shiftMs = 0): string {
  return new Date(instant + BEIJING_OFFSET_MS + shiftMs).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 Beijing on a `YYYY-MM-DD` day. */
export function beijingMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS;
}

/**
 * The business day a kick-off belongs to (`YYYY-MM-DD`, the date it starts on).
 * @example lotteryBusinessDay(Date.parse('2026-11-23T18:45:00Z')) // '2026-11-23': Tue 02:45 Beijing is on Monday's list
 */
export function lotteryBusinessDay(kickoffAt: number): string {
  return beijingDate(kickoffAt, -BUSINESS_DAY_START_HOUR * HOUR_MS);
}

/**
 * The instants a business day covers: [12:00 of its date, 12:00 the next day), Beijing.
 * @example businessDayBounds('2026-11-23') // { from: Date.parse('2026-11-23T04:00:00Z'), to: Date.parse('2026-11-24T04:00:00Z') }
 */
export function businessDayBounds(day: string): { from: number; to: number } {
  const from = beijingMidnight(day) + BUSINESS_DAY_START_HOUR * HOUR_MS;
  return { from, to: from + DAY_MS };
}

/**
 * Adds whole days to a `YYYY-MM-DD` date.
 * @example addDays('2026-11-30', 2) // '2026-12-02'
 */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** JavaScript weekday (0 = Sunday) of a `YYYY-MM-DD` date. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The label of a business day, as in the match numbers.
 * @example weekdayLabel('2026-11-23') // '周一'
 */
export function weekdayLabel(day: string): WeekdayLabel {
  return WEEKDAY_LABELS[weekdayOf(day)] ?? '周日';
}

/** Sales close at 22:00 on weekdays and 23:00 at weekends (hour, Beijing). */
function closingHour(day: string): number {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6 ? 23 : 22;
}

/**
 * When sales of a match close (see the module comment).
 * @example saleCutoff(Date.parse('2026-11-21T12:00:00Z')) // the kick-off itself (Sat 20:00 Beijing)
 * @example saleCutoff(Date.parse('2026-11-23T19:45:00Z')) // Mon 22:00 Beijing, for a Tue 03:45 kick-off
 */
export function saleCutoff(kickoffAt: number): number {
  const day = beijingDate(kickoffAt);
  const midnight = beijingMidnight(day);
  const hour = (kickoffAt - midnight) / HOUR_MS;
  if (hour >= SALES_OPEN_HOUR && hour <= closingHour(day)) return kickoffAt;
  if (hour > closingHour(day)) return midnight + closingHour(day) * HOUR_MS;
  const previous = addDays(day, -1);
  return beijingMidnight(previous) + closingHour(previous) * HOUR_MS;
}

/**
 * The business day in progress at an instant (today's lottery list).
 * @example currentBusinessDay(Date.parse('2026-11-22T02:00:00Z')) // '2026-11-21' (Sun 10:00 Beijing still belongs to Saturday's list)
 */
export function currentBusinessDay(now: number): string {
  return lotteryBusinessDay(now);
}
