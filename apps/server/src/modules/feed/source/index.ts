/**
 * The feed's source layer: dependency-free parsers that turn the historical data files into typed
 * records. Start with `feed-files.locator.ts` (where the files are, how one is streamed), then one
 * parser, e.g. `football-data.parser.ts`.
 */
export type { CompanyId, BookmakerCode, OddsTiming } from './bookmaker.codes.ts';
export { bookmakerCode, companyIds } from './bookmaker.codes.ts';
export type { CsvRow } from './csv.reader.ts';
export { CsvReader, parseCsv, readCsv } from './csv.reader.ts';
export type { FootballDataEntry } from './feed-files.locator.ts';
export { FEED_FILES, listFootballDataFiles, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
export type { FootballDataDivision, FootballDataFile } from './football-data.parser.ts';
export { footballDataDivisions, footballDataFileOf, footballDataTable, seasonNote } from './football-data.parser.ts';
export type { FootballMatch, Score, TeamStats } from './football-match.fields.ts';
export { cslTable } from './csl.parser.ts';
export type { AsianHandicapQuote, MatchOdds, OneXTwoQuote, OverUnderQuote } from './odds-columns.parser.ts';
export type { NbaGame, NbaLines, NbaLineScore, NbaStage } from './nba-games.parser.ts';
export { nbaGamesTable } from './nba-games.parser.ts';
export type { NbaBoxScore, NbaTeamBox } from './nba-box-scores.parser.ts';
export { nbaBoxScoresTable } from './nba-box-scores.parser.ts';
export type { FormerName, Goal, InternationalResult, Shootout } from './international.parser.ts';
export { formerNamesTable, goalscorersTable, resultsTable, shootoutsTable } from './international.parser.ts';
export type { IsoDate, Outcome, Pair, ParseResult, Rejection, UtcInstant, Warning } from './source.types.ts';
export type { NamedRow, TableSpec } from './table.reader.ts';
export { parseTable, parseTableAsync } from './table.reader.ts';
export { ukLocalToUtc } from './uk-time.converter.ts';
