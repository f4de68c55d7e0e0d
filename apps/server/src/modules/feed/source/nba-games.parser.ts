import { optionalNumber, readMonthDayYear, requireCount, requireDate, requireFlag, requireText } from './field.parser.ts';
import type { IsoDate, Pair } from './source.types.ts';
import type { NamedRow, TableSpec } from './table.reader.ts';
import { reject } from './table.reader.ts';

/**
 * The Kaggle NBA betting file (`nba_2008-2024.csv`): one row per game with quarter scores,
 * spread, total, moneylines and second-half lines. Team codes are the file's lower-case codes
 * (`gs`, `no`, `utah`, `wsh`); the catalog resolves them.
 */

/** Regular season, playoffs, or neither: play-in games and the 2023 In-Season Tournament final. */
export type NbaStage = 'regular' | 'playoffs' | 'other';

/** One side of a game: final score, the four quarters, and all overtime periods together. */
export interface NbaLineScore {
  score: number;
  quarters: [number, number, number, number];
  overtime: number;
}

/** Betting lines of a game. Absent fields were blank in the file. */
export interface NbaLines {
  /** The side the spread favours; absent when the spread is absent. */
  favourite?: 'home' | 'away';
  /** Points the favourite gives (≥ 0; 0 = pick'em). Absent in 3 games. */
  spread?: number;
  /** Over/under line on total points. */
  total?: number;
  /** American odds, e.g. -1400 / +900. Absent from 17 January 2023 on, and where unusable. */
  moneyline?: Pair<number>;
  secondHalfSpread?: number;
  secondHalfTotal?: number;
}

/** One NBA game. */
export interface NbaGame {
  line: number;
  /** Year the season ends in: 2024 = 2023-24. */
  season: number;
  /** US calendar date of the game. */
  date: IsoDate;
  stage: NbaStage;
  /** Kaggle lower-case team codes. */
  home: string;
  away: string;
  homeLine: NbaLineScore;
  awayLine: NbaLineScore;
  lines: NbaLines;
  /** Settlement labels from the file, checked against the score. */
  spreadOutcome?: 'favourite' | 'underdog' | 'push';
  totalOutcome?: 'over' | 'under' | 'push';
}

/**
 * Rows whose score is known to be wrong in this file. The box-score file (NBA.com via nba_api)
 * has the official score; its points also equal 2·FGM + 3PM + FTM and its plus/minus matches, so
 * it is the one we trust. The quarter split here cannot be repaired (we do not know which
 * quarter is off), so the game is refused rather than replayed with invented quarters.
 */
const KNOWN_WRONG_SCORES: Readonly<Record<string, string>> = {
  '2017-10-19|tor|chi':
    'score_away: 101 disagrees with NBA.com (TOR 117, CHI 100, GAME_ID 0021700014); the quarters sum to the wrong total',
};

/**
 * How to read the Kaggle NBA file.
 *
 * @example
 * parseTable(parseCsv(text), nbaGamesTable()).records[0].home // 'sa'
 */
export function nbaGamesTable(): TableSpec<NbaGame> {
  return { map: mapGame };
}

function mapGame(row: NamedRow): NbaGame {
  const season = requireCount(row, 'season');
  const date = requireDate(row, 'date', readMonthDayYear);
  if (date < `${season - 1}-09-01` || date > `${season}-10-31`) reject(`date: ${date} is outside season ${season}`);
  const home = requireText(row, 'home');
  const away = requireText(row, 'away');
  if (home === away) reject(`away: '${away}' is also the home team`);
  const known = KNOWN_WRONG_SCORES[`${date}|${home}|${away}`];
  if (known) reject(known);
  const homeLine = readLineScore(row, 'home');
  const awayLine = readLineScore(row, 'away');
  if (homeLine.score === awayLine.score) reject(`score_home: ${homeLine.score}-${awayLine.score} is a tie, which an NBA game cannot end in`);
  const game: NbaGame = { line: row.line, season, date, stage: readStage(row), home, away, homeLine, awayLine, lines: readLines(row) };
  const spreadOutcome = readSpreadOutcome(row, game);
  if (spreadOutcome) game.spreadOutcome = spreadOutcome;
  const totalOutcome = readTotalOutcome(row, game);
  if (totalOutcome) game.totalOutcome = totalOutcome;
  return game;
}

function readStage(row: NamedRow): NbaStage {
  const regular = requireFlag(row, 'regular');
  const playoffs = requireFlag(row, 'playoffs');
  if (regular && playoffs) reject('playoffs: TRUE together with regular TRUE');
  if (regular) return 'regular';
  return playoffs ? 'playoffs' : 'other';
}

function readLineScore(row: NamedRow, side: 'home' | 'away'): NbaLineScore {
  const score = requireCount(row, `score_${side}`);
  const quarters: NbaLineScore['quarters'] = [
    requireCount(row, `q1_${side}`),
    requireCount(row, `q2_${side}`),
    requireCount(row, `q3_${side}`),
    requireCount(row, `q4_${side}`),
  ];
  const overtime = requireCount(row, `ot_${side}`);
  const sum = quarters.reduce((a, b) => a + b, overtime);
  if (sum !== score) reject(`q1_${side}..ot_${side}: sum ${sum} differs from score_${side} ${score}`);
  return { score, quarters, overtime };
}

function readLines(row: NamedRow): NbaLines {
  const lines: NbaLines = {};
  const spread = optionalNumber(row, 'spread');
  if (spread !== undefined) {
    if (spread < 0) reject(`spread: ${spread} is negative; the favourite is given by whos_favored`);
    const favourite = requireText(row, 'whos_favored');
    if (favourite !== 'home' && favourite !== 'away') reject(`whos_favored: '${favourite}' is not home or away`);
    lines.favourite = favourite;
    lines.spread = spread;
  }
  const total = optionalNumber(row, 'total');
  if (total !== undefined) lines.total = total;
  const moneyline = readMoneyline(row);
  if (moneyline) lines.moneyline = moneyline;
  const h2Spread = optionalNumber(row, 'h2_spread');
  if (h2Spread !== undefined) lines.secondHalfSpread = h2Spread;
  const h2Total = optionalNumber(row, 'h2_total');
  if (h2Total !== undefined) lines.secondHalfTotal = h2Total;
  return lines;
}

/**
 * Moneylines, dropped with a warning (the game is kept) when one side is blank or a price is not
 * American odds: a bad price is a betting-data problem, not a reason to lose the game.
 */
function readMoneyline(row: NamedRow): Pair<number> | undefined {
  const home = optionalNumber(row, 'moneyline_home');
  const away = optionalNumber(row, 'moneyline_away');
  if (home === undefined && away === undefined) return undefined;
  const cells = `moneyline_home ${home ?? 'blank'}, moneyline_away ${away ?? 'blank'}`;
  // American odds: -100 and +100 are even money; nothing lies strictly between.
  if (home === undefined || away === undefined || Math.abs(home) < 100 || Math.abs(away) < 100) {
    row.warn(`moneyline_home/moneyline_away: ${cells} are not a pair of American odds; moneyline dropped`);
    return undefined;
  }
  return { home, away };
}

/** `id_spread`: 1 favourite covered, 0 it did not, 2 push. Checked against the margin. */
function readSpreadOutcome(row: NamedRow, game: NbaGame): NbaGame['spreadOutcome'] {
  const label = optionalNumber(row, 'id_spread');
  const { spread, favourite } = game.lines;
  if (spread === undefined || favourite === undefined) {
    if (label !== undefined) reject(`id_spread: ${label} given without a spread`);
    return undefined;
  }
  const margin = favourite === 'home' ? game.homeLine.score - game.awayLine.score : game.awayLine.score - game.homeLine.score;
  const actual = margin > spread ? 'favourite' : margin < spread ? 'underdog' : 'push';
  const labelled = label === 1 ? 'favourite' : label === 0 ? 'underdog' : label === 2 ? 'push' : undefined;
  if (labelled !== actual) reject(`id_spread: ${label ?? 'blank'} disagrees with a ${favourite} margin of ${margin} against spread ${spread}`);
  return actual;
}

/** `id_total`: 1 over, 0 under, 2 push. Checked against the points. */
function readTotalOutcome(row: NamedRow, game: NbaGame): NbaGame['totalOutcome'] {
  const label = optionalNumber(row, 'id_total');
  const line = game.lines.total;
  if (line === undefined) return undefined;
  const points = game.homeLine.score + game.awayLine.score;
  const actual = points > line ? 'over' : points < line ? 'under' : 'push';
  const labelled = label === 1 ? 'over' : label === 0 ? 'under' : label === 2 ? 'push' : undefined;
  if (labelled !== actual) reject(`id_total: ${label ?? 'blank'} disagrees with ${points} points against total ${line}`);
  return actual;
}
