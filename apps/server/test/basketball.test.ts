import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture } from '../src/modules/feed/live/board.types.ts';
import { beijingDateOf } from '../src/modules/basketball/beijing-day.ts';
import { ReplayCalendar } from '../src/modules/feed/live/replay-calendar.ts';
import { replayKickoff } from '../src/modules/feed/replay/index.ts';
import { importNbaSlice } from './basketball-data.ts';
import { makeEvent, makeFixture, makeOddsPath, seedBoard, startFeedTestServer } from './support/feed.ts';
import { badPayloads } from './support/call-samples.ts';
import { call, databaseTargets, type TestServer } from './support/harness.ts';

const HOUR = 3_600_000;

/** When the replay puts the Finals game 5 nearest to today (the board's own calendar). */
async function replayedFinalsGame5(server: TestServer): Promise<number> {
  const schedules = await new ReplayCalendar(server.database.db, { mode: 'calendar', now: Date.now }).schedules();
  const nba = schedules.find((s) => s.code === 'NBA');
  const game = nba?.schedule.entries.find((e) => e.fixture.id === FINALS_GAME_5);
  if (!nba || !game) throw new Error('the NBA 2023-24 Finals are not replayed');
  return replayKickoff(game.fixture.kickoff, nba.schedule.span, new Date()).getTime();
}

/** Real games of the NBA data behind the fixtures (see basketball-data.ts for the slice). */
const BOS_BKN = 'nba:nba:2023-24:2023-11-10:boston-celtics:brooklyn-nets'; // BOS 121-107 BKN, BOS −11.5, total 229.5
const LAL_PHX = 'nba:nba:2023-24:2023-11-10:phoenix-suns:los-angeles-lakers'; // LAL won 122-119 at PHX
const FINALS_GAME_5 = 'nba:nba:2023-24:2024-06-17:boston-celtics:dallas-mavericks'; // BOS 106-88 DAL
const BOS_PHI_2022 = 'nba:nba:2022-23:2022-10-18:boston-celtics:philadelphia-76ers'; // BOS −155, PHI +135

describe.each(databaseTargets)('basketball calls on $name', ({ url }) => {
  let server: TestServer;
  let finished: BoardFixture;
  let live: BoardFixture;
  let soon: BoardFixture;
  let later: BoardFixture;
  let withMoneyline: BoardFixture;
  let ghost: BoardFixture;

  const flatLines = (tipoff: number, spread: number, total: number) => [
    makeOddsPath('nba-lines', 'spread', [{ at: tipoff - 72 * HOUR, line: spread, prices: [] }, { at: tipoff, line: spread, prices: [] }]),
    makeOddsPath('nba-lines', 'total', [{ at: tipoff - 72 * HOUR, line: total, prices: [] }, { at: tipoff, line: total, prices: [] }]),
  ];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url, env: { REPLAY_CLOCK: 'calendar' } });
    await importNbaSlice(server.database.db);
    // Noon in Beijing the day after the replayed calendar's Finals game 5, so every fixture below
    // falls on the same Beijing date and each game's history stops at its real game (history is
    // cut at now on the replayed calendar too: feed/live/world-clock.ts).
    const finalsAt = await replayedFinalsGame5(server);
    const beijingNoon = Date.parse(`${beijingDateOf(finalsAt + 24 * HOUR)}T04:00:00.000Z`);
    server.clock.offsetMs = beijingNoon - Date.now();
    const now = server.clock.now();
    finished = makeFixture({
      id: 'bosbkn', sport: 'basketball', sourceMatchId: BOS_BKN, season: '2023-24',
      homeTeamId: 'boston-celtics', awayTeamId: 'brooklyn-nets', kickoffAt: now - 3 * HOUR,
      status: 'finished', phase: 'finished', period: 4, clock: '00:00', score: { home: 121, away: 107 },
      periods: { home: [38, 28, 27, 28], away: [33, 21, 30, 23] }, version: 9,
    });
    live = makeFixture({
      id: 'lalphx', sport: 'basketball', sourceMatchId: LAL_PHX, season: '2023-24',
      homeTeamId: 'phoenix-suns', awayTeamId: 'los-angeles-lakers', kickoffAt: now - HOUR,
      status: 'live', phase: 'q3', period: 3, clock: '05:12', score: { home: 70, away: 62 },
      periods: { home: [34, 29, 7], away: [25, 30, 7] }, version: 5,
    });
    soon = makeFixture({ id: 'soon1', sport: 'basketball', sourceMatchId: BOS_PHI_2022, kickoffAt: now + 2 * HOUR });
    later = makeFixture({ id: 'later1', sport: 'basketball', sourceMatchId: BOS_BKN, kickoffAt: now + 30 * HOUR });
    withMoneyline = makeFixture({
      id: 'bosphi', sport: 'basketball', sourceMatchId: BOS_PHI_2022, season: '2022-23',
      homeTeamId: 'boston-celtics', awayTeamId: 'philadelphia-76ers', kickoffAt: now - 4 * HOUR,
      status: 'finished', phase: 'finished', period: 4, clock: '00:00', score: { home: 126, away: 117 },
      periods: { home: [24, 39, 35, 28], away: [29, 34, 25, 29] },
    });
    ghost = makeFixture({ id: 'ghost1', sport: 'basketball', sourceMatchId: 'test:not-imported', kickoffAt: now - 2 * HOUR, status: 'finished', phase: 'finished', score: { home: 100, away: 90 } });
    seedBoard(server, {
      fixtures: [finished, live, soon, later, withMoneyline, ghost, makeFixture({ id: 'foot1' })],
      events: {
        lalphx: [
          makeEvent({ seq: 1, minute: 'Q1 11:40', kind: 'three', side: 'home', score: { home: 3, away: 0 }, text: { en: 'Suns three', 'zh-Hans': '太阳三分', 'zh-Hant': '太陽三分', ja: 'サンズ 3P' } }),
          makeEvent({ seq: 2, minute: 'Q1 11:02', kind: 'two', side: 'away', score: { home: 3, away: 2 } }),
          makeEvent({ seq: 3, minute: 'Q1 00:00', kind: 'period_end', side: null, score: { home: 34, away: 25 } }),
        ],
      },
      odds: {
        bosbkn: flatLines(finished.kickoffAt, -11.5, 229.5),
        bosphi: [...flatLines(withMoneyline.kickoffAt, -3, 216), makeOddsPath('nba-lines', 'moneyline', [{ at: withMoneyline.kickoffAt - 72 * HOUR, line: null, prices: [1.65, 2.35] }])],
        soon1: flatLines(soon.kickoffAt, -3, 216),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a bad payload on every basketball call, naming the field', async () => {
    const paths = {
      liveBasketballGames: 'getLanGameNow', basketballGamesOnDate: 'getLanGameDate', basketballGameDetail: 'getLanGameDetail',
      basketballLiveText: 'getLanGameZb', basketballAnalysis: 'getLanGameFx', basketballBoxScore: 'getLanGameTj',
      basketballOdds: 'getLanGameZs', basketballSeasonStats: 'getLanTongJi', basketballTotalsList: 'getGameDxfList',
      basketballMoneylineList: 'getGameDuoList', basketballSpreadList: 'getGameRfList',
    } as const;
    for (const [key, path] of Object.entries(paths)) {
      const sample = badPayloads[key as keyof typeof paths];
      const reply = await call(server, `/MobileLan/${path}`, sample.body, { lang: 'en' });
      expect(reply.status, key).toBe(Status.validation);
      expect(reply.msg, key).toContain(sample.names);
    }
  });

  it.each(['getLanGameDetail', 'getLanGameZb', 'getLanGameFx', 'getLanGameTj', 'getLanGameZs', 'getLanTongJi'])('%s: an unknown id and a football id are not found', async (name) => {
    const unknown = await call(server, `/MobileLan/${name}`, { id: 'nope' }, { lang: 'en' });
    expect(unknown).toMatchObject({ status: Status.notFound, msg: 'No such game: nope' });
    const football = await call(server, `/MobileLan/${name}`, { id: 'foot1' });
    expect(football).toMatchObject({ status: Status.notFound, msg: '比赛不存在：foot1' });
  });

  describe('getLanGameNow', () => {
    it('groups live, about-to-start and just-finished games, names in the caller\'s language', async () => {
      const reply = await call<{ live: Array<{ id: string; home: { name: string } }>; upcoming: Array<{ id: string }>; finished: Array<{ id: string }>; stale: boolean }>(server, '/MobileLan/getLanGameNow', {}, { lang: 'en' });
      expect(reply.status).toBe(0);
      expect(reply.data.live.map((g) => g.id)).toEqual(['lalphx']);
      expect(reply.data.live[0]?.home.name).toBe('Phoenix Suns');
      expect(reply.data.upcoming.map((g) => g.id)).toEqual(['soon1']); // `later1` is 30 h away
      expect(reply.data.finished.map((g) => g.id)).toEqual(['bosphi', 'bosbkn', 'ghost1']);
      expect(reply.data.stale).toBe(false);
      const zh = await call<{ live: Array<{ home: { name: string; shortName: string; colour: string } }> }>(server, '/MobileLan/getLanGameNow', {});
      expect(zh.data.live[0]?.home).toMatchObject({ name: '菲尼克斯太阳', shortName: '太阳' });
      expect(zh.data.live[0]?.home.colour).toMatch(/^#[0-9A-F]{6}$/i);
    });

    it('serves the same bytes until the board changes, then the new score', async () => {
      const first = await server.app.inject({ method: 'POST', url: '/MobileLan/getLanGameNow', payload: {}, headers: { 'content-type': 'application/json', lang: 'ja' } });
      const again = await server.app.inject({ method: 'POST', url: '/MobileLan/getLanGameNow', payload: {}, headers: { 'content-type': 'application/json', lang: 'ja' } });
      expect(again.body).toBe(first.body);
      server.board.apply({ fixture: { ...live, score: { home: 72, away: 62 }, periods: { home: [34, 29, 9], away: [25, 30, 7] }, version: live.version + 1 }, newEvents: [] });
      const after = await call<{ live: Array<{ score: { home: number } }> }>(server, '/MobileLan/getLanGameNow', {}, { lang: 'ja' });
      expect(after.data.live[0]?.score.home).toBe(72);
      server.board.apply({ fixture: { ...live, version: live.version + 2 }, newEvents: [] });
    });
  });

  describe('getLanGameDate', () => {
    it('lists a Beijing date\'s games by tip-off', async () => {
      const date = beijingDateOf(later.kickoffAt);
      const reply = await call<{ date: string; covered: boolean; games: Array<{ id: string }> }>(server, '/MobileLan/getLanGameDate', { date });
      expect(reply.status).toBe(0);
      expect(reply.data.date).toBe(date);
      expect(reply.data.games.map((g) => g.id)).toContain('later1');
      expect(reply.data.covered).toBe(true);
    });

    it('answers a near date outside the board from the calendar (fixtures, no score), and refuses far or impossible dates', async () => {
      const tenDays = beijingDateOf(server.clock.now() + 10 * 24 * HOUR);
      const near = await call<{ covered: boolean; games: Array<{ status: string; score: unknown }> }>(server, '/MobileLan/getLanGameDate', { date: tenDays });
      expect(near.data.covered).toBe(true);
      for (const g of near.data.games) expect(g).toMatchObject({ status: 'scheduled', score: null });
      const far = beijingDateOf(server.clock.now() + 70 * 24 * HOUR);
      const refused = await call(server, '/MobileLan/getLanGameDate', { date: far }, { lang: 'en' });
      expect(refused).toMatchObject({ status: Status.validation, msg: `The date ${far} is out of range (within 60 days of today only)` });
      const impossible = await call(server, '/MobileLan/getLanGameDate', { date: '2026-02-30' }, { lang: 'en' });
      expect(impossible.status).toBe(Status.validation);
      expect(impossible.msg).toContain('date');
    });
  });

  it('getLanGameDetail: score by period, half-time, overtime count', async () => {
    const reply = await call<{ game: { score: unknown; periods: unknown; status: string; clock: string }; halfTime: unknown; overtimePeriods: number }>(server, '/MobileLan/getLanGameDetail', { id: 'bosbkn' });
    expect(reply.status).toBe(0);
    expect(reply.data.game).toMatchObject({ status: 'finished', score: { home: 121, away: 107 }, periods: { home: [38, 28, 27, 28], away: [33, 21, 30, 23] } });
    expect(reply.data.halfTime).toEqual({ home: 66, away: 54 });
    expect(reply.data.overtimePeriods).toBe(0);
    const ot = { ...finished, id: 'ot1', periods: { home: [30, 25, 25, 20, 10, 12], away: [25, 30, 20, 25, 10, 8] }, score: { home: 122, away: 118 } };
    server.board.apply({ fixture: ot, newEvents: [] });
    const overtime = await call<{ overtimePeriods: number; game: { periods: { home: number[] } } }>(server, '/MobileLan/getLanGameDetail', { id: 'ot1' });
    expect(overtime.data.overtimePeriods).toBe(2);
    expect(overtime.data.game.periods.home).toHaveLength(6);
    const q2 = await call<{ halfTime: unknown }>(server, '/MobileLan/getLanGameDetail', { id: 'lalphx' });
    expect(q2.data.halfTime).toEqual({ home: 63, away: 55 });
  });

  it('getLanGameZb: live text in the caller\'s language, after a seq, bounded', async () => {
    const all = await call<{ lines: Array<{ seq: number; text: string; minute: string }>; hasMore: boolean }>(server, '/MobileLan/getLanGameZb', { id: 'lalphx' });
    expect(all.data.lines.map((l) => l.seq)).toEqual([1, 2, 3]);
    expect(all.data.lines[0]).toMatchObject({ text: '太阳三分', minute: 'Q1 11:40' });
    const page = await call<{ lines: Array<{ seq: number }>; hasMore: boolean }>(server, '/MobileLan/getLanGameZb', { id: 'lalphx', afterSeq: 1, limit: 1 }, { lang: 'en' });
    expect(page.data.lines.map((l) => l.seq)).toEqual([2]);
    expect(page.data.hasMore).toBe(true);
    const none = await call<{ lines: unknown[]; hasMore: boolean }>(server, '/MobileLan/getLanGameZb', { id: 'soon1' });
    expect(none.data).toMatchObject({ lines: [], hasMore: false, status: 'scheduled' });
  });

  it('getLanGameZs: spread, total and moneyline paths, opening and current, closed after tip-off', async () => {
    const reply = await call<{ markets: Array<{ market: string; companyName: string; opening: { line: number | null; prices: number[] }; current: { line: number | null }; closed: boolean; outcomes: string[]; history: unknown[] }> }>(server, '/MobileLan/getLanGameZs', { id: 'bosphi' }, { lang: 'en' });
    expect(reply.status).toBe(0);
    const by = Object.fromEntries(reply.data.markets.map((m) => [m.market, m]));
    expect(by.spread).toMatchObject({ companyName: 'NBA betting lines', opening: { line: -3 }, current: { line: -3 }, closed: true, outcomes: [] });
    expect(by.total?.current.line).toBe(216);
    expect(by.moneyline).toMatchObject({ outcomes: ['home', 'away'], opening: { prices: [1.65, 2.35] } });
    const before = await call<{ markets: Array<{ closed: boolean; history: unknown[] }> }>(server, '/MobileLan/getLanGameZs', { id: 'soon1' });
    // The closing step is at tip-off, two hours ahead: only the opening step is in force.
    expect(before.data.markets.map((m) => [m.closed, m.history.length])).toEqual([[false, 1], [false, 1]]);
    expect((await call<{ markets: unknown[] }>(server, '/MobileLan/getLanGameZs', { id: 'later1' })).data.markets).toEqual([]);
  });

  describe('getLanGameFx (history as of 10 Nov 2023)', () => {
    it('gives head-to-head, recent games, venue records and standings from real results', async () => {
      type Past = { matchId: string; score: { home: number; away: number }; home: { id: string } };
      const reply = await call<{
        season: string;
        headToHead: { games: Past[]; homeWins: number; awayWins: number };
        recent: { home: Past[]; away: Past[] };
        homeRecord: unknown;
        standings: { home: Record<string, unknown>; conferences: Array<{ conference: string; rows: unknown[] }>; leagueRank: { home: number | null } };
      }>(server, '/MobileLan/getLanGameFx', { id: 'bosbkn', limit: 5 }, { lang: 'en' });
      expect(reply.status).toBe(0);
      expect(reply.data.season).toBe('2023-24');
      // The latest meeting: Boston won 124-114 at Brooklyn on 4 Nov 2023.
      expect(reply.data.headToHead.games[0]).toMatchObject({ matchId: 'nba:nba:2023-24:2023-11-04:brooklyn-nets:boston-celtics', score: { home: 114, away: 124 } });
      expect(reply.data.headToHead.homeWins + reply.data.headToHead.awayWins).toBe(reply.data.headToHead.games.length);
      // Boston's last five before 10 Nov: L at PHI, L at MIN, W at BKN, W v IND, W at WSH.
      expect(reply.data.recent.home.map((g) => `${g.score.home}-${g.score.away}`)).toEqual(['106-103', '114-109', '114-124', '155-104', '107-126']);
      expect(reply.data.recent.away).toHaveLength(5);
      expect(reply.data.homeRecord).toEqual({ atHome: { wins: 2, losses: 0 }, onRoad: { wins: 3, losses: 2 } });
      expect(reply.data.standings.home).toMatchObject({ wins: 5, losses: 2, streak: 'L2', lastTen: { wins: 5, losses: 2 }, conference: 'east' });
      expect(reply.data.standings.conferences.map((c) => [c.conference, c.rows.length])).toEqual([['east', 15]]);
      expect(reply.data.standings.leagueRank.home).toBeGreaterThanOrEqual(1);
    });

    it('ranks the final 2023-24 regular season for a Finals game: Boston 64-18 first, Oklahoma City ahead of Denver on their meetings', async () => {
      const now = server.clock.now();
      server.board.apply({
        fixture: makeFixture({ id: 'finals5', sport: 'basketball', sourceMatchId: FINALS_GAME_5, homeTeamId: 'boston-celtics', awayTeamId: 'dallas-mavericks', kickoffAt: now + 3 * HOUR }),
        newEvents: [],
      });
      type Row = { team: { id: string }; wins: number; losses: number; gamesBehind: number };
      const reply = await call<{ standings: { conferences: Array<{ conference: string; rows: Row[] }>; leagueRank: { home: number | null } } }>(server, '/MobileLan/getLanGameFx', { id: 'finals5' });
      const [east, west] = reply.data.standings.conferences.map((c) => c.rows);
      expect(east?.[0]).toMatchObject({ team: { id: 'boston-celtics' }, wins: 64, losses: 18, gamesBehind: 0 });
      expect(east?.at(-1)).toMatchObject({ team: { id: 'detroit-pistons' }, wins: 14, losses: 68, gamesBehind: 50 });
      expect(west?.slice(0, 3).map((r) => [r.team.id, r.wins, r.losses])).toEqual([
        ['oklahoma-city-thunder', 57, 25], ['denver-nuggets', 57, 25], ['minnesota-timberwolves', 56, 26],
      ]);
      expect(reply.data.standings.leagueRank.home).toBe(1);
    });

    it('defaults to ten games and refuses more than twenty', async () => {
      const reply = await call<{ recent: { home: unknown[] } }>(server, '/MobileLan/getLanGameFx', { id: 'bosbkn' });
      expect(reply.data.recent.home).toHaveLength(10);
      expect((await call(server, '/MobileLan/getLanGameFx', { id: 'bosbkn', limit: 21 })).status).toBe(Status.validation);
    });

    it('is not found when the fixture\'s real game is not in the database', async () => {
      expect((await call(server, '/MobileLan/getLanGameFx', { id: 'ghost1' })).status).toBe(Status.notFound);
      expect((await call(server, '/MobileLan/getLanTongJi', { id: 'ghost1' })).status).toBe(Status.notFound);
    });
  });

  it('getLanGameTj: the real box score once finished, periods only while live, nothing before', async () => {
    const done = await call<{ available: string; home: Record<string, number>; away: Record<string, number> }>(server, '/MobileLan/getLanGameTj', { id: 'bosbkn' });
    expect(done.data.available).toBe('box_score');
    expect(done.data.home).toMatchObject({ points: 121, rebounds: 52, assists: 29, fieldGoalsMade: 41, fieldGoalsAttempted: 94, fieldGoalPct: 43.6, threesMade: 19, threePct: 36.5, freeThrowPct: 71.4, turnovers: 8, steals: 5, blocks: 3 });
    expect(done.data.away).toMatchObject({ points: 107, rebounds: 46 });
    const playing = await call<{ available: string; home: unknown; periods: { home: number[] } }>(server, '/MobileLan/getLanGameTj', { id: 'lalphx' });
    expect(playing.data).toMatchObject({ available: 'periods_only', home: null });
    expect(playing.data.periods.home).toHaveLength(3);
    expect((await call<{ available: string }>(server, '/MobileLan/getLanGameTj', { id: 'soon1' })).data.available).toBe('not_started');
    expect((await call<{ available: string }>(server, '/MobileLan/getLanGameTj', { id: 'ghost1' })).data.available).toBe('periods_only');
  });

  it('getLanTongJi: season splits with ATS and over/under records before the game', async () => {
    const reply = await call<{ home: { all: unknown; atHome: { games: number }; onRoad: { games: number } }; away: { all: { games: number } } }>(server, '/MobileLan/getLanTongJi', { id: 'bosbkn' });
    expect(reply.status).toBe(0);
    // Boston's seven games: 844 scored, 760 allowed; covered at WSH, v IND, at BKN; five overs.
    expect(reply.data.home.all).toEqual({
      games: 7, wins: 5, losses: 2, pointsFor: 120.6, pointsAgainst: 108.6,
      ats: { covers: 3, fails: 4, pushes: 0 }, overUnder: { overs: 5, unders: 2, pushes: 0 },
    });
    expect(reply.data.home.atHome.games + reply.data.home.onRoad.games).toBe(7);
    expect(reply.data.away.all.games).toBeGreaterThan(0);
  });

  describe('day lists', () => {
    const today = () => beijingDateOf(finished.kickoffAt);

    it('getGameDxfList: the total line, lottery 大小分 prices and the result', async () => {
      const reply = await call<{ total: number; items: Array<{ game: { id: string }; line: number | null; lottery: { line: number; over: number; under: number } | null; result: unknown }> }>(server, '/MobileLan/getGameDxfList', { date: today() });
      expect(reply.status).toBe(0);
      const bos = reply.data.items.find((i) => i.game.id === 'bosbkn');
      expect(bos).toMatchObject({ line: 229.5, lottery: { line: 229.5 }, result: { totalPoints: 228, bookmaker: 'under', lottery: 'under' } });
      expect((bos?.lottery?.over ?? 0) > 1 && (bos?.lottery?.under ?? 0) > 1).toBe(true);
      const noLine = reply.data.items.find((i) => i.game.id === 'lalphx');
      expect(noLine).toMatchObject({ line: null, lottery: null, result: null });
    });

    it('getGameRfList: the spread, lottery 让分 prices and who covered', async () => {
      const reply = await call<{ items: Array<{ game: { id: string }; line: number | null; lottery: { handicap: number } | null; result: unknown }> }>(server, '/MobileLan/getGameRfList', { date: today() });
      const bos = reply.data.items.find((i) => i.game.id === 'bosbkn');
      // Boston won by 14 giving 11.5: covered.
      expect(bos).toMatchObject({ line: -11.5, lottery: { handicap: -11.5 }, result: { margin: 14, cover: 'home', lottery: 'home' } });
      const whole = reply.data.items.find((i) => i.game.id === 'bosphi');
      // A whole line: the lottery moves it half a point; Boston by 9 at −3 covers both.
      expect(whole).toMatchObject({ line: -3, lottery: { handicap: -3.5 }, result: { margin: 9, cover: 'home', lottery: 'home' } });
    });

    it('getGameDuoList: the data\'s moneyline when quoted, else derived from the spread', async () => {
      type Side = { decimal: number; american: number; impliedProbability: number };
      const reply = await call<{ items: Array<{ game: { id: string }; source: string | null; home: Side | null; away: Side | null; overround: number | null; winner: string | null }> }>(server, '/MobileLan/getGameDuoList', { date: today() });
      const byId = Object.fromEntries(reply.data.items.map((i) => [i.game.id, i]));
      expect(byId.bosphi).toMatchObject({
        source: 'bookmaker', winner: 'home',
        home: { american: -155, decimal: 1.65, impliedProbability: 0.6078 },
        away: { american: 135, decimal: 2.35, impliedProbability: 0.4255 },
        overround: 1.0334,
      });
      expect(byId.bosbkn).toMatchObject({ source: 'model', winner: 'home' });
      expect(byId.bosbkn?.home?.decimal).toBeLessThan(1.2); // an 11.5-point favourite
      expect(byId.lalphx).toMatchObject({ source: null, home: null, winner: null });
    });

    it('pages by tip-off and bounds the page size', async () => {
      const first = await call<{ total: number; page: number; items: Array<{ game: { id: string } }> }>(server, '/MobileLan/getGameDuoList', { date: today(), pageSize: 2 });
      const second = await call<{ items: Array<{ game: { id: string } }> }>(server, '/MobileLan/getGameDuoList', { date: today(), pageSize: 2, page: 2 });
      expect(first.data.items).toHaveLength(Math.min(2, first.data.total));
      const ids = [...first.data.items, ...second.data.items].map((i) => i.game.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await call(server, '/MobileLan/getGameRfList', { pageSize: 51 })).status).toBe(Status.validation);
      const past = await call<{ items: unknown[]; total: number }>(server, '/MobileLan/getGameDxfList', { date: today(), page: 100 });
      expect(past.data.items).toEqual([]);
    });
  });
});
