/**
 * Types shared by every file parser of the feed's source layer.
 *
 * A parser never stops on a bad row: it returns what it could read, the rows it refused (with
 * the reason, naming the column) and the rows it kept with something dropped (warnings).
 */

/** A row that was skipped. `line` is the 1-based physical line where the row starts (header = 1). */
export interface Rejection {
  line: number;
  reason: string;
}

/** A row that was kept, but with part of it dropped (say, one bookmaker's quote holding a `0`). */
export interface Warning {
  line: number;
  message: string;
}

/**
 * What every parser returns.
 *
 * @example
 * const { records, rejected } = parseNbaGames(rows);
 * rejected[0]; // { line: 6748, reason: 'score_home: 95-95 is a tie, which an NBA game cannot end in' }
 */
export interface ParseResult<T> {
  records: T[];
  rejected: Rejection[];
  warnings: Warning[];
}

/** Full-time or half-time result as football-data.co.uk writes it: home win, draw, away win. */
export type Outcome = 'H' | 'D' | 'A';

/** A calendar date as `YYYY-MM-DD`, in the local calendar of the source (UK for football-data). */
export type IsoDate = string;

/** An instant as an ISO-8601 UTC string, e.g. `2024-08-16T19:00:00.000Z`. */
export type UtcInstant = string;

/** Home and away value of one quantity. */
export interface Pair<T> {
  home: T;
  away: T;
}
