import { CHAT_RATE_LIMIT, Status, type ChatMessage } from '@scoreline/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, seedBoard, startFeedTestServer } from '../support/feed.ts';
import { call, loginNewUser, newIp, redisUrl, startSibling, type TestServer } from '../support/harness.ts';
import { listenForPush, PushClient } from '../support/push-client.ts';

/** Two nodes sharing Redis: chat reaches the other node's sockets and the budget is shared. */
describe.runIf(redisUrl)('match chat across two nodes on Redis', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const seed = { fixtures: [makeFixture({ id: 'n1', status: 'live', phase: 'first_half', clock: '10', score: { home: 0, away: 0 } })] };
    first = await startFeedTestServer(seed, { redis: true });
    second = await startSibling(first, { redis: true });
    seedBoard(second, seed);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const post = (node: TestServer, token: string, text: string) => call<ChatMessage>(node, '/MobileLive/addGameChat', { id: 'n1', text }, { token, ip: newIp() });

  it('pushes a message posted on one node to the match subscribers of the other', async () => {
    const fan = await PushClient.connect(await listenForPush(second));
    try {
      fan.send('sub|match:n1');
      await fan.sync();
      const seen = fan.frames.length;
      const user = await loginNewUser(first);
      const posted = await post(first, user.token, 'from node one');
      expect(posted.status).toBe(Status.ok);
      expect(JSON.parse((await fan.nextFrame(seen)).slice('gameChat|'.length))).toEqual({ kind: 'message', message: posted.data });
    } finally {
      fan.close();
    }
  });

  it('counts one user\'s messages on every node against one budget', async () => {
    const user = await loginNewUser(first);
    // Ids restart with every fresh database: forget a previous run's window for this id.
    const redis = new Redis(redisUrl ?? '');
    const stale = await redis.keys(`rl:chat:post:${user.uid}:*`);
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();
    for (let i = 0; i < CHAT_RATE_LIMIT; i += 1) expect((await post(i % 2 ? second : first, user.token, `m${i}`)).status).toBe(Status.ok);
    expect((await post(second, user.token, 'over')).status).toBe(Status.rateLimited);
  });
});
