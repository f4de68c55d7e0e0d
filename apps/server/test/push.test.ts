import { Status } from '@scoreline/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, databaseTargets, loginNewUser, redisUrl, startSibling, startTestServer, type TestServer } from './support/harness.ts';
import { listenForPush, PushClient, RefusedError } from './support/push-client.ts';

describe.each(databaseTargets)('push socket on $name', ({ url: databaseUrl }) => {
  let server: TestServer;
  let wsUrl: string;
  const open: PushClient[] = [];
  const connect = async (url = wsUrl, options = {}) => {
    const client = await PushClient.connect(url, options);
    open.push(client);
    return client;
  };
  const refusal = (url: string, options = {}) =>
    connect(url, options).then(
      () => 'accepted',
      (error: unknown) => (error instanceof RefusedError ? error.statusCode : String(error)),
    );

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    wsUrl = await listenForPush(server);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => server.close());

  describe('protocol', () => {
    it('answers ping with pong', async () => {
      const client = await connect();
      client.send('ping|1700000000000');
      expect(await client.nextFrame(0)).toMatch(/^pong\|\d{13}$/);
    });

    it('answers frames it does not understand with an error frame', async () => {
      const client = await connect();
      client.send('hello');
      expect(await client.nextFrame(0)).toBe('error|frames are tag|data');
      client.send('shout|x');
      expect(await client.nextFrame(1)).toBe('error|unknown tag: shout');
      client.send('sub|match:1|2');
      expect(await client.nextFrame(2)).toBe('error|bad topic: match:1|2');
      client.send('sub|news');
      expect(await client.nextFrame(3)).toBe('error|bad topic: news');
      client.send('unsub|match:1|2');
      expect(await client.nextFrame(4)).toBe('error|bad topic: match:1|2');
      client.send('unsub|');
      expect(await client.nextFrame(5)).toBe('error|bad topic: ');
    });

    it('caps the topics of one socket', async () => {
      const client = await connect();
      for (let i = 0; i < 50; i += 1) client.send(`sub|match:${i}`);
      client.send('sub|match:50');
      expect(await client.nextFrame(0)).toBe('error|too many topics');
    });
  });

  describe('fan-out', () => {
    it('sends a match topic only to its subscribers, and stops after unsub', async () => {
      const [fan, other, idle] = [await connect(), await connect(), await connect()];
      fan.send('sub|match:1');
      other.send('sub|match:2');
      await Promise.all([fan.sync(), other.sync()]);

      await server.hub.publish('footZb', '{"id":"1","text":"进球！"}', 'match:1');
      await server.hub.publish('game', 'marker-1'); // every socket gets the global stream
      expect(await fan.nextFrame(0)).toBe('footZb|{"id":"1","text":"进球！"}');
      expect(await fan.nextFrame(1)).toBe('game|marker-1');
      expect(await other.nextFrame(0)).toBe('game|marker-1');
      expect(await idle.nextFrame(0)).toBe('game|marker-1');

      fan.send('unsub|match:1');
      await fan.sync();
      await server.hub.publish('footZb', 'after-unsub', 'match:1');
      await server.hub.publish('game', 'marker-2');
      expect(await fan.nextFrame(2)).toBe('game|marker-2');
    });

    it('delivers every frame size intact: 7-, 16- and 64-bit lengths, UTF-8, back to back', async () => {
      const [first, second] = [await connect(), await connect()];
      const payloads = ['', 'x'.repeat(125), 'y'.repeat(126), '进'.repeat(21_845), 'z'.repeat(65_536), `{"t":"${'球'.repeat(40_000)}"}`];
      for (const data of payloads) await server.hub.publish('liveGame', data);
      for (const client of [first, second]) {
        for (const [i, data] of payloads.entries()) expect(await client.nextFrame(i)).toBe(`liveGame|${data}`);
      }
      first.send('ping|after-big-frames'); // the stream stays in sync after the long frames
      expect(await first.nextFrame(payloads.length)).toMatch(/^pong\|/);
    });

    it('terminates a socket that stops reading instead of buffering without bound', async () => {
      const healthy = await connect();
      const slow = await connect();
      slow.ws.pause(); // stop reading from the TCP socket: the server's send buffer backs up
      const before = { dropped: server.hub.droppedSlowSockets, size: server.hub.size };
      const frame = 'x'.repeat(256 * 1024);
      for (let i = 0; i < 200 && server.hub.droppedSlowSockets === before.dropped; i += 1) {
        await server.hub.publish('liveGame', frame);
        await new Promise((resolve) => setImmediate(resolve)); // let the healthy socket drain
      }
      expect(server.hub.droppedSlowSockets).toBe(before.dropped + 1);
      expect(server.hub.size).toBe(before.size - 1);
      healthy.send('ping|after');
      await vi.waitFor(() => expect(healthy.frames.at(-1)).toMatch(/^pong\|/), { timeout: 5000 });
    });
  });

  describe('heartbeat', () => {
    const HEARTBEAT_MS = 300;
    /** Counts the protocol pings a client gets; `autoPong: false` plays a peer that has vanished. */
    const counted = async (url: string, options: { autoPong: boolean }) => {
      const client = await connect(url, options);
      let pings = 0;
      client.ws.on('ping', () => (pings += 1));
      return { client, pings: () => pings };
    };

    it('drops a socket that answers neither frames nor pings, and keeps one that answers pings', async () => {
      const node = await startSibling(server, { env: { PUSH_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
      try {
        const url = await listenForPush(node);
        const dead = await counted(url, { autoPong: false });
        const answering = await counted(url, { autoPong: true });
        expect(await dead.client.closed(HEARTBEAT_MS * 10)).toBe(1006); // terminated, no close frame
        expect(dead.pings()).toBe(1); // one ping, one interval to answer it
        await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
        expect(answering.client.closeCode).toBeUndefined();
        expect(answering.pings()).toBeGreaterThanOrEqual(2);
        await vi.waitFor(() => expect(node.hub.size).toBe(1));
      } finally {
        for (const client of open.splice(0)) client.close();
        await node.close();
      }
    });

    it("does not ping a socket that keeps talking (the app's own ping| every 10 s), even one that never answers pings", async () => {
      const node = await startSibling(server, { env: { PUSH_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
      try {
        const url = await listenForPush(node);
        const talking = await counted(url, { autoPong: false });
        const timer = setInterval(() => talking.client.send('ping|app'), HEARTBEAT_MS / 6);
        await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
        clearInterval(timer);
        expect(talking.client.closeCode).toBeUndefined();
        expect(talking.pings()).toBe(0);
        // Once it falls silent it is pinged, and dropped when it stays silent.
        expect(await talking.client.closed(HEARTBEAT_MS * 10)).toBe(1006);
        expect(talking.pings()).toBe(1);
      } finally {
        for (const client of open.splice(0)) client.close();
        await node.close();
      }
    });
  });

  describe('admission', () => {
    it('refuses a foreign Origin, accepts its own host and no Origin (apps)', async () => {
      expect(await refusal(wsUrl, { origin: 'https://evil.example' })).toBe(403);
      const own = new URL(wsUrl);
      expect(await refusal(wsUrl, { origin: `http://${own.host}` })).toBe('accepted');
      expect(await refusal(wsUrl)).toBe('accepted');
      expect(await refusal(wsUrl.replace('/ws', '/elsewhere'))).toBe(404);
    });

    it('accepts the origins in ALLOWED_ORIGINS', async () => {
      const node = await startSibling(server, { env: { ALLOWED_ORIGINS: 'https://m.scoreline.example' } });
      try {
        const url = await listenForPush(node);
        expect(await refusal(url, { origin: 'https://m.scoreline.example' })).toBe('accepted');
        expect(await refusal(url, { origin: 'https://evil.example' })).toBe(403);
      } finally {
        for (const client of open.splice(0)) client.close();
        await node.close();
      }
    });

    it('closes sockets beyond MAX_SOCKETS with 1013 (try again later)', async () => {
      const node = await startSibling(server, { env: { MAX_SOCKETS: '2' } });
      try {
        const url = await listenForPush(node);
        const [first, second] = [await connect(url), await connect(url)];
        const third = await connect(url);
        expect(await third.closed()).toBe(1013);
        expect(first.closeCode).toBeUndefined();
        expect(second.closeCode).toBeUndefined();
        expect(node.hub.size).toBe(2);
      } finally {
        for (const client of open.splice(0)) client.close();
        await node.close();
      }
    });
  });

  // Two nodes on one Redis (and one database): what happens on one is seen on the other.
  if (redisUrl) {
    describe('across nodes sharing Redis', () => {
      let nodeA: TestServer;
      let nodeB: TestServer;
      let urlA: string;
      let urlB: string;
      beforeAll(async () => {
        nodeA = await startSibling(server, { redis: true });
        nodeB = await startSibling(server, { redis: true });
        [urlA, urlB] = [await listenForPush(nodeA), await listenForPush(nodeB)];
      });
      afterAll(async () => {
        await nodeA.close();
        await nodeB.close();
      });

      it('delivers a publish on one node to a socket on the other, once', async () => {
        const onA = await connect(urlA);
        const onB = await connect(urlB);
        onA.send('sub|match:7');
        onB.send('sub|match:7');
        await Promise.all([onA.sync(), onB.sync()]);
        await nodeA.hub.publish('footZb', 'cross-node', 'match:7');
        await nodeA.hub.publish('game', 'marker');
        for (const client of [onA, onB]) {
          expect(await client.nextFrame(0)).toBe('footZb|cross-node');
          expect(await client.nextFrame(1)).toBe('game|marker');
        }
      });

      it('revokes a session on every node when it logs out on one', async () => {
        const user = await loginNewUser(nodeA);
        const infoOnB = () => call(nodeB, '/MobileUser/getUserInfo', {}, { token: user.token });
        expect((await infoOnB()).status).toBe(Status.ok); // node B now holds the session as live
        expect((await call(nodeA, '/MobileUser/logout', {}, { token: user.token })).status).toBe(Status.ok);
        await vi.waitFor(async () => expect((await infoOnB()).status).toBe(Status.sessionInvalid), { timeout: 3000, interval: 50 });
      });
    });
  }
});
