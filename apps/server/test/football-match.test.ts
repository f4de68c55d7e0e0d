import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/feed/import/index.ts';
import { ReplayCalendar } from '../src/modules/feed/live/replay-calendar.ts';
import { replayKickoff } from '../src/modules/feed/replay/index.ts';
import { createFeedSubset, seedBoard, startFeedTestServer } from './support/feed.ts';
import { footballBoard } from './support/football-board.ts';
import { call, databaseTargets, newIp, type TestServer } from './support/harness.ts';

// History is the real Premier League 2023-24 and 2024-25 (a two-file import, not the whole set).
// The board replays Aston Villa v Arsenal and Brighton v Man United of 24 Aug 2024 (round 2), with
// the clock set where the replayed calendar puts Villa v Arsenal (17:30 Beijing on its Saturday),
// 70 minutes in: history is dated on that calendar (see feed/live/world-clock.ts).

interface PastMatch {
  id: string;
  playedAt: number;
  home: { id: string };
  away: { id: string };
  score: { home: number; away: number };
  outcome?: string;
}
interface StandingRow {
  rank: number;
  team: { id: string; name: string };
  points: number;
  played: number;
  goalDifference: number;
  form: string[];
  home: { played: number };
}

const silent = { info: () => undefined, warn: () => undefined };
const DAY = 86_400_000;

describe.each(databaseTargets)('one football match on $name', ({ url }) => {
  let server: TestServer;
  let subset: ReturnType<typeof createFeedSubset>;
  /** Villa v Arsenal's replayed kick-off. */
  let villaArsenal: number;

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url, env: { REPLAY_CLOCK: 'calendar' } });
    subset = createFeedSubset({ football: ['E0_2324.csv', 'E0_2425.csv'] });
    await runImport(server.database.db, { dataDir: subset.dir, log: silent });
    const [premierLeague] = await new ReplayCalendar(server.database.db, { mode: 'calendar', now: Date.now }).schedules();
    if (!premierLeague) throw new Error('the Premier League 2024-25 is not replayed');
    villaArsenal = replayKickoff(new Date('2024-08-24T16:30:00Z'), premierLeague.schedule.span, new Date()).getTime();
    server.clock.offsetMs = villaArsenal + 70 * 60_000 - Date.now();
    seedBoard(server, footballBoard(server.clock.now()));
  }, 180_000);
  afterAll(async () => {
    await server.close();
    subset.remove();
  });

  const send = <T>(path: string, payload: unknown, lang = 'en') => call<T>(server, path, payload, { ip: newIp(), lang });

  it('an unknown match id is not found, naming the id, for every one-match call', async () => {
    for (const path of ['getGameDetail', 'getGameZhiBo', 'getFootStat', 'getGamePeiLv', 'getGameAnalysis']) {
      const reply = await send(`/MobileFoot/${path}`, { id: 'no-such-match' });
      expect(reply).toEqual({ status: Status.notFound, msg: 'No such match: no-such-match', data: null });
    }
    expect((await send('/MobileFootNew/getHostList5', { id: 'b-now' })).status).toBe(Status.notFound); // basketball, not football
    expect((await send('/MobileFoot/getGameDetail', { id: 'nope' }, 'zh-Hans')).msg).toBe('比赛不存在：nope');
  });

  it('getGameDetail: the match as the board has it', async () => {
    const reply = await send<Record<string, unknown>>('/MobileFoot/getGameDetail', { id: 'm-live' }, 'zh-Hant');
    expect(reply.data).toMatchObject({
      id: 'm-live', competition: '英超', competitionName: '英格蘭超級聯賽', season: '2024-25', status: 'live', clock: '67',
      liveStats: { corners: { home: 3, away: 5 }, yellowCards: { home: 1, away: 2 }, redCards: { home: 0, away: 0 } },
      version: 1, stale: false, away: { name: '阿仙奴' },
    });
  });

  it('getGameZhiBo: live text in the caller\'s language, or only what is newer than afterSeq', async () => {
    const all = await send<{ events: Array<{ seq: number; text: string }> }>('/MobileFoot/getGameZhiBo', { id: 'm-live' }, 'ja');
    expect(all.data.events.map((e) => e.text)).toEqual(['キックオフ', 'アストン・ヴィラ ゴール']);
    const newer = await send<{ events: Array<{ seq: number }>; score: unknown }>('/MobileFoot/getGameZhiBo', { id: 'm-live', afterSeq: 1 });
    expect(newer.data).toMatchObject({ score: { home: 1, away: 0 }, events: [{ seq: 2, kind: 'goal', side: 'home', minute: "23'" }] });
    expect((await send<{ events: unknown[] }>('/MobileFoot/getGameZhiBo', { id: 'm-soon' })).data.events).toEqual([]);
  });

  it('getFootStat: the real statistics once finished, counts so far when live, none before', async () => {
    const done = await send('/MobileFoot/getFootStat', { id: 'm-done' });
    // Brighton 2-1 Man United: shots 14-11, on target 5-4, fouls 9-13, corners 4-4, yellow 1-2.
    expect(done.data).toEqual({
      id: 'm-done', source: 'final', available: true,
      home: { shots: 14, shotsOnTarget: 5, fouls: 9, corners: 4, yellowCards: 1, redCards: 0 },
      away: { shots: 11, shotsOnTarget: 4, fouls: 13, corners: 4, yellowCards: 2, redCards: 0 },
    });
    const live = await send('/MobileFoot/getFootStat', { id: 'm-live' });
    expect(live.data).toMatchObject({ source: 'live', available: true, home: { corners: 3, yellowCards: 1, shots: null }, away: { corners: 5, yellowCards: 2 } });
    expect((await send('/MobileFoot/getFootStat', { id: 'm-soon' })).data).toMatchObject({ source: 'none', available: true, home: { corners: null } });
  });

  it('getGamePeiLv: each company\'s steps up to now, by market and company', async () => {
    const all = await send<{ paths: Array<{ company: string; market: string; steps: unknown[] }> }>('/MobileFoot/getGamePeiLv', { id: 'm-live' });
    expect(all.data.paths.map((p) => `${p.company}/${p.market}/${p.steps.length}`)).toEqual([
      'bet365/1x2/2', 'pinnacle/1x2/2', 'avg/1x2/1', 'bet365/over_under/1', 'pinnacle/over_under/1', 'bet365/asian_handicap/1',
    ]);
    const one = await send<{ paths: Array<{ companyName: string; steps: Array<{ prices: number[] }> }> }>(
      '/MobileFoot/getGamePeiLv', { id: 'm-live', market: '1x2', company: 'pinnacle' }, 'zh-Hans');
    expect(one.data.paths).toHaveLength(1);
    expect(one.data.paths[0]?.companyName).toBe('平博');
    expect(one.data.paths[0]?.steps.map((s) => s.prices)).toEqual([[4.55, 3.98, 1.77], [4.85, 4.04, 1.74]]);
    // The next step of m-soon is due in 30 minutes: not shown yet.
    const soon = await send<{ paths: Array<{ steps: unknown[] }> }>('/MobileFoot/getGamePeiLv', { id: 'm-soon', market: '1x2' });
    expect(soon.data.paths[0]?.steps).toHaveLength(1);
  });

  it('getGameAnalysis: meetings, form and both standings rows, all from before the real match', async () => {
    const reply = await send<{
      before: number;
      headToHead: { matches: PastMatch[]; homeWins: number; draws: number; awayWins: number };
      form: { home: { matches: PastMatch[]; overall: { played: number; points: number }; home: { played: number }; away: { played: number } }; away: { matches: PastMatch[] } };
      standings: { kind: string; teams: number; rows: StandingRow[] };
    }>('/MobileFoot/getGameAnalysis', { id: 'm-live', limit: 5 });
    expect(reply.status).toBe(Status.ok);
    const { headToHead, form, standings } = reply.data;
    // 2023-24: Villa 1-0 Arsenal (9 Dec), Arsenal 0-2 Villa (14 Apr).
    expect(headToHead.matches.map((m) => `${m.home.id} ${m.score.home}-${m.score.away} ${m.away.id}`)).toEqual(['arsenal 0-2 aston-villa', 'aston-villa 1-0 arsenal']);
    expect(headToHead).toMatchObject({ homeWins: 2, draws: 0, awayWins: 0 });
    expect(form.home.matches).toHaveLength(5);
    expect(form.home.matches.every((m) => m.playedAt < villaArsenal)).toBe(true);
    // Villa's newest: West Ham 1-2 Villa on the opening weekend of 2024-25, a Saturday 17:30 too:
    // one week before on the replayed calendar, as on the real one.
    expect(form.home.matches[0]).toMatchObject({ home: { id: 'west-ham-united' }, score: { home: 1, away: 2 }, outcome: 'W', playedAt: villaArsenal - 7 * DAY });
    expect(form.home.overall.played).toBe(5);
    expect(form.home.home.played + form.home.away.played).toBe(5);
    // The table at kick-off (17:30): round 1 and that day's earlier games (City, Brighton, Spurs
    // and Forest on 4+ points); Arsenal won 2-0, Villa 2-1, and West Ham (+1, 3 scored) pass Villa.
    expect(standings).toMatchObject({ kind: 'league', teams: 20 });
    expect(standings.rows.map((r) => [r.team.id, r.rank, r.points, r.goalDifference, r.form])).toEqual([
      ['arsenal', 5, 3, 2, ['W']],
      ['aston-villa', 8, 3, 1, ['W']],
    ]);
  });

  it('getHostList5: each side\'s last five, newest first', async () => {
    const reply = await send<{ home: PastMatch[]; away: PastMatch[] }>('/MobileFootNew/getHostList5', { id: 'm-done' });
    expect(reply.data.home).toHaveLength(5);
    expect(reply.data.away).toHaveLength(5);
    // Man United's newest before 24 Aug 2024: 1-0 v Fulham, 16 Aug.
    expect(reply.data.away[0]).toMatchObject({ home: { id: 'manchester-united' }, away: { id: 'fulham' }, outcome: 'W' });
    const times = reply.data.away.map((m) => m.playedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('getFootTeamInfo: the team in its replayed round, or over its latest season', async () => {
    const arsenal = await send<{ standing: StandingRow; teams: number; recent: PastMatch[]; upcoming: unknown[]; competition: string }>(
      '/MobileIndex/getFootTeamInfo', { teamId: 'arsenal' }, 'zh-Hans');
    expect(arsenal.data).toMatchObject({ team: { name: '阿森纳' }, competitionId: 'premier-league', season: '2024-25', replayed: true, teams: 20 });
    // Its next matches are the rest of the replayed season: Arsenal v Brighton, a week later.
    expect(arsenal.data.upcoming[0]).toMatchObject({ home: { id: 'arsenal' }, away: { id: 'brighton' }, status: 'scheduled', score: null });
    expect(arsenal.data.standing).toMatchObject({ rank: 5, played: 1, points: 3, form: ['W'], home: { played: 1 } });
    expect(arsenal.data.recent).toHaveLength(5);
    // Liverpool play later today: the page shows that match and the table before it.
    const liverpool = await send<{ upcoming: Array<{ home: { id: string }; away: { id: string } }>; standing: StandingRow }>('/MobileIndex/getFootTeamInfo', { teamId: 'liverpool' });
    expect(liverpool.data.upcoming[0]).toMatchObject({ home: { id: 'liverpool' }, away: { id: 'brentford' } });
    expect(liverpool.data.standing).toMatchObject({ played: 1, points: 3 });
    // Newcastle are not on the board: the replayed season as of now (their opener; round 2 is tomorrow).
    const newcastle = await send<{ season: string; standing: StandingRow }>('/MobileIndex/getFootTeamInfo', { teamId: 'newcastle-united' });
    expect(newcastle.data.season).toBe('2024-25');
    expect(newcastle.data.standing).toMatchObject({ played: 1, points: 3 });
    expect((await send('/MobileIndex/getFootTeamInfo', { teamId: 'no-such-team' })).msg).toBe('No such team: no-such-team');
    expect((await send('/MobileIndex/getFootTeamInfo', { teamId: 'golden-state-warriors' })).status).toBe(Status.notFound);
  });

  it('getFootTeamGames: history up to the replayed round, newest first, paged', async () => {
    // Arsenal before 24 Aug 2024: 38 matches of 2023-24 and the 2024-25 opener.
    const first = await send<{ total: number; items: PastMatch[] }>('/MobileIndex/getFootTeamGames', { teamId: 'arsenal', pageSize: 20 });
    expect(first.data.total).toBe(39);
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items[0]).toMatchObject({ home: { id: 'arsenal' }, away: { id: 'wolverhampton-wanderers' }, score: { home: 2, away: 0 }, outcome: 'W' });
    const second = await send<{ items: PastMatch[] }>('/MobileIndex/getFootTeamGames', { teamId: 'arsenal', pageSize: 20, page: 2 });
    expect(second.data.items).toHaveLength(19);
    expect(new Set([...first.data.items, ...second.data.items].map((m) => m.id)).size).toBe(39);
    const beyond = await send<{ items: PastMatch[] }>('/MobileIndex/getFootTeamGames', { teamId: 'arsenal', pageSize: 20, page: 3 });
    expect(beyond.data.items).toEqual([]);
  });
});
