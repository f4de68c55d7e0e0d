import { MAX_FAVOURITES, Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture } from '../src/modules/feed/live/board.types.ts';
import { makeFixture, seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, newPhone, requestCode, type LoggedIn, type TestServer } from './support/harness.ts';

interface Favourites {
  ids: string[];
  items: Array<{ id: string; collectedAt: number; home: { name: string }; status: string }>;
}

describe.each(databaseTargets)('favourites on $name', ({ url }) => {
  let server: TestServer;
  const football = (n: number) => `f${n}`;

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { databaseUrl: url });
    const now = server.clock.now();
    const fixtures: BoardFixture[] = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => makeFixture({ id: football(i), kickoffAt: now + (i + 1) * 60_000 }));
    fixtures.push(makeFixture({ id: 'b1', sport: 'basketball', kickoffAt: now + 60_000 }));
    seedBoard(server, { fixtures });
  });
  afterAll(async () => server.close());

  const as = (who: LoggedIn) => ({
    collect: (id: string, collect: boolean, sport = 'MobileFoot') =>
      call<{ id: string; collected: boolean; count: number }>(server, `/${sport}/collect`, { id, collect }, { token: who.token, ip: newIp(), lang: 'en' }),
    list: (sport = 'MobileFoot') => call<Favourites>(server, `/${sport}/getCollectGames`, {}, { token: who.token, ip: newIp(), lang: 'en' }),
    page: (payload: object) => call<{ total: number; items: Array<{ id: string }> }>(server, '/MobileFoot/getMyCollectFootList', payload, { token: who.token, ip: newIp() }),
  });

  it('a visitor adds and removes favourites, explicitly, so a repeated call changes nothing', async () => {
    const visitor = as(await loginVisitor(server));
    expect((await visitor.collect('f2', true)).data).toEqual({ id: 'f2', collected: true, count: 1 });
    expect((await visitor.collect('f2', true)).data).toEqual({ id: 'f2', collected: true, count: 1 });
    server.clock.advance(1000);
    expect((await visitor.collect('f1', true)).data.count).toBe(2);
    const listed = await visitor.list();
    expect(listed.data.ids).toEqual(['f1', 'f2']); // newest first
    expect(listed.data.items.map((i) => [i.id, i.home.name, i.status])).toEqual([['f1', 'Arsenal', 'scheduled'], ['f2', 'Arsenal', 'scheduled']]);
    expect((await visitor.collect('f2', false)).data).toEqual({ id: 'f2', collected: false, count: 1 });
    expect((await visitor.collect('f2', false)).data.count).toBe(1);
    expect((await visitor.list()).data.ids).toEqual(['f1']);
  });

  it('keeps football and basketball apart, and refuses matches that do not exist', async () => {
    const visitor = as(await loginVisitor(server));
    expect((await visitor.collect('b1', true, 'MobileLan')).data).toEqual({ id: 'b1', collected: true, count: 1 });
    expect((await visitor.list('MobileLan')).data.ids).toEqual(['b1']);
    expect((await visitor.list()).data.ids).toEqual([]);
    const wrongSport = await visitor.collect('b1', true);
    expect(wrongSport).toEqual({ status: Status.notFound, msg: 'No such match: b1', data: null });
    expect((await visitor.collect('nope', true, 'MobileLan')).status).toBe(Status.notFound);
  });

  it('lists favourites on the board as score rows, paged; ids keep the ones that left the board', async () => {
    const visitor = as(await loginVisitor(server));
    for (const n of [5, 3, 4]) await visitor.collect(football(n), true);
    const second = await visitor.page({ page: 2, pageSize: 2 });
    expect(second.data.total).toBe(3);
    expect(second.data.items.map((i) => i.id)).toEqual(['f5']); // by kick-off: f3, f4 | f5
    const f3 = server.board.fixture('f3');
    if (!f3) throw new Error('seed missing');
    const others = server.board.fixtures('football').filter((f) => f.id !== 'f3');
    seedBoard(server, { fixtures: [...others, ...server.board.fixtures('basketball')] });
    const listed = await visitor.list();
    expect([...listed.data.ids].sort()).toEqual(['f3', 'f4', 'f5']);
    expect(listed.data.items.map((i) => i.id).sort()).toEqual(['f4', 'f5']);
    seedBoard(server, { fixtures: [...server.board.fixtures('football'), f3, ...server.board.fixtures('basketball')] });
  });

  it(`holds at most ${MAX_FAVOURITES} per sport, and lists at most that many after a merge`, async () => {
    const visitorLogin = await loginVisitor(server);
    const visitor = as(visitorLogin);
    for (let i = 0; i < MAX_FAVOURITES; i += 1) expect((await visitor.collect(football(i), true)).status).toBe(Status.ok);
    const over = await visitor.collect(football(MAX_FAVOURITES), true);
    expect(over).toEqual({ status: Status.conflict, msg: `You can keep at most ${MAX_FAVOURITES} favourites; remove some first`, data: null });
    expect((await visitor.collect(football(0), true)).status).toBe(Status.ok); // already held: no new row
    expect((await visitor.collect('b1', true, 'MobileLan')).status).toBe(Status.ok); // the other sport has its own cap
    // A full visitor joins an account holding one more: the account is over the cap until it removes some.
    const phone = newPhone();
    const user = await loginNewUser(server, phone);
    await as(user).collect(football(MAX_FAVOURITES), true);
    server.clock.advance(61_000); // the next code for the phone may be sent
    const bound = await call<{ loginToken: string }>(server, '/MobileUser/youKeBindPhone', { phone, code: await requestCode(server, phone) }, { token: visitorLogin.token, ip: newIp() });
    const merged = as({ ...user, token: bound.data.loginToken });
    expect((await merged.list()).data.ids).toHaveLength(MAX_FAVOURITES);
    expect((await merged.collect('f3', false)).data.count).toBe(MAX_FAVOURITES);
    expect((await merged.collect('f3', true)).status).toBe(Status.conflict);
  }, 90_000);

  it('a visitor\'s favourites carry over when it joins an existing phone account', async () => {
    const phone = newPhone();
    const user = await loginNewUser(server, phone);
    await as(user).collect('f7', true);
    const visitorLogin = await loginVisitor(server);
    const visitor = as(visitorLogin);
    await visitor.collect('f8', true);
    await visitor.collect('f7', true); // both hold f7: listed once
    await visitor.collect('b1', true, 'MobileLan');
    server.clock.advance(61_000); // the phone's last code (the user's login) was just sent
    const bound = await call<{ loginToken: string; userInfo: { uid: string } }>(
      server, '/MobileUser/youKeBindPhone', { phone, code: await requestCode(server, phone) }, { token: visitorLogin.token, ip: newIp() });
    expect(bound.data.userInfo.uid).toBe(user.uid);
    const merged = as({ ...user, token: bound.data.loginToken });
    expect([...(await merged.list()).data.ids].sort()).toEqual(['f7', 'f8']);
    expect((await merged.list('MobileLan')).data.ids).toEqual(['b1']);
    // Removing one the visitor added removes it for good.
    expect((await merged.collect('f8', false)).data.count).toBe(1);
    expect((await as(user).list()).data.ids).toEqual(['f7']);
  });

  it('a visitor upgraded to a new phone account keeps its favourites', async () => {
    const visitorLogin = await loginVisitor(server);
    await as(visitorLogin).collect('f9', true);
    const phone = newPhone();
    const bound = await call<{ loginToken: string; userInfo: { uid: string } }>(
      server, '/MobileUser/youKeBindPhone', { phone, code: await requestCode(server, phone) }, { token: visitorLogin.token, ip: newIp() });
    expect(bound.data.userInfo.uid).toBe(visitorLogin.uid);
    expect((await as({ ...visitorLogin, token: bound.data.loginToken }).list()).data.ids).toEqual(['f9']);
  });

  it('a visitor who logs in by SMS code (the login page) brings its favourites to the account', async () => {
    const phone = newPhone();
    const user = await loginNewUser(server, phone);
    const visitorLogin = await loginVisitor(server);
    await as(visitorLogin).collect('f11', true);
    server.clock.advance(61_000);
    const login = await call<{ loginToken: string; userInfo: { uid: string } }>(
      server, '/MobileUser/loginByPhone', { phone, code: await requestCode(server, phone) }, { token: visitorLogin.token, ip: newIp() });
    expect(login.data.userInfo.uid).toBe(user.uid);
    expect((await as({ ...user, token: login.data.loginToken }).list()).data.ids).toEqual(['f11']);
    // The visitor's own session ended with the merge.
    expect((await as(visitorLogin).list()).status).toBe(Status.sessionInvalid);
  });

  it('another account never sees them', async () => {
    const owner = as(await loginVisitor(server));
    await owner.collect('f10', true);
    expect((await as(await loginNewUser(server)).list()).data.ids).toEqual([]);
  });
});
