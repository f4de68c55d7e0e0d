import { ukLocalToUtc } from '../source/index.ts';

/**
 * Stable match ids and the default kick-off times of sources that give a date only.
 */

/** Which source family a match came from; the first part of its id. */
export type MatchSource = 'fd' | 'nba' | 'intl';

/**
 * The id of a match: source, competition, season, local match date and teams, so a re-import of
 * the same row (or of a corrected copy of the file) always hits the same database row.
 *
 * @example
 * matchId('fd', 'premier-league', '2024-25', '2024-08-16', 'manchester-united', 'fulham')
 * // 'fd:premier-league:2024-25:2024-08-16:manchester-united:fulham'
 */
export function matchId(source: MatchSource, competition: string, season: string, date: string, home: string, away: string): string {
  return `${source}:${competition}:${season}:${date}:${home}:${away}`;
}

/**
 * football-data.co.uk 2018-19 files have no `Time`: those matches get 15:00 UK local time, the
 * traditional Saturday kick-off, converted to UTC (`time_known` is false).
 *
 * @example
 * footballDefaultKickoff('2018-08-11') // '2018-08-11T14:00:00.000Z' (BST)
 */
export function footballDefaultKickoff(date: string): string {
  return ukLocalToUtc(date, 15 * 60);
}

const easternOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' });

/**
 * The NBA file gives the US date only: games get 19:30 US Eastern time (EST or EDT as in force),
 * the usual evening tip-off, in UTC. That is the next calendar day in UTC and in China.
 *
 * @example
 * nbaDefaultTipoff('2024-01-10') // '2024-01-11T00:30:00.000Z'
 * nbaDefaultTipoff('2024-04-10') // '2024-04-10T23:30:00.000Z'
 */
export function nbaDefaultTipoff(date: string): string {
  const asUtc = Date.parse(`${date}T19:30:00.000Z`);
  const offset = easternOffset.formatToParts(asUtc + 5 * 3_600_000).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset) ?? ['', '-', '05', '00'];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(asUtc - offsetMs).toISOString();
}

/**
 * International results give the date only and are played in every time zone: they get 12:00
 * UTC, which keeps the calendar date anywhere from UTC−11 to UTC+11.
 *
 * @example
 * internationalDefaultKickoff('2022-12-18') // '2022-12-18T12:00:00.000Z'
 */
export function internationalDefaultKickoff(date: string): string {
  return `${date}T12:00:00.000Z`;
}
