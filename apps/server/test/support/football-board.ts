import type { BoardEvent, BoardFixture, BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { makeEvent, makeFixture, makeOddsPath, type BoardSnapshot } from './feed.ts';

/**
 * A football board for the match-call suites, built around `now` (a Beijing afternoon, so every
 * fixture but `m-yday` is on the same Beijing day). Sources are real Premier League 2024-25
 * matches, prices their real quotes (E0_2425.csv).
 */

const HOUR = 3_600_000;
export const VILLA_ARSENAL = 'fd:premier-league:2024-25:2024-08-24:aston-villa:arsenal';
export const BRIGHTON_UNITED = 'fd:premier-league:2024-25:2024-08-24:brighton:manchester-united';
export const LIVERPOOL_BRENTFORD = 'fd:premier-league:2024-25:2024-08-25:liverpool:brentford';

/** A Beijing 14:00 (06:00 UTC) on the day of `realNow`. */
export function beijingAfternoon(realNow: number): number {
  const date = new Date(realNow + 8 * HOUR).toISOString().slice(0, 10);
  return Date.parse(`${date}T06:00:00Z`);
}

const flat = (company: string, market: BoardOddsPath['market'], at: number, prices: number[], line: number | null = null) =>
  makeOddsPath(company, market, [{ at, line, prices }]);

export function footballBoard(now: number): BoardSnapshot {
  const live = makeFixture({
    id: 'm-live', sourceMatchId: VILLA_ARSENAL, homeTeamId: 'aston-villa', awayTeamId: 'arsenal', kickoffAt: now - 70 * 60_000,
    status: 'live', phase: 'second_half', clock: '67', score: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 },
    liveStats: { corners: { home: 3, away: 5 }, yellowCards: { home: 1, away: 2 }, redCards: { home: 0, away: 0 } },
    lottery: { day: '2026-11-22', code: '周日001' },
  });
  const done = makeFixture({
    id: 'm-done', sourceMatchId: BRIGHTON_UNITED, homeTeamId: 'brighton', awayTeamId: 'manchester-united', kickoffAt: now - 3 * HOUR,
    status: 'finished', phase: 'finished', clock: '90+4', score: { home: 2, away: 1 }, halfTime: { home: 1, away: 0 },
    liveStats: { corners: { home: 4, away: 4 }, yellowCards: { home: 1, away: 2 }, redCards: { home: 0, away: 0 } },
  });
  const soon = makeFixture({ id: 'm-soon', sourceMatchId: LIVERPOOL_BRENTFORD, homeTeamId: 'liverpool', awayTeamId: 'brentford', kickoffAt: now + HOUR });
  const later = makeFixture({ id: 'm-later', sourceMatchId: 'test:later', homeTeamId: 'wolverhampton-wanderers', awayTeamId: 'chelsea', kickoffAt: now + 5 * HOUR });
  const italy = makeFixture({ id: 'm-italy', sourceMatchId: 'test:italy', competitionId: 'serie-a', homeTeamId: 'juventus', awayTeamId: 'inter-milan', kickoffAt: now + 6 * HOUR });
  const yesterday = makeFixture({ id: 'm-yday', sourceMatchId: 'test:yday', homeTeamId: 'everton', awayTeamId: 'fulham', kickoffAt: now - 24 * HOUR, status: 'finished', phase: 'finished', score: { home: 0, away: 0 } });
  const basketball = makeFixture({ id: 'b-now', sport: 'basketball', kickoffAt: now + HOUR });
  const fixtures: BoardFixture[] = [live, done, soon, later, italy, yesterday, basketball];

  const open = (f: BoardFixture) => f.kickoffAt - 72 * HOUR;
  const events: Record<string, BoardEvent[]> = {
    'm-live': [
      makeEvent({ seq: 1, kind: 'kick_off', side: null, minute: "1'", score: { home: 0, away: 0 }, text: { en: 'Kick-off', 'zh-Hans': '比赛开始', 'zh-Hant': '比賽開始', ja: 'キックオフ' } }),
      makeEvent({ seq: 2, kind: 'goal', side: 'home', minute: "23'", score: { home: 1, away: 0 }, text: { en: 'Aston Villa goal', 'zh-Hans': '阿斯顿维拉进球', 'zh-Hant': '阿士東維拉入球', ja: 'アストン・ヴィラ ゴール' } }),
    ],
  };
  const odds: Record<string, BoardOddsPath[]> = {
    'm-live': [
      makeOddsPath('bet365', '1x2', [{ at: open(live), line: null, prices: [4.33, 3.8, 1.75] }, { at: live.kickoffAt, line: null, prices: [4.5, 4, 1.73] }]),
      makeOddsPath('pinnacle', '1x2', [{ at: open(live), line: null, prices: [4.55, 3.98, 1.77] }, { at: live.kickoffAt, line: null, prices: [4.85, 4.04, 1.74] }]),
      flat('avg', '1x2', open(live), [4.41, 3.92, 1.78]),
      flat('bet365', 'over_under', open(live), [1.73, 2.1], 2.5),
      flat('pinnacle', 'over_under', open(live), [1.75, 2.15], 2.5),
      flat('bet365', 'asian_handicap', open(live), [1.9, 2], 0.75),
    ],
    'm-done': [
      makeOddsPath('bet365', '1x2', [{ at: open(done), line: null, prices: [2.5, 3.7, 2.63] }, { at: done.kickoffAt, line: null, prices: [2.3, 3.8, 2.88] }]),
      makeOddsPath('pinnacle', '1x2', [{ at: open(done), line: null, prices: [2.51, 3.66, 2.76] }, { at: done.kickoffAt, line: null, prices: [2.42, 3.76, 2.86] }]),
      flat('bet365', 'over_under', open(done), [1.57, 2.38], 2.5),
    ],
    'm-soon': [
      // The second step is due in 30 minutes: the board must not show it yet.
      makeOddsPath('bet365', '1x2', [{ at: now - 48 * HOUR, line: null, prices: [1.27, 5.75, 11] }, { at: now + 30 * 60_000, line: null, prices: [1.2, 7, 13] }]),
      flat('bet365', 'asian_handicap', now - 48 * HOUR, [1.89, 2.01], -1.75),
    ],
  };
  return { fixtures, events, odds };
}
