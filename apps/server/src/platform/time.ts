/** China Standard Time is UTC+8 all year: "today" for users means the day in Beijing. */
const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * Midnight in Beijing of the day containing `epochMs`.
 *
 * @example startOfChinaDay(Date.UTC(2026, 0, 1, 17)).toISOString() // '2026-01-01T16:00:00.000Z'
 */
export function startOfChinaDay(epochMs: number): Date {
  const local = epochMs + CHINA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - CHINA_OFFSET_MS);
}
