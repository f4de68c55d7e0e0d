import type { NamedRow } from './table.reader.ts';
import { reject } from './table.reader.ts';
import type { IsoDate } from './source.types.ts';

/**
 * Reading single cells. The `require*` helpers refuse the row (naming the column) when the cell is
 * absent or malformed; the `optional*` helpers return undefined for a blank cell but still refuse
 * malformed text, because text that is there but unreadable usually means a shifted row.
 */

/**
 * A non-blank cell.
 *
 * @example
 * requireText(row, 'HomeTeam') // 'Man United'
 */
export function requireText(row: NamedRow, name: string): string {
  const value = row.get(name);
  if (value === undefined) reject(`${name}: column missing from the header`);
  if (value === '') reject(`${name}: blank`);
  return value;
}

/**
 * A cell that may be blank.
 *
 * @example
 * optionalText(row, 'Referee') // undefined outside E0
 */
export function optionalText(row: NamedRow, name: string): string | undefined {
  const value = row.get(name);
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A whole number ≥ 0 (goals, shots, cards, points).
 *
 * @example
 * requireCount(row, 'FTHG') // 2
 */
export function requireCount(row: NamedRow, name: string): number {
  return toCount(name, requireText(row, name));
}

/**
 * A whole number ≥ 0, or undefined for a blank cell.
 *
 * @example
 * optionalCount(row, 'HTHG') // undefined for an awarded match
 */
export function optionalCount(row: NamedRow, name: string): number | undefined {
  const value = optionalText(row, name);
  return value === undefined ? undefined : toCount(name, value);
}

function toCount(name: string, value: string): number {
  if (!/^\d{1,6}$/.test(value)) reject(`${name}: '${value}' is not a whole number`);
  return Number(value);
}

/**
 * A decimal number (odds, handicap lines, spreads), or undefined for a blank cell.
 *
 * @example
 * optionalNumber(row, 'AHh') // -0.75
 */
export function optionalNumber(row: NamedRow, name: string): number | undefined {
  const value = optionalText(row, name);
  if (value === undefined) return undefined;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) reject(`${name}: '${value}' is not a number`);
  return Number(value);
}

/**
 * A `TRUE`/`FALSE` (or `1`/`0`) cell.
 *
 * @example
 * requireFlag(row, 'neutral') // false
 */
export function requireFlag(row: NamedRow, name: string): boolean {
  const value = requireText(row, name).toUpperCase();
  if (value === 'TRUE' || value === '1') return true;
  if (value === 'FALSE' || value === '0') return false;
  return reject(`${name}: '${value}' is not TRUE/FALSE`);
}

/** Result of reading a date: the ISO date, or why it is not one. */
export type DateReading = { ok: true; date: IsoDate } | { ok: false; why: string };

/**
 * Reads `dd/mm/yyyy` or `dd/mm/yy` (football-data.co.uk). A two-digit year below 50 is 20yy,
 * otherwise 19yy (the site's files start in 1993).
 *
 * @example
 * readDayMonthYear('16/08/2024') // { ok: true, date: '2024-08-16' }
 * readDayMonthYear('16/08/24')   // { ok: true, date: '2024-08-16' }
 */
export function readDayMonthYear(text: string): DateReading {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!m) return { ok: false, why: `'${text}' is not dd/mm/yyyy` };
  return calendarDate(fullYear(m[3] ?? ''), Number(m[2]), Number(m[1]), text);
}

/**
 * Reads a US `M/D/YY` or `M/D/YYYY` date (the Kaggle NBA file).
 *
 * @example
 * readMonthDayYear('10/30/07') // { ok: true, date: '2007-10-30' }
 */
export function readMonthDayYear(text: string): DateReading {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!m) return { ok: false, why: `'${text}' is not M/D/YY` };
  return calendarDate(fullYear(m[3] ?? ''), Number(m[1]), Number(m[2]), text);
}

/**
 * Reads an ISO `YYYY-MM-DD` date and checks that the day exists.
 *
 * @example
 * readIsoDate('2022-02-30') // { ok: false, why: "'2022-02-30' is not a calendar date" }
 */
export function readIsoDate(text: string): DateReading {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return { ok: false, why: `'${text}' is not YYYY-MM-DD` };
  return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]), text);
}

function fullYear(digits: string): number {
  const n = Number(digits);
  if (digits.length === 4) return n;
  return n < 50 ? 2000 + n : 1900 + n;
}

function calendarDate(year: number, month: number, day: number, text: string): DateReading {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const exists = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  if (!exists) return { ok: false, why: `'${text}' is not a calendar date` };
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Reads a date column with the given format, refusing the row when it is not a date.
 *
 * @example
 * requireDate(row, 'Date', readDayMonthYear) // '2024-08-16'
 */
export function requireDate(row: NamedRow, name: string, read: (text: string) => DateReading): IsoDate {
  const reading = read(requireText(row, name));
  if (!reading.ok) reject(`${name}: ${reading.why}`);
  return reading.date;
}

/**
 * Reads a 24-hour clock time `H:MM` or `HH:MM` as minutes after midnight.
 *
 * @example
 * readClock('19:30') // 1170
 */
export function readClock(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}
