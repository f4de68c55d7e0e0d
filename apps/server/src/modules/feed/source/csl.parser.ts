import { readDayMonthYear, requireDate, requireText } from './field.parser.ts';
import type { FootballMatch } from './football-match.fields.ts';
import { checkWithin, readKickoff, readScore, readTeams } from './football-match.fields.ts';
import type { OddsLayout } from './odds-columns.parser.ts';
import { detectOddsLayout, readOdds } from './odds-columns.parser.ts';
import type { NamedRow, TableSpec } from './table.reader.ts';
import { reject } from './table.reader.ts';

/**
 * football-data.co.uk "extra league" file for the Chinese Super League (`CHN.csv`). Its layout is
 * shorter than the top-5 files: `Season` (calendar year), `Date`, `Time` (UK local, like every
 * football-data time), `Home`, `Away`, `HG`, `AG`, `Res`, and closing odds only (`PSCH…`,
 * `MaxCH…`, `AvgCH…`, `BFECH…`). There is no half-time score and no statistics, so those fields
 * are absent on the records.
 */

/**
 * How to read `CHN.csv`.
 *
 * @example
 * parseTable(parseCsv(text), cslTable()).records[0].season // '2014'
 */
export function cslTable(): TableSpec<FootballMatch> {
  let layout: OddsLayout | undefined;
  return {
    onHeader: (header) => {
      layout = detectOddsLayout(header);
    },
    map: (row) => mapCslMatch(row, layout ?? detectOddsLayout(row.header)),
  };
}

function mapCslMatch(row: NamedRow, layout: OddsLayout): FootballMatch {
  const season = requireText(row, 'Season');
  if (!/^\d{4}$/.test(season)) reject(`Season: '${season}' is not a year`);
  const date = requireDate(row, 'Date', readDayMonthYear);
  // Calendar-year seasons; 2021 ran into January 2022.
  checkWithin(date, 'Date', { from: `${season}-01-01`, to: `${Number(season) + 1}-02-28` }, season);
  return {
    line: row.line,
    competition: 'CHN',
    season,
    date,
    ...readKickoff(row, date),
    ...readTeams(row, 'Home', 'Away'),
    fullTime: readScore(row, ['HG', 'AG', 'Res']),
    awarded: false,
    odds: readOdds(row, layout),
  };
}
