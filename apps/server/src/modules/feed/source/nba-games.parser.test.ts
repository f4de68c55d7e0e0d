import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.reader.ts';
import { FEED_FILES, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
import type { NbaGame } from './nba-games.parser.ts';
import { nbaGamesTable } from './nba-games.parser.ts';
import type { ParseResult } from './source.types.ts';
import { parseTable } from './table.reader.ts';

const BASE: Record<string, string> = {
  season: '2008', date: '10/30/07', regular: 'TRUE', playoffs: 'FALSE', away: 'por', home: 'sa',
  score_away: '97', score_home: '106', q1_away: '26', q2_away: '23', q3_away: '28', q4_away: '20', ot_away: '0',
  q1_home: '29', q2_home: '30', q3_home: '22', q4_home: '25', ot_home: '0',
  whos_favored: 'home', spread: '13', total: '189.5', moneyline_away: '900', moneyline_home: '-1400',
  h2_spread: '5', h2_total: '95', id_spread: '0', id_total: '1',
};

function parseOne(changes: Record<string, string>) {
  const cells = { ...BASE, ...changes };
  return parseTable(parseCsv(`${Object.keys(cells).join(',')}\n${Object.values(cells).join(',')}\n`), nbaGamesTable());
}

describe('NBA game rows', () => {
  it('reads scores, quarters and lines', () => {
    const { records, rejected } = parseOne({});
    expect(rejected).toEqual([]);
    expect(records[0]).toEqual({
      line: 2, season: 2008, date: '2007-10-30', stage: 'regular', home: 'sa', away: 'por',
      homeLine: { score: 106, quarters: [29, 30, 22, 25], overtime: 0 },
      awayLine: { score: 97, quarters: [26, 23, 28, 20], overtime: 0 },
      lines: { favourite: 'home', spread: 13, total: 189.5, moneyline: { home: -1400, away: 900 }, secondHalfSpread: 5, secondHalfTotal: 95 },
      spreadOutcome: 'underdog', totalOutcome: 'over',
    });
  });

  it.each([
    [{ score_home: '97', q4_home: '16', id_spread: '0', id_total: '1' }, 'score_home: 97-97 is a tie, which an NBA game cannot end in'],
    [{ q4_home: '26' }, 'q1_home..ot_home: sum 107 differs from score_home 106'],
    [{ id_spread: '1' }, 'id_spread: 1 disagrees with a home margin of 9 against spread 13'],
    [{ id_total: '0' }, 'id_total: 0 disagrees with 203 points against total 189.5'],
    [{ regular: 'TRUE', playoffs: 'TRUE' }, 'playoffs: TRUE together with regular TRUE'],
    [{ date: '10/30/09' }, 'date: 2009-10-30 is outside season 2008'],
    [{ whos_favored: 'nobody' }, "whos_favored: 'nobody' is not home or away"],
    [{ date: '10/19/17', season: '2018', home: 'tor', away: 'chi' }, 'score_away: 101 disagrees with NBA.com (TOR 117, CHI 100, GAME_ID 0021700014); the quarters sum to the wrong total'],
  ])('refuses %o', (changes, reason) => {
    expect(parseOne(changes).rejected).toEqual([{ line: 2, reason }]);
  });

  it('keeps a game with no spread, without favourite or spread outcome', () => {
    const game = parseOne({ spread: '', id_spread: '' }).records[0];
    expect(game?.lines.spread).toBeUndefined();
    expect(game?.lines.favourite).toBeUndefined();
    expect(game?.spreadOutcome).toBeUndefined();
    expect(game?.totalOutcome).toBe('over');
  });

  it('keeps a game whose moneyline is not American odds, dropping the moneyline with a warning', () => {
    const { records, warnings } = parseOne({ moneyline_away: '8' });
    expect(records[0]?.lines.moneyline).toBeUndefined();
    expect(warnings).toEqual([
      { line: 2, message: 'moneyline_home/moneyline_away: moneyline_home -1400, moneyline_away 8 are not a pair of American odds; moneyline dropped' },
    ]);
  });

  it('calls a game in neither the regular season nor the playoffs "other"', () => {
    expect(parseOne({ regular: 'FALSE' }).records[0]?.stage).toBe('other');
  });
});

describe('the real Kaggle NBA file', () => {
  let result: ParseResult<NbaGame>;
  beforeAll(async () => {
    result = await readFeedTable(join(resolveFeedDataDir(), FEED_FILES.nbaGames), nbaGamesTable());
  });

  it('refuses exactly the 95-95 tie and the TOR-CHI score that NBA.com contradicts', () => {
    expect(result.rejected).toEqual([
      { line: 6747, reason: 'score_home: 95-95 is a tie, which an NBA game cannot end in' },
      { line: 12912, reason: 'score_away: 101 disagrees with NBA.com (TOR 117, CHI 100, GAME_ID 0021700014); the quarters sum to the wrong total' },
    ]);
  });

  it('keeps the other 21,795 of the file’s 21,797 games (the README’s 21,796 is one short of its own table)', () => {
    expect(result.records).toHaveLength(21_797 - 2);
    const perSeason: Record<number, number> = {};
    for (const g of result.records) perSeason[g.season] = (perSeason[g.season] ?? 0) + 1;
    expect(perSeason).toEqual({
      2008: 1316, 2009: 1315, 2010: 1312, 2011: 1311, 2012: 1074, 2013: 1313, 2014: 1319, 2015: 1311, 2016: 1316,
      2017: 1309, 2018: 1311, 2019: 1312, 2020: 1143, 2021: 1171, 2022: 1323, 2023: 1320, 2024: 1319,
    });
  });

  it('tells regular season, playoffs and the 26 play-in / In-Season Tournament final games apart', () => {
    const count = (stage: string) => result.records.filter((g) => g.stage === stage).length;
    expect([count('regular'), count('playoffs'), count('other')]).toEqual([20_348 - 2, 1423, 26]);
  });

  it('keeps the three games with no spread', () => {
    const noSpread = result.records.filter((g) => g.lines.spread === undefined).map((g) => `${g.date} ${g.away}@${g.home}`);
    expect(noSpread).toEqual(['2019-12-19 hou@lac', '2022-02-24 den@sac', '2022-02-27 den@por']);
  });

  it('drops the one unusable moneyline (CHI @ ATL 2/2/13, +8) and has none from 17 January 2023', () => {
    expect(result.warnings.map((w) => w.line)).toEqual([7024]);
    const late = result.records.filter((g) => g.date >= '2023-01-17');
    expect(late).toHaveLength(1975); // the README's 3,298 counts 2024-25, which is not shipped
    expect(late.every((g) => g.lines.moneyline === undefined)).toBe(true);
    const earlyWithout = result.records.filter((g) => g.date < '2023-01-17' && !g.lines.moneyline);
    expect(earlyWithout.map((g) => `${g.date} ${g.away}@${g.home}`)).toEqual(['2008-03-30 mia@bos', '2009-11-06 atl@cha', '2013-02-02 chi@atl']);
  });

  it('has all 30 franchise codes', () => {
    expect(new Set(result.records.flatMap((g) => [g.home, g.away])).size).toBe(30);
  });
});
