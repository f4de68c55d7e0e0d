import { optionalText, readDayMonthYear, requireDate } from './field.parser.ts';
import type { FootballMatch } from './football-match.fields.ts';
import { checkWithin, readHalfTime, readKickoff, readScore, readStats, readTeams } from './football-match.fields.ts';
import type { OddsLayout } from './odds-columns.parser.ts';
import { detectOddsLayout, readOdds } from './odds-columns.parser.ts';
import type { NamedRow, TableSpec } from './table.reader.ts';
import { reject } from './table.reader.ts';

/**
 * football-data.co.uk season files of the five big European leagues (`E0_2425.csv` …).
 * Columns are read by name; the season comes from the file name.
 */

/** football-data.co.uk codes of the five leagues: England, Spain, Germany, Italy, France. */
export const footballDataDivisions = ['E0', 'SP1', 'D1', 'I1', 'F1'] as const;
/** One of `footballDataDivisions`. */
export type FootballDataDivision = (typeof footballDataDivisions)[number];

/** Which league and season a file holds. */
export interface FootballDataFile {
  competition: FootballDataDivision;
  /** `2024-25` */
  season: string;
}

/**
 * Reads league and season from a file name such as `E0_2425.csv`.
 *
 * @example
 * footballDataFileOf('SP1_1819.csv') // { competition: 'SP1', season: '2018-19' }
 * footballDataFileOf('CHN.csv')      // undefined
 */
export function footballDataFileOf(fileName: string): FootballDataFile | undefined {
  const [, code, from, to] = /^([A-Z0-9]+)_(\d{2})(\d{2})\.csv$/.exec(fileName) ?? [];
  const competition = footballDataDivisions.find((d) => d === code);
  if (!competition || from === undefined || to === undefined) return undefined;
  const start = 2000 + Number(from);
  if ((start + 1) % 100 !== Number(to)) return undefined;
  return { competition, season: `${start}-${to}` };
}

/**
 * Matches whose full-time score was awarded rather than played. football-data.co.uk keeps the
 * awarded score in FTHG/FTAG and leaves half-time and statistics blank; the match stays in the
 * data (its result counts in the table) but must not be replayed minute by minute.
 */
const AWARDED: Readonly<Record<string, string>> = {
  'D1|2024-12-14|Union Berlin|Bochum':
    'Played 1-1; awarded 0-2 to Bochum by the DFB after its goalkeeper was hit by a lighter thrown from the stands.',
};

/**
 * Seasons that did not finish as scheduled: their files are complete, the season was not.
 *
 * @example
 * seasonNote('F1', '2019-20') // 'Stopped for COVID-19 after 279 of 380 matches; …'
 */
export function seasonNote(competition: string, season: string): string | undefined {
  const notes: Readonly<Record<string, string>> = {
    'F1|2019-20': 'Stopped for COVID-19 after 279 of 380 matches; the LFP closed the season on points per game.',
    'CHN|2020': 'COVID-19 format: two groups, then championship and relegation stages (162 matches).',
    'CHN|2021': 'COVID-19 format: two groups, then championship and relegation stages (180 matches).',
    'CHN|2024': 'The file stops on 29/09/2024; the rest of the season is missing.',
  };
  return notes[`${competition}|${season}`];
}

/**
 * How to read one top-5 season file.
 *
 * @example
 * parseTable(parseCsv(text), footballDataTable({ competition: 'E0', season: '2024-25' }))
 */
export function footballDataTable(file: FootballDataFile): TableSpec<FootballMatch> {
  let layout: OddsLayout | undefined;
  return {
    onHeader: (header) => {
      layout = detectOddsLayout(header);
    },
    map: (row) => mapMatch(row, file, layout ?? detectOddsLayout(row.header)),
  };
}

function mapMatch(row: NamedRow, file: FootballDataFile, layout: OddsLayout): FootballMatch {
  const division = optionalText(row, 'Div');
  if (division !== undefined && division !== file.competition) reject(`Div: '${division}' but the file is ${file.competition}`);
  const date = requireDate(row, 'Date', readDayMonthYear);
  checkWithin(date, 'Date', seasonWindow(file.season), file.season);
  const teams = readTeams(row, 'HomeTeam', 'AwayTeam');
  const fullTime = readScore(row, ['FTHG', 'FTAG', 'FTR']);
  const halfTime = readHalfTime(row, fullTime);
  const stats = readStats(row);
  const note = AWARDED[`${file.competition}|${date}|${teams.home}|${teams.away}`];
  const match: FootballMatch = {
    line: row.line,
    competition: file.competition,
    season: file.season,
    date,
    ...readKickoff(row, date),
    ...teams,
    fullTime,
    awarded: note !== undefined,
    odds: readOdds(row, layout),
  };
  if (halfTime) match.halfTime = halfTime;
  if (stats) match.stats = stats;
  if (note) match.note = note;
  const referee = optionalText(row, 'Referee');
  if (referee) match.referee = referee;
  return match;
}

/** 1 July of the first year to 31 August of the second (2019-20 ran into August 2020). */
function seasonWindow(season: string): { from: string; to: string } {
  const start = Number(season.slice(0, 4));
  return { from: `${start}-07-01`, to: `${start + 1}-08-31` };
}
