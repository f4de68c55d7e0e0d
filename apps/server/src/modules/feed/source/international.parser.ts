import { optionalText, readIsoDate, requireCount, requireDate, requireFlag, requireText } from './field.parser.ts';
import type { IsoDate, Pair } from './source.types.ts';
import type { NamedRow, TableSpec } from './table.reader.ts';
import { reject } from './table.reader.ts';

/**
 * Men's international results (martj42/international_results, CC0): `results.csv`,
 * `shootouts.csv`, `goalscorers.csv.gz` and `former_names.csv`. Team names are the dataset's
 * English names (`Ivory Coast`, `DR Congo`); matches are keyed by date + home + away.
 */

/** One international match. The score includes extra time, not a penalty shoot-out. */
export interface InternationalResult {
  line: number;
  date: IsoDate;
  home: string;
  away: string;
  score: Pair<number>;
  /** Dataset spelling, e.g. `FIFA World Cup qualification`; the catalog names it. */
  tournament: string;
  city: string;
  country: string;
  neutral: boolean;
}

/** A penalty shoot-out that decided a match. */
export interface Shootout {
  line: number;
  date: IsoDate;
  home: string;
  away: string;
  winner: string;
  /** The team that shot first; known for recent shoot-outs only. */
  firstShooter?: string;
}

/** One goal. */
export interface Goal {
  line: number;
  date: IsoDate;
  home: string;
  away: string;
  /** The team credited with the goal (for an own goal, the team that benefited). */
  team: string;
  scorer: string;
  /** Minute of play; absent where the source has `NA`. */
  minute?: number;
  ownGoal: boolean;
  penalty: boolean;
}

/** A team's earlier name and the dates it was used. */
export interface FormerName {
  line: number;
  current: string;
  former: string;
  from: IsoDate;
  to: IsoDate;
}

function readFixture(row: NamedRow): { date: IsoDate; home: string; away: string } {
  const date = requireDate(row, 'date', readIsoDate);
  const home = requireText(row, 'home_team');
  const away = requireText(row, 'away_team');
  if (home === away) reject(`away_team: '${away}' is also the home team`);
  return { date, home, away };
}

function requireSide(row: NamedRow, column: string, fixture: { home: string; away: string }): string {
  const team = requireText(row, column);
  if (team !== fixture.home && team !== fixture.away) reject(`${column}: '${team}' played in neither side of ${fixture.home} v ${fixture.away}`);
  return team;
}

/**
 * How to read `results.csv`.
 *
 * @example
 * parseTable(parseCsv(text), resultsTable()).records[0].tournament // 'Friendly'
 */
export function resultsTable(): TableSpec<InternationalResult> {
  return {
    map: (row) => ({
      line: row.line,
      ...readFixture(row),
      score: { home: requireCount(row, 'home_score'), away: requireCount(row, 'away_score') },
      tournament: requireText(row, 'tournament'),
      city: requireText(row, 'city'),
      country: requireText(row, 'country'),
      neutral: requireFlag(row, 'neutral'),
    }),
  };
}

/**
 * How to read `shootouts.csv`.
 *
 * @example
 * parseTable(parseCsv(text), shootoutsTable()).records[0].winner // 'Taiwan'
 */
export function shootoutsTable(): TableSpec<Shootout> {
  return {
    map: (row) => {
      const fixture = readFixture(row);
      const shootout: Shootout = { line: row.line, ...fixture, winner: requireSide(row, 'winner', fixture) };
      if (optionalText(row, 'first_shooter') !== undefined) shootout.firstShooter = requireSide(row, 'first_shooter', fixture);
      return shootout;
    },
  };
}

/**
 * How to read `goalscorers.csv` (shipped gzipped).
 *
 * @example
 * parseTable(parseCsv(text), goalscorersTable()).records[0].minute // 44
 */
export function goalscorersTable(): TableSpec<Goal> {
  return {
    map: (row) => {
      const fixture = readFixture(row);
      const goal: Goal = {
        line: row.line,
        ...fixture,
        team: requireSide(row, 'team', fixture),
        scorer: requireText(row, 'scorer'),
        ownGoal: requireFlag(row, 'own_goal'),
        penalty: requireFlag(row, 'penalty'),
      };
      if (goal.ownGoal && goal.penalty) reject('penalty: TRUE on an own goal');
      const minute = readMinute(row);
      if (minute !== undefined) goal.minute = minute;
      return goal;
    },
  };
}

function readMinute(row: NamedRow): number | undefined {
  const text = requireText(row, 'minute');
  if (text === 'NA') return undefined;
  const minute = requireCount(row, 'minute');
  // 120 minutes plus stoppage time is the longest a match with extra time can run.
  if (minute < 1 || minute > 150) reject(`minute: ${minute} is outside 1..150`);
  return minute;
}

/**
 * How to read `former_names.csv`.
 *
 * @example
 * parseTable(parseCsv(text), formerNamesTable()).records.find((n) => n.former === 'Swaziland')?.current // 'Eswatini'
 */
export function formerNamesTable(): TableSpec<FormerName> {
  return {
    map: (row) => {
      const from = requireDate(row, 'start_date', readIsoDate);
      const to = requireDate(row, 'end_date', readIsoDate);
      if (from > to) reject(`end_date: ${to} is before start_date ${from}`);
      return { line: row.line, current: requireText(row, 'current'), former: requireText(row, 'former'), from, to };
    },
  };
}
