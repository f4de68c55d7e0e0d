import type { BoardFixture, BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { addDays, lotteryBusinessDay, weekdayOf } from '../../src/modules/lottery-data/lottery-day.ts';
import { makeFixture, makeOddsPath, type BoardSnapshot } from '../support/feed.ts';

/**
 * A board for the calculator tests: real teams with real pre-match odds (Pinnacle,
 * football-data.co.uk E0 2024-25), placed on days relative to `now`: two priced matches on sale
 * tomorrow, one without odds, a friendly, a played match, a next-weekend 14-match issue and an
 * NBA game with its spread and total.
 */

export const HOUR = 3_600_000;
export const at = (day: string, time: string): number => Date.parse(`${day}T${time}:00+08:00`);
export const tomorrow = (now = Date.now()): string => addDays(lotteryBusinessDay(now), 1);
/** A Saturday at least a day ahead. */
export function nextSaturday(now = Date.now()): string {
  const today = lotteryBusinessDay(now);
  return addDays(today, (6 - weekdayOf(today) + 7) % 7 || 7);
}

type Quote = { x: [number, number, number]; ou?: [number, number] };
const UNITED_FULHAM: Quote = { x: [1.63, 4.38, 5.3], ou: [1.56, 2.56] };
const IPSWICH_LIVERPOOL: Quote = { x: [8.18, 5.84, 1.34], ou: [1.41, 3] };
const EVERTON_BRIGHTON: Quote = { x: [2.73, 3.36, 2.71], ou: [1.83, 2.05] };

function oddsFor(quote: Quote, stepAt: number): BoardOddsPath[] {
  return [
    makeOddsPath('pinnacle', '1x2', [{ at: stepAt, line: null, prices: quote.x }]),
    ...(quote.ou ? [makeOddsPath('pinnacle', 'over_under', [{ at: stepAt, line: 2.5, prices: quote.ou }])] : []),
  ];
}

const LEAGUES = ['premier-league', 'la-liga', 'serie-a', 'bundesliga', 'ligue-1'];

/** 15 matches on a Saturday, 3 per league. */
function weekend(prefix: string, saturday: string): BoardFixture[] {
  return LEAGUES.flatMap((competitionId, l) =>
    [0, 1, 2].map((k) => {
      const i = l * 3 + k;
      return makeFixture({ id: `${prefix}${i}`, competitionId, kickoffAt: at(saturday, `${String(13 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`) });
    }),
  );
}

export function seed(now: number): BoardSnapshot {
  const day = tomorrow(now);
  const past = addDays(lotteryBusinessDay(now), -2);
  // A week further than the next Saturday: its matches are never among those on sale this week.
  const saturday = addDays(nextSaturday(now), 7);
  const fixtures: BoardFixture[] = [
    makeFixture({ id: 'late', kickoffAt: at(day, '21:00'), homeTeamId: 'ipswich-town', awayTeamId: 'liverpool' }),
    makeFixture({ id: 'early', kickoffAt: at(day, '19:30'), homeTeamId: 'manchester-united', awayTeamId: 'fulham' }),
    makeFixture({ id: 'noodds', kickoffAt: at(day, '20:00'), competitionId: 'la-liga', homeTeamId: 'real-madrid', awayTeamId: 'barcelona' }),
    makeFixture({ id: 'friendly', kickoffAt: at(day, '20:00'), competitionId: 'friendly', homeTeamId: 'england', awayTeamId: 'france' }),
    makeFixture({
      id: 'played', kickoffAt: at(past, '20:00'), homeTeamId: 'everton', awayTeamId: 'brighton',
      status: 'finished', phase: 'finished', score: { home: 2, away: 1 }, halfTime: { home: 0, away: 1 },
    }),
    ...weekend('n', saturday),
    makeFixture({ id: 'nba-next', sport: 'basketball', kickoffAt: at(addDays(day, 1), '08:30') }),
    // After the weekend: the board's window then covers the 14-match weekend whole.
    makeFixture({ id: 'nba-after', sport: 'basketball', kickoffAt: at(addDays(saturday, 4), '08:30') }),
  ];
  const odds: Record<string, BoardOddsPath[]> = {
    late: oddsFor(IPSWICH_LIVERPOOL, now - HOUR),
    early: oddsFor(UNITED_FULHAM, now - HOUR),
    played: oddsFor(EVERTON_BRIGHTON, at(past, '17:00')),
    ...Object.fromEntries(fixtures.filter((f) => /^n\d/.test(f.id)).map((f) => [f.id, oddsFor(UNITED_FULHAM, now - HOUR)])),
    'nba-next': [
      makeOddsPath('pinnacle', 'spread', [{ at: now - HOUR, line: -5.5, prices: [1.91, 1.91] }]),
      makeOddsPath('pinnacle', 'total', [{ at: now - HOUR, line: 221.5, prices: [1.91, 1.91] }]),
    ],
  };
  return { fixtures, odds };
}
