import { optionalCount, optionalText, readClock, requireCount, requireText } from './field.parser.ts';
import type { MatchOdds } from './odds-columns.parser.ts';
import type { IsoDate, Outcome, Pair, UtcInstant } from './source.types.ts';
import type { NamedRow } from './table.reader.ts';
import { reject } from './table.reader.ts';
import { ukLocalToUtc } from './uk-time.converter.ts';

/**
 * The football match record shared by the football-data.co.uk parsers (top-5 leagues and the
 * Chinese Super League "extra league" file), and the checks they share.
 */

/** A score and the result letter the file gives with it (checked to agree). */
export interface Score extends Pair<number> {
  result: Outcome;
}

/** One side's match statistics (football-data.co.uk `HS`, `HST`, `HF`, `HC`, `HY`, `HR`…). */
export interface TeamStats {
  shots: number;
  shotsOnTarget: number;
  fouls: number;
  corners: number;
  yellow: number;
  red: number;
}

/** One football match as read from a football-data.co.uk file. */
export interface FootballMatch {
  /** Line of the row in its file, for tracing a record back. */
  line: number;
  /** football-data.co.uk code: `E0`, `SP1`, `D1`, `I1`, `F1`, or `CHN`; the catalog names it. */
  competition: string;
  /** `2024-25` for European seasons, `2024` for the calendar-year CSL. */
  season: string;
  /** Match date in the UK calendar, as the file gives it. */
  date: IsoDate;
  /** Kick-off as written (UK local `HH:MM`); absent in 2018-19 files, which have no `Time`. */
  ukTime?: string;
  /** Kick-off instant, converted from UK local time (GMT or BST as in force that day). */
  kickoff?: UtcInstant;
  /** Team names in football-data.co.uk spelling (`Man United`); resolve with the catalog. */
  home: string;
  away: string;
  fullTime: Score;
  /** Absent when the file has no half-time score (CSL; awarded matches). */
  halfTime?: Score;
  /** The full-time score was awarded by the league rather than played out; see `note`. */
  awarded: boolean;
  note?: string;
  referee?: string;
  /** Absent when the file has no statistics for the match (CSL; awarded matches). */
  stats?: Pair<TeamStats>;
  odds: MatchOdds;
}

/**
 * The result letter implied by a score.
 *
 * @example
 * outcomeOf(0, 2) // 'A'
 */
export function outcomeOf(home: number, away: number): Outcome {
  if (home > away) return 'H';
  return home < away ? 'A' : 'D';
}

/**
 * Reads goals and result columns and refuses the row when the letter disagrees with the goals.
 *
 * @example
 * readScore(row, ['FTHG', 'FTAG', 'FTR']) // { home: 2, away: 1, result: 'H' }
 */
export function readScore(row: NamedRow, [homeCol, awayCol, resultCol]: readonly [string, string, string]): Score {
  const home = requireCount(row, homeCol);
  const away = requireCount(row, awayCol);
  const result = requireText(row, resultCol);
  if (result !== 'H' && result !== 'D' && result !== 'A') reject(`${resultCol}: '${result}' is not H, D or A`);
  const implied = outcomeOf(home, away);
  if (result !== implied) reject(`${resultCol}: '${result}' disagrees with ${homeCol}-${awayCol} ${home}-${away}`);
  return { home, away, result };
}

/**
 * Reads the half-time score: absent when all three cells are blank, refused when only some are,
 * or when a side has more goals at half-time than at full-time.
 *
 * @example
 * readHalfTime(row, fullTime) // { home: 1, away: 0, result: 'H' }
 */
export function readHalfTime(row: NamedRow, fullTime: Score): Score | undefined {
  const cells = ['HTHG', 'HTAG', 'HTR'].map((c) => optionalText(row, c));
  if (cells.every((c) => c === undefined)) return undefined;
  const halfTime = readScore(row, ['HTHG', 'HTAG', 'HTR']);
  if (halfTime.home > fullTime.home) reject(`HTHG: ${halfTime.home} exceeds FTHG ${fullTime.home}`);
  if (halfTime.away > fullTime.away) reject(`HTAG: ${halfTime.away} exceeds FTAG ${fullTime.away}`);
  return halfTime;
}

const STAT_COLUMNS = {
  shots: ['HS', 'AS'],
  shotsOnTarget: ['HST', 'AST'],
  fouls: ['HF', 'AF'],
  corners: ['HC', 'AC'],
  yellow: ['HY', 'AY'],
  red: ['HR', 'AR'],
} as const satisfies Record<keyof TeamStats, readonly [string, string]>;

/**
 * Reads the statistics block: absent when every cell is blank (or the file has none), refused
 * when only part is there; dropped with a warning (match kept) when shots on target exceed shots.
 *
 * @example
 * readStats(row)?.home.shotsOnTarget // 6
 */
export function readStats(row: NamedRow): Pair<TeamStats> | undefined {
  const all = Object.values(STAT_COLUMNS).flat();
  const blank = all.filter((c) => optionalText(row, c) === undefined);
  if (blank.length === all.length) return undefined;
  if (blank.length > 0) reject(`${blank.join(', ')}: blank while other statistics are given`);
  const side = (i: 0 | 1): TeamStats => ({
    shots: sideCount(row, STAT_COLUMNS.shots[i]),
    shotsOnTarget: sideCount(row, STAT_COLUMNS.shotsOnTarget[i]),
    fouls: sideCount(row, STAT_COLUMNS.fouls[i]),
    corners: sideCount(row, STAT_COLUMNS.corners[i]),
    yellow: sideCount(row, STAT_COLUMNS.yellow[i]),
    red: sideCount(row, STAT_COLUMNS.red[i]),
  });
  const stats = { home: side(0), away: side(1) };
  // The match itself is real (E0 2021-22 Newcastle v West Ham has AST 9 > AS 8): only its
  // statistics cannot be trusted, so they are dropped with a warning and the match is kept.
  const inconsistent = [
    stats.home.shotsOnTarget > stats.home.shots ? `HST: ${stats.home.shotsOnTarget} exceeds HS ${stats.home.shots}` : undefined,
    stats.away.shotsOnTarget > stats.away.shots ? `AST: ${stats.away.shotsOnTarget} exceeds AS ${stats.away.shots}` : undefined,
  ].filter((p): p is string => p !== undefined);
  if (inconsistent.length === 0) return stats;
  row.warn(`${inconsistent.join('; ')}; statistics dropped`);
  return undefined;
}

function sideCount(row: NamedRow, column: string): number {
  return optionalCount(row, column) ?? reject(`${column}: blank`);
}

/**
 * Reads the two team names and refuses a team playing itself.
 *
 * @example
 * readTeams(row, 'HomeTeam', 'AwayTeam') // { home: 'Man United', away: 'Fulham' }
 */
export function readTeams(row: NamedRow, homeCol: string, awayCol: string): Pair<string> {
  const home = requireText(row, homeCol);
  const away = requireText(row, awayCol);
  if (home === away) reject(`${awayCol}: '${away}' is also the home team`);
  return { home, away };
}

/**
 * Reads the optional `Time` column and converts it to UTC from UK local time.
 *
 * @example
 * readKickoff(row, '2024-08-16') // { ukTime: '20:00', kickoff: '2024-08-16T19:00:00.000Z' }
 */
export function readKickoff(row: NamedRow, date: IsoDate): { ukTime?: string; kickoff?: UtcInstant } {
  const text = optionalText(row, 'Time');
  if (text === undefined) return {};
  const minutes = readClock(text);
  if (minutes === undefined) reject(`Time: '${text}' is not HH:MM`);
  const ukTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { ukTime, kickoff: ukLocalToUtc(date, minutes) };
}

/**
 * Refuses a date outside the season's window (catches day/month swaps and rows filed under the
 * wrong season).
 *
 * @example
 * checkWithin('2024-08-16', 'Date', { from: '2024-07-01', to: '2025-08-31' }, '2024-25') // passes
 */
export function checkWithin(date: IsoDate, column: string, window: { from: IsoDate; to: IsoDate }, season: string): void {
  if (date < window.from || date > window.to) reject(`${column}: ${date} is outside season ${season}`);
}
