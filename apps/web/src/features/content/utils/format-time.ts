import { BEIJING_TIME_ZONE as TIME_ZONE } from '../../../lib/time/beijing.ts';

/**
 * Kick-off time as the phone shows it, in Beijing: `20:45` today, `11-24 20:45` another day.
 *
 * @example formatTime(Date.now(), 'en') // '14:05'
 */
export function formatTime(epochMs: number, locale: string, now = Date.now()): string {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE }).format(epochMs);
  const dayOf = (ms: number) => new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(ms);
  const day = dayOf(epochMs);
  // Same month and day within two days is the same date: dayOf holds no year.
  if (Math.abs(now - epochMs) < 2 * 86_400_000 && dayOf(now) === day) return time;
  return `${day} ${time}`;
}

/**
 * How long ago something was published, in the UI language (`5 minutes ago`, `3 小时前`).
 *
 * @example timeAgo(Date.now() - 120_000, 'en') // '2 minutes ago'
 */
export function timeAgo(epochMs: number, locale: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - epochMs) / 60_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}
