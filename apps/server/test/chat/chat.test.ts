import { CHAT_RATE_LIMIT, MAX_CHAT_LENGTH, Status, gameChatPayload, type ChatMessage, type ChatReport } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, startFeedTestServer } from '../support/feed.ts';
import { call, databaseTargets, loginNewUser, loginVisitor, newIp, newPhone, type LoggedIn, type TestServer } from '../support/harness.ts';
import { listenForPush, PushClient } from '../support/push-client.ts';

interface ChatList {
  id: string;
  items: ChatMessage[];
  hasMore: boolean;
}

describe.each(databaseTargets)('match chat and reports on $name', ({ url }) => {
  let server: TestServer;
  let admin: LoggedIn;
  const adminPhone = newPhone();

  beforeAll(async () => {
    const kickoffAt = Date.now() - 30 * 60_000;
    server = await startFeedTestServer(
      { fixtures: [makeFixture({ id: 'm1', status: 'live', phase: 'first_half', clock: '30', kickoffAt, score: { home: 0, away: 0 } }), makeFixture({ id: 'm2' })] },
      { databaseUrl: url, env: { ADMIN_PHONES: adminPhone } },
    );
    admin = await loginNewUser(server, adminPhone);
  });
  afterAll(async () => server.close());

  const post = (who: LoggedIn | null, id: string, text: string) =>
    call<ChatMessage>(server, '/MobileLive/addGameChat', { id, text }, { token: who?.token, ip: newIp(), lang: 'en' });
  const list = (payload: object) => call<ChatList>(server, '/MobileLive/getGameChatList', payload, { ip: newIp(), lang: 'en' });
  const report = (who: LoggedIn, payload: object) =>
    call<{ id: string; created: boolean }>(server, '/Sundry/juBao', payload, { token: who.token, ip: newIp(), lang: 'en' });
  const hide = (who: LoggedIn, messageId: string, hidden = true) =>
    call<{ messageId: string; hidden: boolean }>(server, '/MobileLive/hideGameChat', { messageId, hidden }, { token: who.token, ip: newIp(), lang: 'en' });
  const ban = (who: LoggedIn, uid: string, banned: boolean) =>
    call<{ uid: string; banned: boolean }>(server, '/MobileLive/banChatUser', { uid, banned }, { token: who.token, ip: newIp(), lang: 'en' });

  it('refuses posting without a login, from a visitor, with bad text or on an unknown match, and stores nothing', async () => {
    expect((await post(null, 'm1', 'hello')).status).toBe(Status.notLoggedIn);
    expect((await post(await loginVisitor(server), 'm1', 'hello')).status).toBe(Status.notLoggedIn); // visitors are not users
    const user = await loginNewUser(server);
    const tooLong = await post(user, 'm1', 'x'.repeat(MAX_CHAT_LENGTH + 1));
    expect(tooLong).toMatchObject({ status: Status.validation, data: null });
    expect(tooLong.msg).toContain('text');
    expect(tooLong.msg).toContain(`at most ${MAX_CHAT_LENGTH}`);
    expect((await post(user, 'm1', '   ')).status).toBe(Status.validation);
    expect((await post(user, 'm1', 'hi\u202eevil')).status).toBe(Status.validation);
    expect(await post(user, 'nope', 'hello')).toEqual({ status: Status.notFound, msg: 'No such match: nope', data: null });
    expect((await list({ id: 'm1' })).data.items).toEqual([]);
  });

  it('posts plain text as typed, lists it oldest first with paging, and pushes it to the match only', async () => {
    const pushUrl = await listenForPush(server);
    const fan = await PushClient.connect(pushUrl);
    const other = await PushClient.connect(pushUrl);
    try {
      fan.send('sub|match:m1');
      other.send('sub|match:m2');
      await fan.sync();
      await other.sync();
      const user = await loginNewUser(server);
      const seen = fan.frames.length;
      const text = '<script>alert(1)</script> 好球！';
      const posted = await post(user, 'm1', `  ${text}  `);
      expect(posted.status).toBe(Status.ok);
      expect(posted.data).toMatchObject({ matchId: 'm1', uid: user.uid, text });
      expect(posted.data.nickname).toMatch(/^球迷\d{4}$/);
      const frame = await fan.nextFrame(seen);
      expect(frame.startsWith('gameChat|')).toBe(true);
      expect(gameChatPayload.parse(JSON.parse(frame.slice('gameChat|'.length)))).toEqual({ kind: 'message', message: posted.data });
      await other.sync();
      expect(other.frames.filter((f) => f.startsWith('gameChat|'))).toEqual([]);

      const second = await loginNewUser(server);
      for (const n of [1, 2]) expect((await post(second, 'm1', `line ${n}`)).status).toBe(Status.ok);
      const newest = await list({ id: 'm1', limit: 2 });
      expect(newest.data.items.map((m) => m.text)).toEqual(['line 1', 'line 2']);
      expect(newest.data.hasMore).toBe(true);
      const older = await list({ id: 'm1', limit: 2, beforeId: newest.data.items[0]?.id });
      expect(older.data).toEqual({ id: 'm1', items: [posted.data], hasMore: false });
    } finally {
      fan.close();
      other.close();
    }
  });

  it(`limits each user to ${CHAT_RATE_LIMIT} messages a window, whatever the match`, async () => {
    const user = await loginNewUser(server);
    for (let i = 0; i < CHAT_RATE_LIMIT; i += 1) expect((await post(user, i % 2 ? 'm1' : 'm2', `burst ${i}`)).status).toBe(Status.ok);
    const over = await post(user, 'm1', 'one too many');
    expect(over.status).toBe(Status.rateLimited);
    expect(over.msg).toMatch(/try again in \d+ s/);
    expect((await post(await loginNewUser(server), 'm1', 'someone else')).status).toBe(Status.ok);
    expect((await list({ id: 'm1', limit: 100 })).data.items.some((m) => m.text === 'one too many')).toBe(false);
  });

  it('takes reports from any account once per thing, and checks what is reported', async () => {
    const author = await loginNewUser(server);
    const message = (await post(author, 'm1', 'spam spam')).data;
    const visitor = await loginVisitor(server);
    const first = await report(visitor, { target: 'chat', matchId: 'm1', messageId: message.id, reason: 'spam' });
    expect(first.data.created).toBe(true);
    expect((await report(visitor, { target: 'chat', matchId: 'm1', messageId: message.id, reason: 'abuse' })).data).toEqual({ id: first.data.id, created: false });
    expect((await report(visitor, { target: 'match', matchId: 'm1', reason: 'other', detail: 'wrong score' })).data.created).toBe(true);
    expect((await report(visitor, { target: 'chat', matchId: 'm2', messageId: message.id, reason: 'spam' })).status).toBe(Status.notFound);
    expect((await report(visitor, { target: 'match', matchId: 'gone', reason: 'spam' })).status).toBe(Status.notFound);
    expect((await report(visitor, { target: 'chat', matchId: 'm1', messageId: message.id, reason: 'nonsense' })).status).toBe(Status.validation);
    const anonymous = await call(server, '/Sundry/juBao', { target: 'match', matchId: 'm1', reason: 'spam' }, { ip: newIp() });
    expect(anonymous.status).toBe(Status.notLoggedIn);
  });

  it('lets only admins list reports and hide a reported message, which leaves the list and is pushed as hidden', async () => {
    const author = await loginNewUser(server);
    const message = (await post(author, 'm2', 'offensive words')).data;
    const reporter = await loginNewUser(server);
    await report(reporter, { target: 'chat', matchId: 'm2', messageId: message.id, reason: 'abuse' });

    expect((await hide(reporter, message.id)).status).toBe(Status.forbidden);
    expect((await call(server, '/MobileLive/getJuBaoList', {}, { token: reporter.token, ip: newIp() })).status).toBe(Status.forbidden);
    const open = await call<{ items: ChatReport[] }>(server, '/MobileLive/getJuBaoList', {}, { token: admin.token, ip: newIp() });
    const listed = open.data.items.find((r) => r.messageId === message.id);
    expect(listed).toMatchObject({ target: 'chat', reason: 'abuse', reporterUid: reporter.uid, messageHidden: false, message: { text: 'offensive words' } });

    const pushUrl = await listenForPush(server).catch(() => undefined);
    const address = server.app.server.address();
    const url = pushUrl ?? (typeof address === 'object' && address ? `ws://127.0.0.1:${address.port}/ws?appType=h5` : '');
    const fan = await PushClient.connect(url);
    try {
      fan.send('sub|match:m2');
      await fan.sync();
      const seen = fan.frames.length;
      expect((await hide(admin, message.id)).data).toEqual({ messageId: message.id, hidden: true });
      expect(JSON.parse((await fan.nextFrame(seen)).slice('gameChat|'.length))).toEqual({ kind: 'hidden', matchId: 'm2', messageId: message.id });
    } finally {
      fan.close();
    }
    expect((await list({ id: 'm2', limit: 100 })).data.items.map((m) => m.id)).not.toContain(message.id);
    const stillOpen = await call<{ items: ChatReport[] }>(server, '/MobileLive/getJuBaoList', {}, { token: admin.token, ip: newIp() });
    expect(stillOpen.data.items.some((r) => r.messageId === message.id)).toBe(false);
    const all = await call<{ items: ChatReport[] }>(server, '/MobileLive/getJuBaoList', { open: false }, { token: admin.token, ip: newIp() });
    expect(all.data.items.find((r) => r.messageId === message.id)?.messageHidden).toBe(true);

    expect((await hide(admin, message.id, false)).data.hidden).toBe(false);
    expect((await list({ id: 'm2', limit: 100 })).data.items.map((m) => m.id)).toContain(message.id);
    // hideGameChat names no match, so its not-found must not say "on this match".
    expect(await hide(admin, '999999')).toEqual({ status: Status.notFound, msg: 'No such chat message: 999999', data: null });
  });

  it('a banned user cannot post until the ban is lifted; only admins ban, and never an admin', async () => {
    const user = await loginNewUser(server);
    const bystander = await loginNewUser(server);
    expect((await ban(bystander, user.uid, true)).status).toBe(Status.forbidden);
    expect((await ban(admin, user.uid, true)).data).toEqual({ uid: user.uid, banned: true });
    expect(await post(user, 'm1', 'let me speak')).toEqual({ status: Status.forbidden, msg: 'You have been banned from match chat', data: null });
    expect((await ban(admin, admin.uid, true)).status).toBe(Status.forbidden);
    expect((await ban(admin, '99999999', true)).status).toBe(Status.notFound);
    expect((await ban(admin, user.uid, false)).data.banned).toBe(false);
    expect((await post(user, 'm1', 'thanks')).status).toBe(Status.ok);
  });
});
