import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.reader.ts';
import { FEED_FILES, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
import type { NbaBoxScore } from './nba-box-scores.parser.ts';
import { nbaBoxScoresTable } from './nba-box-scores.parser.ts';
import type { NbaGame } from './nba-games.parser.ts';
import { nbaGamesTable } from './nba-games.parser.ts';
import type { ParseResult } from './source.types.ts';
import { parseTable } from './table.reader.ts';

const HEADER =
  'season,date,regular,playoffs,home,away,whos_favored,spread,home_code_clean,away_code_clean,home_abbr,away_abbr,GAME_ID,GAME_DATE,SEASON_LABEL,SEASON_TYPE,home_team_abbr,home_pts,home_reb,home_ast,home_fgm,home_fga,home_fg3m,home_fg3a,home_ftm,home_fta,home_tov,home_stl,home_blk,home_plus_minus,away_team_abbr,away_pts,away_reb,away_ast,away_fgm,away_fga,away_fg3m,away_fg3a,away_ftm,away_fta,away_tov,away_stl,away_blk,away_plus_minus,home_margin';
const ROW =
  '2018,2017-10-17,1,0,cle,bos,home,4.5,cle,bos,CLE,BOS,0021700001,2017-10-17,2018,Regular Season,CLE,102,50,19,38,83,5,22,21,25,17,3,4,3,BOS,99,46,24,36,88,8,32,19,25,12,11,4,-3,3';
const parse = (row: string) => parseTable(parseCsv(`${HEADER}\n${row}\n`), nbaBoxScoresTable());

describe('NBA box-score rows', () => {
  it('reads both sides with NBA.com and Kaggle codes', () => {
    const { records, rejected } = parse(ROW);
    expect(rejected).toEqual([]);
    expect(records[0]).toMatchObject({
      gameId: '0021700001', season: 2018, date: '2017-10-17', favourite: 'home', spread: 4.5,
      home: { code: 'CLE', kaggleCode: 'cle', points: 102, threesMade: 5, plusMinus: 3 },
      away: { code: 'BOS', kaggleCode: 'bos', points: 99, rebounds: 46, plusMinus: -3 },
    });
  });

  it.each([
    [ROW.replace('0021700001', ''), 'GAME_ID: blank; no NBA.com game was matched to this betting row'],
    [ROW.replace(',CLE,102,', ',CLE,103,'), 'home_pts: 103 but 2·FGM + 3PM + FTM = 102'],
    [ROW.replace(/,3$/, ',4'), 'home_margin: 4 but points are 102-99'],
    [ROW.replace(',2017-10-17,2018,', ',2017-10-18,2018,'), 'GAME_DATE: 2017-10-18 differs from date 2017-10-17'],
    [ROW.replace(',22,21,25,', ',4,21,25,'), 'home_fg3m: 5 exceeds home_fg3a 4'],
  ])('refuses %s', (row, reason) => {
    expect(parse(row).rejected).toEqual([{ line: 2, reason }]);
  });
});

describe('the real box-score file', () => {
  let boxes: ParseResult<NbaBoxScore>;
  let games: ParseResult<NbaGame>;
  beforeAll(async () => {
    const dir = resolveFeedDataDir();
    boxes = await readFeedTable(join(dir, FEED_FILES.nbaBoxScores), nbaBoxScoresTable());
    games = await readFeedTable(join(dir, FEED_FILES.nbaGames), nbaGamesTable());
  });

  it('reads all 8,289 regular-season games of 2017-18 .. 2023-24; the blank-GAME_ID rows are all in 2024-25, not shipped', () => {
    expect(boxes.rejected).toEqual([]);
    expect(boxes.records).toHaveLength(8289);
    const perSeason: Record<number, number> = {};
    for (const b of boxes.records) perSeason[b.season] = (perSeason[b.season] ?? 0) + 1;
    expect(perSeason).toEqual({ 2018: 1230, 2019: 1230, 2020: 1059, 2021: 1080, 2022: 1230, 2023: 1230, 2024: 1230 });
  });

  it('agrees with the Kaggle scores on every game both files keep; the TOR-CHI game is kept here at 117-100', () => {
    const kaggle = new Map(games.records.map((g) => [`${g.date}|${g.home}|${g.away}`, g]));
    const missing: string[] = [];
    const differing: string[] = [];
    for (const b of boxes.records) {
      const g = kaggle.get(`${b.date}|${b.home.kaggleCode}|${b.away.kaggleCode}`);
      if (!g) missing.push(`${b.date} ${b.away.code}@${b.home.code}`);
      else if (g.homeLine.score !== b.home.points || g.awayLine.score !== b.away.points) differing.push(b.gameId);
    }
    expect(differing).toEqual([]);
    expect(missing).toEqual(['2017-10-19 CHI@TOR']);
    const torChi = boxes.records.find((b) => b.gameId === '0021700014');
    expect([torChi?.home.points, torChi?.away.points]).toEqual([117, 100]);
  });

  it('keeps the three games with no spread, without one', () => {
    expect(boxes.records.filter((b) => b.spread === undefined).map((b) => b.gameId)).toEqual(['0021900419', '0022100895', '0022100918']);
  });
});
