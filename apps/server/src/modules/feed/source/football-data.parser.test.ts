import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.reader.ts';
import { listFootballDataFiles, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
import type { FootballDataEntry } from './feed-files.locator.ts';
import { footballDataFileOf, footballDataTable, seasonNote } from './football-data.parser.ts';
import type { FootballMatch } from './football-match.fields.ts';
import type { ParseResult } from './source.types.ts';
import { parseTable } from './table.reader.ts';

const BASE: Record<string, string> = {
  Div: 'E0', Date: '16/08/2024', Time: '20:00', HomeTeam: 'Man United', AwayTeam: 'Fulham',
  FTHG: '1', FTAG: '0', FTR: 'H', HTHG: '0', HTAG: '0', HTR: 'D', Referee: 'R Jones',
  HS: '14', AS: '10', HST: '5', AST: '2', HF: '12', AF: '10', HC: '7', AC: '8', HY: '2', AY: '3', HR: '0', AR: '0',
  B365H: '1.6', B365D: '4.2', B365A: '5.25',
};

/** Parses one synthetic E0 2024-25 row: BASE with some cells changed. */
function parseOne(changes: Record<string, string>) {
  const cells = { ...BASE, ...changes };
  const text = `${Object.keys(cells).join(',')}\n${Object.values(cells).join(',')}\n`;
  return parseTable(parseCsv(text), footballDataTable({ competition: 'E0', season: '2024-25' }));
}

describe('football-data.co.uk rows', () => {
  it('reads a full row into a match', () => {
    const { records, rejected } = parseOne({});
    expect(rejected).toEqual([]);
    expect(records[0]).toMatchObject({
      competition: 'E0', season: '2024-25', date: '2024-08-16', ukTime: '20:00', kickoff: '2024-08-16T19:00:00.000Z',
      home: 'Man United', away: 'Fulham', fullTime: { home: 1, away: 0, result: 'H' }, halfTime: { home: 0, away: 0, result: 'D' },
      awarded: false, referee: 'R Jones',
      stats: { home: { shots: 14, shotsOnTarget: 5, fouls: 12, corners: 7, yellow: 2, red: 0 }, away: { shots: 10, shotsOnTarget: 2 } },
    });
  });

  it('reads two-digit years', () => {
    expect(parseOne({ Date: '16/08/24' }).records[0]?.date).toBe('2024-08-16');
  });

  it.each([
    [{ FTR: 'A' }, "FTR: 'A' disagrees with FTHG-FTAG 1-0"],
    [{ FTR: 'X' }, "FTR: 'X' is not H, D or A"],
    [{ HTR: 'H' }, "HTR: 'H' disagrees with HTHG-HTAG 0-0"],
    [{ HTHG: '2', HTR: 'H' }, 'HTHG: 2 exceeds FTHG 1'],
    [{ HTAG: '1', HTR: 'A' }, 'HTAG: 1 exceeds FTAG 0'],
    [{ HTAG: '' }, 'HTAG: blank'],
    [{ HC: '', AY: '' }, 'HC, AY: blank while other statistics are given'],
    [{ HF: 'x' }, "HF: 'x' is not a whole number"],
    [{ FTHG: '' }, 'FTHG: blank'],
    [{ Div: 'E1' }, "Div: 'E1' but the file is E0"],
    [{ Date: '31/02/2025' }, "Date: '31/02/2025' is not a calendar date"],
    [{ Date: '16/08/2023' }, 'Date: 2023-08-16 is outside season 2024-25'],
    [{ Time: '8pm' }, "Time: '8pm' is not HH:MM"],
    [{ AwayTeam: 'Man United' }, "AwayTeam: 'Man United' is also the home team"],
  ])('refuses %o: %s', (changes, reason) => {
    const { records, rejected } = parseOne(changes);
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 2, reason }]);
  });

  it.each([
    [{ HST: '15' }, 'HST: 15 exceeds HS 14; statistics dropped'],
    [{ AST: '11' }, 'AST: 11 exceeds AS 10; statistics dropped'],
  ])('keeps the match but drops its statistics for %o, with a warning', (changes, message) => {
    const { records, rejected, warnings } = parseOne(changes);
    expect(rejected).toEqual([]);
    expect(records[0]?.fullTime).toEqual({ home: 1, away: 0, result: 'H' });
    expect(records[0]?.stats).toBeUndefined();
    expect(warnings).toEqual([{ line: 2, message }]);
  });

  it('keeps a match with no half-time score or statistics, without them', () => {
    const blanks = Object.fromEntries(['HTHG', 'HTAG', 'HTR', 'HS', 'AS', 'HST', 'AST', 'HF', 'AF', 'HC', 'AC', 'HY', 'AY', 'HR', 'AR'].map((c) => [c, '']));
    const match = parseOne(blanks).records[0];
    expect(match?.halfTime).toBeUndefined();
    expect(match?.stats).toBeUndefined();
    expect(match?.awarded).toBe(false);
  });

  it('keeps a match with no odds at all', () => {
    expect(parseOne({ B365H: '', B365D: '', B365A: '' }).records[0]?.odds.oneXTwo).toEqual([]);
  });

  it('takes league and season from the file name', () => {
    expect(footballDataFileOf('E0_2425.csv')).toEqual({ competition: 'E0', season: '2024-25' });
    expect(footballDataFileOf('F1_1920.csv')).toEqual({ competition: 'F1', season: '2019-20' });
    expect(footballDataFileOf('E1_2425.csv')).toBeUndefined();
    expect(footballDataFileOf('E0_2426.csv')).toBeUndefined();
  });
});

describe('the real top-5 files', () => {
  const parsed = new Map<string, ParseResult<FootballMatch>>();
  let files: FootballDataEntry[] = [];
  const key = (f: { competition: string; season: string }) => `${f.competition} ${f.season}`;
  const matches = () => [...parsed.values()].flatMap((p) => p.records);
  const find = (competition: string, date: string, home: string) =>
    matches().find((m) => m.competition === competition && m.date === date && m.home === home);

  beforeAll(async () => {
    files = listFootballDataFiles(resolveFeedDataDir());
    for (const file of files) parsed.set(key(file), await readFeedTable(file.path, footballDataTable(file)));
  });

  it('has the README row count of every file', () => {
    const perSeason = (c: string, counts: number[]): [string, number | undefined][] =>
      ['2018-19', '2019-20', '2020-21', '2021-22', '2022-23', '2023-24', '2024-25'].map((s, i) => [`${c} ${s}`, counts[i]]);
    const expected = Object.fromEntries<number | undefined>([
      ...perSeason('E0', [380, 380, 380, 380, 380, 380, 380]),
      ...perSeason('SP1', [380, 380, 380, 380, 380, 380, 380]),
      ...perSeason('D1', [306, 306, 306, 306, 306, 306, 306]),
      ...perSeason('I1', [380, 380, 380, 380, 380, 380, 380]),
      ...perSeason('F1', [380, 279, 380, 380, 380, 306, 306]),
    ]);
    expect(files).toHaveLength(35);
    expect(Object.fromEntries([...parsed].map(([k, p]) => [k, p.records.length]))).toEqual(expected);
    expect(matches()).toHaveLength(12_533);
  });

  it('refuses no row; keeps E0 2021-22 Newcastle v West Ham (9 shots on target from 8 shots) without statistics', () => {
    expect([...parsed].flatMap(([, p]) => p.rejected)).toEqual([]);
    const match = find('E0', '2021-08-15', 'Newcastle');
    expect(match).toMatchObject({ line: 10, away: 'West Ham', fullTime: { home: 2, away: 4, result: 'A' } });
    expect(match?.halfTime).toEqual({ home: 2, away: 1, result: 'H' });
    expect(match?.stats).toBeUndefined();
  });

  it('drops exactly the quotes that hold 0 or 0.42 and the one inconsistent stats block, keeping their matches', () => {
    const warnings = [...parsed].flatMap(([k, p]) => p.warnings.map((w) => `${k} ${w.line} ${w.message.split(':')[0]}`));
    expect(warnings).toEqual([
      'D1 2019-20 261 AvgC>2.5/AvgC<2.5',
      'D1 2024-25 295 P>2.5/P<2.5',
      'D1 2024-25 295 PC>2.5/PC<2.5',
      'E0 2021-22 10 AST',
      'E0 2021-22 168 B365C>2.5/B365C<2.5',
      'F1 2024-25 263 P>2.5/P<2.5',
      'F1 2024-25 263 PC>2.5/PC<2.5',
      'F1 2024-25 303 1XBH/1XBD/1XBA',
    ]);
  });

  it('keeps Union Berlin v Bochum (14/12/2024) as an awarded 0-2 with no half-time or statistics', () => {
    const match = find('D1', '2024-12-14', 'Union Berlin');
    expect(match).toMatchObject({ away: 'Bochum', fullTime: { home: 0, away: 2, result: 'A' }, awarded: true });
    expect(match?.note).toMatch(/awarded 0-2/);
    expect(match?.halfTime).toBeUndefined();
    expect(match?.stats).toBeUndefined();
    expect(match?.kickoff).toBe('2024-12-14T14:30:00.000Z'); // GMT in December
    expect(matches().filter((m) => m.awarded)).toHaveLength(1);
    expect(matches().filter((m) => !m.halfTime)).toHaveLength(1);
    expect(matches().filter((m) => !m.stats).map((m) => m.home).sort()).toEqual(['Newcastle', 'Union Berlin']);
  });

  it('keeps matches with missing odds, with those quotes absent (README: PSH 10, B365 5, PS closing 1)', () => {
    const lacking = (code: string, timing: string) =>
      matches().filter((m) => !m.odds.oneXTwo.some((q) => q.code === code && q.timing === timing));
    expect(lacking('PS', 'pre')).toHaveLength(10);
    expect(lacking('B365', 'pre')).toHaveLength(5);
    expect(lacking('PS', 'closing').map((m) => `${m.competition} ${m.date} ${m.home} v ${m.away}`)).toEqual([
      'D1 2019-05-04 Bayern Munich v Hannover',
    ]);
  });

  it('forms a complete double round robin in every season but F1 2019-20 (stopped)', () => {
    const incomplete = [...parsed]
      .filter(([, p]) => {
        const teams = new Set(p.records.flatMap((m) => [m.home, m.away]));
        const fixtures = new Set(p.records.map((m) => `${m.home}|${m.away}`));
        return fixtures.size !== p.records.length || p.records.length !== teams.size * (teams.size - 1);
      })
      .map(([k]) => k);
    expect(incomplete).toEqual(['F1 2019-20']);
    expect(seasonNote('F1', '2019-20')).toMatch(/279 of 380/);
  });

  it('converts kick-offs from UK time, and has none for 2018-19, which gives no time', () => {
    expect(find('E0', '2019-08-09', 'Liverpool')?.kickoff).toBe('2019-08-09T19:00:00.000Z');
    expect(find('D1', '2024-08-23', "M'gladbach")?.kickoff).toBe('2024-08-23T18:30:00.000Z'); // 20:30 in Germany
    const seasonOf = (s: string) => matches().filter((m) => m.season === s);
    expect(seasonOf('2018-19').every((m) => m.kickoff === undefined)).toBe(true);
    expect(seasonOf('2024-25').every((m) => m.kickoff !== undefined)).toBe(true);
  });

  it('has a referee on English matches only', () => {
    expect(matches().every((m) => (m.referee !== undefined) === (m.competition === 'E0'))).toBe(true);
  });

  it('has Pinnacle closing 1X2 in every season and closing over/under and handicap from 2019-20', () => {
    const has = (m: FootballMatch, market: 'oneXTwo' | 'overUnder' | 'asianHandicap') =>
      m.odds[market].some((q) => q.company === 'pinnacle' && q.timing === 'closing');
    expect(matches().filter((m) => has(m, 'oneXTwo'))).toHaveLength(12_532);
    expect(matches().filter((m) => m.season === '2018-19').some((m) => has(m, 'overUnder'))).toBe(false);
    expect(matches().filter((m) => m.season === '2024-25').every((m) => has(m, 'asianHandicap'))).toBe(true);
  });
});
