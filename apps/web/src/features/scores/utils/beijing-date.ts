/** Days as the board counts them: calendar days in Beijing (UTC+8, no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Beijing day `offsetDays` from the one holding `now`. */
export function beijingDate(now: number, offsetDays = 0): string {
  return new Date(now + BEIJING_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** The Beijing day of an instant. */
export function beijingDateOf(at: number): string {
  return beijingDate(at, 0);
}

/** `HH:mm` in Beijing, the time the rows show (the product's users are in China). */
export function beijingTime(at: number): string {
  return new Date(at + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}

/** The week day (0 = Sunday) of a `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
