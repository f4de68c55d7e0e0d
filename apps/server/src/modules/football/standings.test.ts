import { describe, expect, it } from 'vitest';
import { computeStandings, outcomeFor, recordOf, type MatchResult } from './standings.ts';

// Premier League 2024-25, rounds 1 and 2 (football-data.co.uk E0_2425.csv lines 2–21).
const rows: Array<[string, string, string, number, number]> = [
  ['2024-08-16', 'manchester-united', 'fulham', 1, 0],
  ['2024-08-17', 'ipswich-town', 'liverpool', 0, 2],
  ['2024-08-17', 'arsenal', 'wolverhampton-wanderers', 2, 0],
  ['2024-08-17', 'everton', 'brighton', 0, 3],
  ['2024-08-17', 'newcastle-united', 'southampton', 1, 0],
  ['2024-08-17', 'nottingham-forest', 'bournemouth', 1, 1],
  ['2024-08-17', 'west-ham-united', 'aston-villa', 1, 2],
  ['2024-08-18', 'brentford', 'crystal-palace', 2, 1],
  ['2024-08-18', 'chelsea', 'manchester-city', 0, 2],
  ['2024-08-19', 'leicester-city', 'tottenham-hotspur', 1, 1],
  ['2024-08-24', 'brighton', 'manchester-united', 2, 1],
  ['2024-08-24', 'crystal-palace', 'west-ham-united', 0, 2],
  ['2024-08-24', 'fulham', 'leicester-city', 2, 1],
  ['2024-08-24', 'manchester-city', 'ipswich-town', 4, 1],
  ['2024-08-24', 'southampton', 'nottingham-forest', 0, 1],
  ['2024-08-24', 'tottenham-hotspur', 'everton', 4, 0],
  ['2024-08-24', 'aston-villa', 'arsenal', 0, 2],
  ['2024-08-25', 'bournemouth', 'newcastle-united', 1, 1],
  ['2024-08-25', 'wolverhampton-wanderers', 'chelsea', 2, 6],
  ['2024-08-25', 'liverpool', 'brentford', 2, 0],
];
const results: MatchResult[] = rows.map(([date, homeTeamId, awayTeamId, homeGoals, awayGoals]) => ({
  homeTeamId,
  awayTeamId,
  homeGoals,
  awayGoals,
  playedAt: Date.parse(`${date}T14:00:00Z`),
}));

describe('standings', () => {
  const table = computeStandings(results);
  const row = (id: string) => table.find((r) => r.teamId === id);

  it('ranks by points, goal difference, goals scored, then id', () => {
    expect(table.slice(0, 4).map((r) => [r.teamId, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ['manchester-city', 6, 5, 6],
      ['brighton', 6, 4, 5],
      ['arsenal', 6, 4, 4],
      ['liverpool', 6, 4, 4],
    ]);
    expect(table).toHaveLength(20);
    expect(table.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(table.at(-1)?.teamId).toBe('everton'); // 0 points, 0-7
  });

  it('splits home and away and keeps the form newest first', () => {
    const chelsea = row('chelsea');
    expect(chelsea).toMatchObject({ played: 2, won: 1, lost: 1, goalsFor: 6, goalsAgainst: 4, points: 3, form: ['W', 'L'] });
    expect(chelsea?.home).toMatchObject({ played: 1, lost: 1, goalsFor: 0, goalsAgainst: 2, points: 0 });
    expect(chelsea?.away).toMatchObject({ played: 1, won: 1, goalsFor: 6, goalsAgainst: 2, points: 3 });
    expect(row('manchester-united')?.form).toEqual(['L', 'W']);
    expect(row('bournemouth')).toMatchObject({ drawn: 2, points: 2, goalDifference: 0 });
  });

  it('keeps only the last five results in the form', () => {
    const six = Array.from({ length: 6 }, (_, i): MatchResult => ({ homeTeamId: 'a', awayTeamId: 'b', homeGoals: i === 0 ? 0 : 1, awayGoals: 0, playedAt: i }));
    expect(computeStandings(six)[0]?.form).toEqual(['W', 'W', 'W', 'W', 'W']);
    expect(computeStandings(six).find((r) => r.teamId === 'b')?.form).toEqual(['L', 'L', 'L', 'L', 'L']);
  });

  it('gives outcomes and records from one side', () => {
    const [opener] = results;
    expect(opener && outcomeFor(opener, 'fulham')).toBe('L');
    expect(recordOf(results, 'tottenham-hotspur')).toEqual({ played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 1, points: 4 });
    expect(computeStandings([])).toEqual([]);
  });
});
