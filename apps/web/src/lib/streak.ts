import type { TFunction } from 'i18next';

/**
 * A win/loss streak as the server sends it (`W3`, `L1`, empty before any game) in the UI
 * language: 3连胜 / 1连负 in Chinese, W3 / L1 in English.
 * @example streakText(t, 'W3') // '3连胜' (zh-Hans)
 */
export function streakText(t: TFunction, streak: string): string {
  const match = /^([WL])(\d+)$/.exec(streak);
  if (!match) return streak || '-';
  return t(match[1] === 'W' ? 'common.streak.W' : 'common.streak.L', { n: Number(match[2]) });
}
