import { optionalNumber, optionalText, readIsoDate, requireCount, requireDate, requireText } from './field.parser.ts';
import type { IsoDate } from './source.types.ts';
import type { NamedRow, TableSpec } from './table.reader.ts';
import { reject } from './table.reader.ts';

/**
 * NBA team box scores (`nba_2018-2024_with_stats.csv`): one regular-season game per row, the
 * Kaggle betting keys (`home`, `away` lower-case codes, `spread`) joined to NBA.com box scores
 * (`GAME_ID`, `home_abbr`/`away_abbr` three-letter codes, `home_pts` …). NBA.com terms restrict
 * reuse: internal modelling and back-testing only (see the data README).
 */

/** One side's box score. */
export interface NbaTeamBox {
  /** NBA.com three-letter code, e.g. `GSW`. */
  code: string;
  /** The Kaggle code of the same team, e.g. `gs`. */
  kaggleCode: string;
  points: number;
  rebounds: number;
  assists: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  turnovers: number;
  steals: number;
  blocks: number;
  plusMinus: number;
}

/** One game's box scores. */
export interface NbaBoxScore {
  line: number;
  /** NBA.com game id, e.g. `0021700001` (kept as text: the leading zeros matter). */
  gameId: string;
  /** Year the season ends in. */
  season: number;
  date: IsoDate;
  home: NbaTeamBox;
  away: NbaTeamBox;
  favourite?: 'home' | 'away';
  spread?: number;
}

/**
 * How to read the box-score file. A row with a blank `GAME_ID` is a betting row that no NBA.com
 * game was matched to: it has no box score and is refused.
 *
 * @example
 * parseTable(parseCsv(text), nbaBoxScoresTable()).records[0].home.code // 'CLE'
 */
export function nbaBoxScoresTable(): TableSpec<NbaBoxScore> {
  return { map: mapBoxScore };
}

function mapBoxScore(row: NamedRow): NbaBoxScore {
  const gameId = optionalText(row, 'GAME_ID');
  if (gameId === undefined) reject('GAME_ID: blank; no NBA.com game was matched to this betting row');
  if (!/^\d{10}$/.test(gameId)) reject(`GAME_ID: '${gameId}' is not a 10-digit NBA.com id`);
  const season = requireCount(row, 'season');
  const date = requireDate(row, 'date', readIsoDate);
  const gameDate = requireDate(row, 'GAME_DATE', readIsoDate);
  if (gameDate !== date) reject(`GAME_DATE: ${gameDate} differs from date ${date}`);
  const home = readSide(row, 'home');
  const away = readSide(row, 'away');
  const margin = requireMargin(row, 'home_margin');
  if (margin !== home.points - away.points) reject(`home_margin: ${margin} but points are ${home.points}-${away.points}`);
  if (home.plusMinus !== margin) reject(`home_plus_minus: ${home.plusMinus} differs from the margin ${margin}`);
  const box: NbaBoxScore = { line: row.line, gameId, season, date, home, away };
  const spread = optionalNumber(row, 'spread');
  if (spread !== undefined) {
    const favourite = requireText(row, 'whos_favored');
    if (favourite !== 'home' && favourite !== 'away') reject(`whos_favored: '${favourite}' is not home or away`);
    box.favourite = favourite;
    box.spread = spread;
  }
  return box;
}

function readSide(row: NamedRow, side: 'home' | 'away'): NbaTeamBox {
  const code = requireText(row, `${side}_abbr`);
  const boxCode = optionalText(row, `${side}_team_abbr`);
  if (boxCode !== undefined && boxCode !== code) reject(`${side}_team_abbr: '${boxCode}' differs from ${side}_abbr '${code}'`);
  const n = (stat: string) => requireCount(row, `${side}_${stat}`);
  const team: NbaTeamBox = {
    code,
    kaggleCode: requireText(row, side),
    points: n('pts'),
    rebounds: n('reb'),
    assists: n('ast'),
    fieldGoalsMade: n('fgm'),
    fieldGoalsAttempted: n('fga'),
    threesMade: n('fg3m'),
    threesAttempted: n('fg3a'),
    freeThrowsMade: n('ftm'),
    freeThrowsAttempted: n('fta'),
    turnovers: n('tov'),
    steals: n('stl'),
    blocks: n('blk'),
    plusMinus: requireMargin(row, `${side}_plus_minus`),
  };
  checkShooting(team, side);
  return team;
}

/** Made ≤ attempted, threes are field goals, and points = 2·FGM + 3PM + FTM. */
function checkShooting(t: NbaTeamBox, side: string): void {
  if (t.fieldGoalsMade > t.fieldGoalsAttempted) reject(`${side}_fgm: ${t.fieldGoalsMade} exceeds ${side}_fga ${t.fieldGoalsAttempted}`);
  if (t.threesMade > t.threesAttempted) reject(`${side}_fg3m: ${t.threesMade} exceeds ${side}_fg3a ${t.threesAttempted}`);
  if (t.freeThrowsMade > t.freeThrowsAttempted) reject(`${side}_ftm: ${t.freeThrowsMade} exceeds ${side}_fta ${t.freeThrowsAttempted}`);
  if (t.threesMade > t.fieldGoalsMade) reject(`${side}_fg3m: ${t.threesMade} exceeds ${side}_fgm ${t.fieldGoalsMade}`);
  const points = 2 * t.fieldGoalsMade + t.threesMade + t.freeThrowsMade;
  if (points !== t.points) reject(`${side}_pts: ${t.points} but 2·FGM + 3PM + FTM = ${points}`);
}

/** A signed whole number (margins and plus/minus can be negative). */
function requireMargin(row: NamedRow, name: string): number {
  const value = optionalNumber(row, name);
  if (value === undefined || !Number.isInteger(value)) reject(`${name}: '${row.get(name) ?? ''}' is not a whole number`);
  return value;
}
