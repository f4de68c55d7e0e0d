import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/feed/import/index.ts';
import { importNbaSlice } from './basketball-data.ts';
import { createFeedSubset, makeFixture, seedBoard, startFeedTestServer } from './support/feed.ts';
import { BRIGHTON_UNITED, footballBoard } from './support/football-board.ts';
import { ReplayCalendar } from '../src/modules/feed/live/replay-calendar.ts';
import { replayKickoff } from '../src/modules/feed/replay/index.ts';
import { call, databaseTargets, newIp, type TestServer } from './support/harness.ts';

// History: the real Premier League 2024-25 and the NBA 2022-23 / 2023-24 slice. The clock stands
// where the replayed calendar puts Brighton 2-1 Man United (24 Aug 2024, 12:30 UK: 12:30 Beijing
// on its Saturday) three hours on; the board's Villa v Arsenal is in play since 70 minutes, so the
// table holds round 1 (10 matches) and Brighton v United, dated on the replayed calendar.

const HOUR = 3_600_000;
const BOS_BKN = 'nba:nba:2023-24:2023-11-10:boston-celtics:brooklyn-nets';
const silent = { info: () => undefined, warn: () => undefined };

interface Competition { id: string; kind: string; season: string | null; matches: number; name: string; colour: string }
interface Row { rank: number; team: { id: string; name: string }; played: number; points: number; goalDifference: number; form: string[]; home: { played: number }; away: { played: number } }

describe.each(databaseTargets)('data tab calls on $name', ({ url }) => {
  let server: TestServer;
  let subset: ReturnType<typeof createFeedSubset>;
  let brightonUnitedAt: number;
  let liveKickoff: number;

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url, env: { REPLAY_CLOCK: 'calendar' } });
    subset = createFeedSubset({ football: ['E0_2425.csv'] });
    await runImport(server.database.db, { dataDir: subset.dir, log: silent });
    await importNbaSlice(server.database.db);
    const schedules = await new ReplayCalendar(server.database.db, { mode: 'calendar', now: Date.now }).schedules();
    const premierLeague = schedules.find((c) => c.code === 'E0');
    if (!premierLeague) throw new Error('the Premier League 2024-25 is not replayed');
    brightonUnitedAt = replayKickoff(new Date('2024-08-24T11:30:00Z'), premierLeague.schedule.span, new Date()).getTime();
    server.clock.offsetMs = brightonUnitedAt + 3 * HOUR - Date.now();
    const now = server.clock.now();
    const board = footballBoard(now);
    liveKickoff = board.fixtures.find((f) => f.id === 'm-live')?.kickoffAt ?? 0;
    const nbaDone = makeFixture({ id: 'bosbkn', sport: 'basketball', competitionId: 'nba', sourceMatchId: BOS_BKN, season: '2023-24', homeTeamId: 'boston-celtics', awayTeamId: 'brooklyn-nets', kickoffAt: now - 3 * HOUR, status: 'finished', phase: 'finished', score: { home: 121, away: 107 } });
    const nbaSoon = makeFixture({ id: 'nbasoon', sport: 'basketball', competitionId: 'nba', sourceMatchId: 'test:nba-soon', season: '2023-24', homeTeamId: 'miami-heat', awayTeamId: 'denver-nuggets', kickoffAt: now + 2 * HOUR });
    seedBoard(server, { ...board, fixtures: [...board.fixtures.filter((f) => f.sport === 'football'), nbaDone, nbaSoon] });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    subset?.remove();
  });

  const send = <T>(path: string, payload: unknown, lang = 'en') => call<T>(server, path, payload, { ip: newIp(), lang });

  it('an unknown competition, or the NBA asked as football, is not found, naming the id', async () => {
    expect(await send('/MobileData/getSaiShiDetail', { competitionId: 'nowhere' })).toEqual({ status: Status.notFound, msg: 'No such competition: nowhere', data: null });
    expect((await send('/MobileData/getSaiShiGames', { competitionId: 'nba' }, 'zh-Hans')).msg).toBe('赛事不存在：nba');
  });

  it('a bad payload names its field', async () => {
    const reply = await send('/MobileData/getSaiShiGames', { competitionId: 'premier-league', pageSize: 51 });
    expect(reply.status).toBe(Status.validation);
    expect(reply.msg).toContain('pageSize');
  });

  it('getSaiShiList: the leagues in order with their replayed season and the matches counted so far', async () => {
    const reply = await send<{ competitions: Competition[] }>('/MobileData/getSaiShiList', {}, 'zh-Hant');
    const leagues = reply.data.competitions.filter((c) => c.kind === 'league');
    expect(leagues.map((c) => c.id)).toEqual(['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league', 'nba']);
    expect(leagues[0]).toMatchObject({ name: '英格蘭超級聯賽', season: '2024-25', matches: 11, colour: '#3D195B' });
    // No La Liga history imported: shown without a season rather than failing.
    expect(leagues[1]).toMatchObject({ season: null, matches: 0 });
    expect(leagues[6]).toMatchObject({ season: '2023-24', name: '美國職業籃球聯賽', replayed: true });
  });

  it('getSaiShiDetail: the table as of now on the replayed calendar, with splits and form, and the rest of the season', async () => {
    const reply = await send<{ asOf: number; standings: Row[]; fixtures: Array<{ id: string }>; competition: Competition }>('/MobileData/getSaiShiDetail', { competitionId: 'premier-league' });
    expect(reply.status).toBe(0);
    // As of Villa v Arsenal's kick-off: it is in play, so nothing from then on is a result.
    expect(reply.data.asOf).toBe(liveKickoff);
    expect(reply.data.standings).toHaveLength(20);
    // Brighton won 3-0 at Everton, then 2-1 at home to Man United: top on 6 points.
    expect(reply.data.standings[0]).toMatchObject({ rank: 1, team: { id: 'brighton', name: 'Brighton & Hove Albion' }, played: 2, points: 6, goalDifference: 4, form: ['W', 'W'], home: { played: 1 }, away: { played: 1 } });
    const united = reply.data.standings.find((r) => r.team.id === 'manchester-united');
    expect(united).toMatchObject({ played: 2, points: 3, form: ['L', 'W'] });
    // The match in play, then the rest of the replayed season in kick-off order, none with a score.
    const fixtures = reply.data.fixtures as Array<{ id: string; kickoffAt: number; status: string; score: unknown }>;
    expect(fixtures[0]?.id).toBe('m-live');
    expect(fixtures).toHaveLength(30);
    const next = fixtures.slice(1);
    expect(next.every((f) => f.status === 'scheduled' && f.score === null && f.kickoffAt >= server.clock.now())).toBe(true);
    expect(next.map((f) => f.kickoffAt)).toEqual(next.map((f) => f.kickoffAt).sort((a, b) => a - b));
  });

  it('getSaiShiGames: the counted results, newest first, paged', async () => {
    const first = await send<{ total: number; season: string; items: Array<{ id: string; score: { home: number; away: number } }> }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', pageSize: 5 });
    expect(first.data).toMatchObject({ total: 11, season: '2024-25', page: 1, pageSize: 5 });
    expect(first.data.items[0]).toMatchObject({ id: BRIGHTON_UNITED, score: { home: 2, away: 1 }, playedAt: brightonUnitedAt });
    const last = await send<{ items: unknown[] }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', page: 3, pageSize: 5 });
    expect(last.data.items).toHaveLength(1);
  });

  it('getLanJf: both conference tables as of now on the replayed calendar, and the board\'s games', async () => {
    const reply = await send<{ asOf: number; conferences: Array<{ conference: string; rows: Array<{ rank: number; wins: number; losses: number; team: { id: string } }> }>; results: Array<{ id: string }>; fixtures: Array<{ id: string }> }>('/MobileData/getLanJf', {});
    // As of now (no NBA game of the board is in play).
    expect(reply.data.asOf).toBeGreaterThan(liveKickoff);
    expect(reply.data.asOf).toBeLessThanOrEqual(server.clock.now());
    expect(reply.data.conferences.map((c) => c.conference)).toEqual(['east', 'west']);
    expect(reply.data.results.map((g) => g.id)).toEqual(['bosbkn']);
    expect(reply.data.fixtures.map((g) => g.id)).toEqual(['nbasoon']);
  });

  it('getLanTeam: a team\'s row, splits and season games before now, and its next games; a football team is not found', async () => {
    expect(await send('/MobileData/getLanTeam', { teamId: 'arsenal' })).toEqual({ status: Status.notFound, msg: 'No such team: arsenal', data: null });
    const reply = await send<{ season: string; asOf: number; replayed: boolean; splits: { all: { games: number; wins: number }; atHome: { games: number }; onRoad: { games: number } }; games: Array<{ matchId: string; playedAt: number }>; upcoming: Array<{ status: string; tipoffAt: number }> }>('/MobileData/getLanTeam', { teamId: 'boston-celtics' }, 'zh-Hans');
    const now = server.clock.now();
    expect(reply.data).toMatchObject({ season: '2023-24', replayed: true });
    expect(reply.data.asOf).toBeLessThanOrEqual(now);
    const { games, splits, upcoming } = reply.data;
    // Every game counted is before now on the replayed calendar, newest first.
    expect(games.every((g, i) => g.playedAt < now && (i === 0 || g.playedAt <= (games[i - 1]?.playedAt ?? 0)))).toBe(true);
    expect(splits.all.games).toBe(games.length);
    expect(splits.atHome.games + splits.onRoad.games).toBe(games.length);
    // Its next games are the rest of the replayed season, from now on.
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((g) => g.status === 'scheduled' && g.tipoffAt >= now)).toBe(true);
  });
});
