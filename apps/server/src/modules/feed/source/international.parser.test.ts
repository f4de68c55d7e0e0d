import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.reader.ts';
import { FEED_FILES, readFeedTable, resolveFeedDataDir } from './feed-files.locator.ts';
import type { FormerName, Goal, InternationalResult, Shootout } from './international.parser.ts';
import { formerNamesTable, goalscorersTable, resultsTable, shootoutsTable } from './international.parser.ts';
import type { ParseResult } from './source.types.ts';
import { parseTable } from './table.reader.ts';

describe('international rows', () => {
  it('reads a result', () => {
    const text = 'date,home_team,away_team,home_score,away_score,tournament,city,country,neutral\n2022-12-18,Argentina,France,3,3,FIFA World Cup,Lusail,Qatar,TRUE\n';
    expect(parseTable(parseCsv(text), resultsTable()).records[0]).toEqual({
      line: 2, date: '2022-12-18', home: 'Argentina', away: 'France', score: { home: 3, away: 3 },
      tournament: 'FIFA World Cup', city: 'Lusail', country: 'Qatar', neutral: true,
    });
  });

  it('refuses a result with a team playing itself or a bad score', () => {
    const text = 'date,home_team,away_team,home_score,away_score,tournament,city,country,neutral\n2022-12-18,France,France,1,0,Friendly,Paris,France,FALSE\n2022-12-19,France,Spain,NA,0,Friendly,Paris,France,FALSE\n';
    expect(parseTable(parseCsv(text), resultsTable()).rejected).toEqual([
      { line: 2, reason: "away_team: 'France' is also the home team" },
      { line: 3, reason: "home_score: 'NA' is not a whole number" },
    ]);
  });

  it('refuses a shoot-out won by a team that did not play', () => {
    const text = 'date,home_team,away_team,winner,first_shooter\n2022-12-18,Argentina,France,Brazil,\n2022-12-18,Argentina,France,Argentina,\n';
    const { records, rejected } = parseTable(parseCsv(text), shootoutsTable());
    expect(rejected).toEqual([{ line: 2, reason: "winner: 'Brazil' played in neither side of Argentina v France" }]);
    expect(records[0]?.firstShooter).toBeUndefined();
  });

  it('reads goals with an unknown minute, and refuses impossible ones', () => {
    const text = [
      'date,home_team,away_team,team,scorer,minute,own_goal,penalty',
      '2022-12-18,Argentina,France,Argentina,Lionel Messi,23,FALSE,TRUE',
      '2022-12-18,Argentina,France,France,Kylian Mbappé,NA,FALSE,FALSE',
      '2022-12-18,Argentina,France,France,Someone,0,FALSE,FALSE',
      '2022-12-18,Argentina,France,France,Someone,50,TRUE,TRUE',
      '',
    ].join('\n');
    const { records, rejected } = parseTable(parseCsv(text), goalscorersTable());
    expect(records.map((g) => g.minute)).toEqual([23, undefined]);
    expect(rejected).toEqual([
      { line: 4, reason: 'minute: 0 is outside 1..150' },
      { line: 5, reason: 'penalty: TRUE on an own goal' },
    ]);
  });

  it('refuses a former name that ends before it starts', () => {
    const text = 'current,former,start_date,end_date\nEswatini,Swaziland,2018-04-19,1968-05-01\n';
    expect(parseTable(parseCsv(text), formerNamesTable()).rejected).toEqual([
      { line: 2, reason: 'end_date: 1968-05-01 is before start_date 2018-04-19' },
    ]);
  });
});

describe('the real international files', () => {
  let results: ParseResult<InternationalResult>;
  let shootouts: ParseResult<Shootout>;
  let goals: ParseResult<Goal>;
  let former: ParseResult<FormerName>;
  beforeAll(async () => {
    const dir = resolveFeedDataDir();
    results = await readFeedTable(join(dir, FEED_FILES.results), resultsTable());
    shootouts = await readFeedTable(join(dir, FEED_FILES.shootouts), shootoutsTable());
    goals = await readFeedTable(join(dir, FEED_FILES.goalscorers), goalscorersTable());
    former = await readFeedTable(join(dir, FEED_FILES.formerNames), formerNamesTable());
  });

  it('reads every row of the four files, refusing none (README counts)', () => {
    expect([results.records.length, shootouts.records.length, goals.records.length, former.records.length]).toEqual([49_520, 683, 47_914, 36]);
    expect([...results.rejected, ...shootouts.rejected, ...goals.rejected, ...former.rejected]).toEqual([]);
  });

  it('covers 1872-11-30 to 2026-07-19 with the README’s matches per recent year', () => {
    const dates = results.records.map((r) => r.date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(['1872-11-30', '2026-07-19']);
    const perYear: Record<string, number> = {};
    for (const d of dates.filter((d) => d >= '2018')) perYear[d.slice(0, 4)] = (perYear[d.slice(0, 4)] ?? 0) + 1;
    expect(perYear).toEqual({ 2018: 929, 2019: 1149, 2020: 347, 2021: 1115, 2022: 970, 2023: 1054, 2024: 1231, 2025: 1002, 2026: 423 });
  });

  it('gunzips the goal file and keeps the 254 goals with an unknown minute', () => {
    expect(goals.records.filter((g) => g.minute === undefined)).toHaveLength(254);
  });

  it('has goal lists that never exceed the score of their match', () => {
    const scores = new Map(results.records.map((r) => [`${r.date}|${r.home}|${r.away}`, r]));
    const tally = new Map<string, number>();
    for (const g of goals.records) {
      const k = `${g.date}|${g.home}|${g.away}|${g.team}`;
      tally.set(k, (tally.get(k) ?? 0) + 1);
    }
    const over = [...tally].filter(([k, n]) => {
      const [date, home, away, team] = k.split('|');
      const match = scores.get(`${date}|${home}|${away}`);
      return !match || n > (team === home ? match.score.home : match.score.away);
    });
    expect(over).toEqual([]);
  });

  it('has one shoot-out without a result row (Saare County v Åland Islands, 2011) and one repeated fixture key', () => {
    const keys = new Set(results.records.map((r) => `${r.date}|${r.home}|${r.away}`));
    expect(shootouts.records.filter((s) => !keys.has(`${s.date}|${s.home}|${s.away}`)).map((s) => s.line)).toEqual([424]);
    expect(results.records.length - keys.size).toBe(1); // 1974-02-17 Tahiti v New Caledonia, two matches
  });
});
