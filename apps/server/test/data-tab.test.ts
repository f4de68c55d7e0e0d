import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/feed/import/index.ts';
import { importNbaSlice } from './basketball-data.ts';
import { createFeedSubset, makeFixture, seedBoard, startFeedTestServer } from './support/feed.ts';
import { beijingAfternoon, BRIGHTON_UNITED, footballBoard } from './support/football-board.ts';
import { call, databaseTargets, newIp, type TestServer } from './support/harness.ts';

// History: the real Premier League 2024-25 and the NBA 2022-23 / 2023-24 slice. The football
// board's latest finished match replays Brighton 2-1 Man United (24 Aug 2024, 12:30 UK), so the
// table holds round 1 (10 matches) and that match; the NBA board's replays BOS-BKN of 10 Nov 2023.

const HOUR = 3_600_000;
const BOS_BKN = 'nba:nba:2023-24:2023-11-10:boston-celtics:brooklyn-nets';
const silent = { info: () => undefined, warn: () => undefined };

interface Competition { id: string; kind: string; season: string | null; matches: number; name: string; colour: string }
interface Row { rank: number; team: { id: string; name: string }; played: number; points: number; goalDifference: number; form: string[]; home: { played: number }; away: { played: number } }

describe.each(databaseTargets)('data tab calls on $name', ({ url }) => {
  let server: TestServer;
  let subset: ReturnType<typeof createFeedSubset>;
  let brightonUnitedAt: number;
  let bosBknAt: number;

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url });
    subset = createFeedSubset({ football: ['E0_2425.csv'] });
    await runImport(server.database.db, { dataDir: subset.dir, log: silent });
    await importNbaSlice(server.database.db);
    server.clock.offsetMs = beijingAfternoon(Date.now()) - Date.now();
    const now = server.clock.now();
    const board = footballBoard(now);
    const nbaDone = makeFixture({ id: 'bosbkn', sport: 'basketball', competitionId: 'nba', sourceMatchId: BOS_BKN, season: '2023-24', homeTeamId: 'boston-celtics', awayTeamId: 'brooklyn-nets', kickoffAt: now - 3 * HOUR, status: 'finished', phase: 'finished', score: { home: 121, away: 107 } });
    const nbaSoon = makeFixture({ id: 'nbasoon', sport: 'basketball', competitionId: 'nba', sourceMatchId: 'test:nba-soon', season: '2023-24', homeTeamId: 'miami-heat', awayTeamId: 'denver-nuggets', kickoffAt: now + 2 * HOUR });
    seedBoard(server, { ...board, fixtures: [...board.fixtures.filter((f) => f.sport === 'football'), nbaDone, nbaSoon] });
    const at = async (id: string) => (await server.database.db.selectFrom('matches').select('played_at').where('id', '=', id).executeTakeFirstOrThrow()).played_at.getTime();
    brightonUnitedAt = await at(BRIGHTON_UNITED);
    bosBknAt = await at(BOS_BKN);
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
    expect(leagues[6]).toMatchObject({ season: '2023-24', name: '美國職業籃球聯賽' });
    expect(leagues[6]?.matches).toBeGreaterThan(100);
  });

  it('getSaiShiDetail: the table as of the latest finished board match, with splits and form, and the next matches', async () => {
    const reply = await send<{ asOf: number; standings: Row[]; fixtures: Array<{ id: string }>; competition: Competition }>('/MobileData/getSaiShiDetail', { competitionId: 'premier-league' });
    expect(reply.status).toBe(0);
    expect(reply.data.asOf).toBe(brightonUnitedAt + 1);
    expect(reply.data.standings).toHaveLength(20);
    // Brighton won 3-0 at Everton, then 2-1 at home to Man United: top on 6 points.
    expect(reply.data.standings[0]).toMatchObject({ rank: 1, team: { id: 'brighton', name: 'Brighton & Hove Albion' }, played: 2, points: 6, goalDifference: 4, form: ['W', 'W'], home: { played: 1 }, away: { played: 1 } });
    const united = reply.data.standings.find((r) => r.team.id === 'manchester-united');
    expect(united).toMatchObject({ played: 2, points: 3, form: ['L', 'W'] });
    expect(reply.data.fixtures.map((f) => f.id)).toEqual(['m-live', 'm-soon', 'm-later']);
  });

  it('getSaiShiGames: the counted results, newest first, paged', async () => {
    const first = await send<{ total: number; season: string; items: Array<{ id: string; score: { home: number; away: number } }> }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', pageSize: 5 });
    expect(first.data).toMatchObject({ total: 11, season: '2024-25', page: 1, pageSize: 5 });
    expect(first.data.items[0]).toMatchObject({ id: BRIGHTON_UNITED, score: { home: 2, away: 1 } });
    const last = await send<{ items: unknown[] }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', page: 3, pageSize: 5 });
    expect(last.data.items).toHaveLength(1);
  });

  it('getLanJf: both conference tables before the latest finished board game, and the board\'s games', async () => {
    const reply = await send<{ asOf: number; conferences: Array<{ conference: string; rows: Array<{ rank: number; wins: number; losses: number; team: { id: string } }> }>; results: Array<{ id: string }>; fixtures: Array<{ id: string }> }>('/MobileData/getLanJf', {});
    expect(reply.data.asOf).toBe(bosBknAt + 1);
    expect(reply.data.conferences.map((c) => [c.conference, c.rows.length])).toEqual([['east', 15], ['west', 15]]);
    const boston = reply.data.conferences[0]?.rows.find((r) => r.team.id === 'boston-celtics');
    expect(boston && boston.wins + boston.losses).toBeGreaterThan(0);
    expect(reply.data.results.map((g) => g.id)).toEqual(['bosbkn']);
    expect(reply.data.fixtures.map((g) => g.id)).toEqual(['nbasoon']);
  });

  it('getLanTeam: a team\'s row, splits and season games before the cut-off; a football team is not found', async () => {
    expect(await send('/MobileData/getLanTeam', { teamId: 'arsenal' })).toEqual({ status: Status.notFound, msg: 'No such team: arsenal', data: null });
    const reply = await send<{ season: string; asOf: number; standing: { wins: number; losses: number; conference: string } | null; splits: { all: { games: number; wins: number }; atHome: { games: number }; onRoad: { games: number } }; games: Array<{ matchId: string; playedAt: number }>; upcoming: unknown[] }>('/MobileData/getLanTeam', { teamId: 'boston-celtics' }, 'zh-Hans');
    expect(reply.data).toMatchObject({ season: '2023-24', asOf: bosBknAt + 1, standing: { conference: 'east' }, upcoming: [] });
    const { games, splits, standing } = reply.data;
    // BOS-BKN itself (10 Nov 2023) is the newest game counted; every game is before the cut-off.
    expect(games[0]?.matchId).toBe(BOS_BKN);
    expect(games.every((g, i) => g.playedAt <= bosBknAt && (i === 0 || g.playedAt <= (games[i - 1]?.playedAt ?? 0)))).toBe(true);
    expect(splits.all.games).toBe(games.length);
    expect(splits.atHome.games + splits.onRoad.games).toBe(games.length);
    expect(standing && standing.wins + standing.losses).toBe(games.length);
  });
});
