import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBoard, startFeedTestServer } from './support/feed.ts';
import { beijingAfternoon, footballBoard } from './support/football-board.ts';
import { call, databaseTargets, newIp, type TestServer } from './support/harness.ts';

interface Row {
  id: string;
  home: { name: string; colour: string };
  status: string;
  [key: string]: unknown;
}
interface Page<T = Row> {
  date: string;
  page: number;
  total: number;
  stale: boolean;
  items: T[];
}

describe.each(databaseTargets)('football day lists on $name', ({ url }) => {
  let server: TestServer;
  let today: string;

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url });
    server.clock.offsetMs = beijingAfternoon(Date.now()) - Date.now();
    today = new Date(server.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    seedBoard(server, footballBoard(server.clock.now()));
  });
  afterAll(async () => server.close());

  const send = <T>(path: string, payload: unknown, lang = 'en') => call<T>(server, path, payload, { ip: newIp(), lang });
  const ids = (page: { items: Array<{ id: string }> }) => page.items.map((r) => r.id);

  it('gameNow: live, about to start and just finished, by kick-off, names in the caller\'s language', async () => {
    const reply = await send<{ stale: boolean; items: Row[] }>('/MobileFoot/gameNow', {});
    expect(reply.status).toBe(Status.ok);
    expect(ids(reply.data)).toEqual(['m-done', 'm-live', 'm-soon']); // not +5 h, not yesterday, not basketball
    const live = reply.data.items[1];
    expect(live).toMatchObject({ status: 'live', clock: '67', score: { home: 1, away: 0 }, lottery: '周日001', redCards: { home: 0, away: 0 }, corners: { home: 3, away: 5 } });
    expect(reply.data.items[2]).toMatchObject({ status: 'scheduled', corners: null, redCards: null });
    expect(live?.home).toMatchObject({ id: 'aston-villa', name: 'Aston Villa' });
    expect(live?.home.colour).toMatch(/^#[0-9A-F]{6}$/i);
    const chinese = await send<{ items: Row[] }>('/MobileFoot/gameNow', {}, 'zh-Hans');
    expect(chinese.data.items[1]?.away).toMatchObject({ name: '阿森纳' });
  });

  it('gameNow: a board change shows at once', async () => {
    const fixture = server.board.fixture('m-live');
    if (!fixture) throw new Error('seed missing');
    server.board.apply({ fixture: { ...fixture, score: { home: 1, away: 1 }, clock: '70', version: fixture.version + 1 }, newEvents: [] });
    const reply = await send<{ items: Row[] }>('/MobileFoot/gameNow', {});
    expect(reply.data.items.find((r) => r.id === 'm-live')).toMatchObject({ score: { home: 1, away: 1 }, clock: '70' });
    server.board.apply({ fixture: { ...fixture, version: fixture.version + 2 }, newEvents: [] });
  });

  it('dateGame: the Beijing day\'s matches by kick-off, by competition, paged', async () => {
    const all = await send<Page>('/MobileFoot/dateGame', {});
    expect(all.data).toMatchObject({ date: today, page: 1, total: 5, stale: false });
    expect(ids(all.data)).toEqual(['m-done', 'm-live', 'm-soon', 'm-later', 'm-italy']);
    const italy = await send<Page>('/MobileFoot/dateGame', { date: today, competitionIds: ['serie-a'] });
    expect(ids(italy.data)).toEqual(['m-italy']);
    const second = await send<Page>('/MobileFoot/dateGame', { pageSize: 2, page: 2 });
    expect(second.data).toMatchObject({ total: 5, page: 2 });
    expect(ids(second.data)).toEqual(['m-soon', 'm-later']);
    const beyond = await send<Page>('/MobileFoot/dateGame', { pageSize: 2, page: 9 });
    expect(beyond.data).toMatchObject({ total: 5, items: [] });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(ids((await send<Page>('/MobileFoot/dateGame', { date: yesterday })).data)).toEqual(['m-yday']);
    const tooBig = await send('/MobileFoot/dateGame', { pageSize: 500 });
    expect(tooBig.status).toBe(Status.validation);
    expect(tooBig.msg).toContain('pageSize');
  });

  it('BaoLen: the favourite behind or beaten, from the average closing prices', async () => {
    const reply = await send<Page>('/MobileFoot/dateGameBaoLen', {});
    // Arsenal (1.73 / 1.74 closing) trail 1-0 at Villa; Brighton, favourites, won.
    expect(reply.data.items).toEqual([expect.objectContaining({ id: 'm-live', favourite: 'away', favouritePrice: 1.74, state: 'losing' })]);
  });

  it('Kaili: Kelly indices against the bookmakers\' consensus (aggregates left out)', async () => {
    const reply = await send<Page>('/MobileFoot/dateGameKaili', {});
    expect(ids(reply.data)).toEqual(['m-done', 'm-live', 'm-soon']);
    const live = reply.data.items.find((r) => r.id === 'm-live');
    expect(live?.consensus).toEqual({ home: 0.206, draw: 0.2394, away: 0.5546 });
    expect(live?.companies).toEqual([
      { company: 'bet365', companyName: 'Bet365', prices: [4.5, 4, 1.73], kelly: [0.93, 0.96, 0.96] },
      { company: 'pinnacle', companyName: 'Pinnacle', prices: [4.85, 4.04, 1.74], kelly: [1, 0.97, 0.97] },
    ]);
  });

  it('Pin, Duo: Pinnacle where it quotes; every company with average and maximum', async () => {
    const pin = await send<Page>('/MobileFoot/dateGamePin', {});
    expect(pin.data.items.map((r) => [r.id, r.opening, r.current])).toEqual([
      ['m-done', [2.51, 3.66, 2.76], [2.42, 3.76, 2.86]],
      ['m-live', [4.55, 3.98, 1.77], [4.85, 4.04, 1.74]],
    ]);
    const duo = await send<Page>('/MobileFoot/dateGameDuo', {}, 'zh-Hans');
    const live = duo.data.items.find((r) => r.id === 'm-live');
    expect(live).toMatchObject({ average: [4.68, 4.02, 1.74], max: [4.85, 4.04, 1.74] });
    expect(live?.companies).toEqual([
      { company: 'bet365', companyName: 'bet365', prices: [4.5, 4, 1.73] },
      { company: 'pinnacle', companyName: '平博', prices: [4.85, 4.04, 1.74] },
    ]);
  });

  it('Dingdan: ranked by the favourite\'s consensus probability; odds not yet due stay hidden', async () => {
    const reply = await send<Page>('/MobileFoot/dateGameDingdan', {});
    expect(reply.data.items.map((r) => [r.id, r.favourite, r.probability, r.price])).toEqual([
      ['m-soon', 'home', 0.7483, 1.27],
      ['m-live', 'away', 0.5546, 1.74],
      ['m-done', 'home', 0.4088, 2.36],
    ]);
  });

  it('YaRang, dataGameDxq: handicap and over/under per company, opening and current', async () => {
    const handicap = await send<Page>('/MobileFoot/dateGameYaRang', {});
    expect(ids(handicap.data)).toEqual(['m-live', 'm-soon']);
    expect(handicap.data.items[1]?.companies).toEqual([
      { company: 'bet365', companyName: 'Bet365', opening: { line: -1.75, prices: [1.89, 2.01] }, current: { line: -1.75, prices: [1.89, 2.01] } },
    ]);
    const totals = await send<Page>('/MobileFoot/dataGameDxq', { competitionIds: ['premier-league'] });
    expect(ids(totals.data)).toEqual(['m-done', 'm-live']);
    expect((totals.data.items[1]?.companies as unknown[]).length).toBe(2);
  });

  it('getBfdxqList: score, the most quoted line and the result once decided', async () => {
    const reply = await send<Page>('/MobileFootNew/getBfdxqList', {});
    const byId = Object.fromEntries(reply.data.items.map((r) => [r.id, r]));
    expect(byId['m-done']).toMatchObject({ line: 2.5, overPrice: 1.57, underPrice: 2.38, result: 'over' }); // 2-1
    expect(byId['m-live']).toMatchObject({ line: 2.5, overPrice: 1.74, underPrice: 2.13, result: null });
    expect(byId['m-later']).toMatchObject({ line: null, overPrice: null, result: null });
  });

  it('getYouxList: top competitions first, then by kick-off', async () => {
    const reply = await send<{ items: Row[] }>('/MobileFootNew/getYouxList', { date: today });
    expect(ids(reply.data)).toEqual(['m-done', 'm-live', 'm-soon', 'm-later', 'm-italy']);
    const empty = await send<{ items: Row[] }>('/MobileFootNew/getYouxList', { date: '2001-01-01' });
    expect(empty.data.items).toEqual([]);
  });
});
