import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cslTable } from './csl.parser.ts';
import { parseCsv } from './csv.reader.ts';
import { FEED_FILES, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
import type { FootballMatch } from './football-match.fields.ts';
import type { ParseResult } from './source.types.ts';
import { parseTable } from './table.reader.ts';

const HEADER = 'Country,League,Season,Date,Time,Home,Away,HG,AG,Res,PSCH,PSCD,PSCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,BFECH,BFECD,BFECA';
const ROW = 'China,Super League,2019,01/11/2019, 07:30,Beijing Renhe,Guangzhou R&F,1,4,A,4.27,4.55,1.69,4.75,4.55,1.76,4.08,4.19,1.69,,,';
const parse = (row: string) => parseTable(parseCsv(`${HEADER}\n${row}\n`), cslTable());

describe('CSL rows', () => {
  it('reads the short layout: full time and closing odds only, time in UK local', () => {
    const { records, rejected } = parse(ROW);
    expect(rejected).toEqual([]);
    expect(records[0]).toEqual({
      line: 2, competition: 'CHN', season: '2019', date: '2019-11-01',
      ukTime: '07:30', kickoff: '2019-11-01T07:30:00.000Z', // 15:30 in Beijing
      home: 'Beijing Renhe', away: 'Guangzhou R&F', fullTime: { home: 1, away: 4, result: 'A' }, awarded: false,
      odds: {
        oneXTwo: [
          { code: 'PS', company: 'pinnacle', timing: 'closing', home: 4.27, draw: 4.55, away: 1.69 },
          { code: 'Max', company: 'max', timing: 'closing', home: 4.75, draw: 4.55, away: 1.76 },
          { code: 'Avg', company: 'avg', timing: 'closing', home: 4.08, draw: 4.19, away: 1.69 },
        ],
        overUnder: [],
        asianHandicap: [],
      },
    });
  });

  it.each([
    [ROW.replace(',1,4,A,', ',1,4,H,'), "Res: 'H' disagrees with HG-AG 1-4"],
    [ROW.replace(',2019,', ',19,'), "Season: '19' is not a year"],
    [ROW.replace('01/11/2019', '01/11/2018'), 'Date: 2018-11-01 is outside season 2019'],
    [ROW.replace('Guangzhou R&F', 'Beijing Renhe'), "Away: 'Beijing Renhe' is also the home team"],
  ])('refuses %s', (row, reason) => {
    expect(parse(row).rejected).toEqual([{ line: 2, reason }]);
  });
});

describe('the real CHN.csv', () => {
  let result: ParseResult<FootballMatch>;
  beforeAll(async () => {
    result = await readFeedTable(join(resolveFeedDataDir(), FEED_FILES.csl), cslTable());
  });

  it('reads all 2,544 matches with the README count per season, refusing none', () => {
    expect(result.rejected).toEqual([]);
    expect(result.warnings).toEqual([]);
    const perSeason: Record<string, number> = {};
    for (const m of result.records) perSeason[m.season] = (perSeason[m.season] ?? 0) + 1;
    expect(perSeason).toEqual({
      2014: 240, 2015: 240, 2016: 240, 2017: 240, 2018: 240, 2019: 240, 2020: 162, 2021: 180, 2022: 306, 2023: 240, 2024: 216,
    });
  });

  it('has Betfair Exchange closing odds for 72 matches of 2024 only, and stops on 29/09/2024', () => {
    const withBfe = result.records.filter((m) => m.odds.oneXTwo.some((q) => q.code === 'BFE'));
    expect(withBfe).toHaveLength(72);
    expect(withBfe.every((m) => m.season === '2024')).toBe(true);
    expect(result.records.map((m) => m.date).sort().at(-1)).toBe('2024-09-29');
  });

  it('reads the one time written with a leading space', () => {
    const match = result.records.find((m) => m.date === '2019-11-01' && m.home === 'Beijing Renhe');
    expect(match?.kickoff).toBe('2019-11-01T07:30:00.000Z');
  });
});
