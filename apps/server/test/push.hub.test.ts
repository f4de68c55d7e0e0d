import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { PushHub } from '../src/modules/push/push.hub.ts';
import { createLocalBus } from '../src/plugins/bus/bus.ts';
import { PushClient } from './support/push-client.ts';

/**
 * The hub on a bare `ws` server: sockets registered with their TCP stream get the pre-built
 * frame bytes written directly; sockets registered without one go through `ws.send`.
 */
describe('PushHub fan-out paths', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function hubServer(withStream: boolean) {
    const hub = new PushHub(createLocalBus(), { maxBufferedBytes: 1024 * 1024 });
    await hub.start();
    const sockets: WebSocket[] = [];
    const writes = new Map<WebSocket, number>();
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    wss.on('connection', (ws, request) => {
      sockets.push(ws);
      // Count the writes on each TCP stream to see how many frames share one write.
      const stream = request.socket;
      const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      stream.write = (...args: unknown[]) => {
        writes.set(ws, (writes.get(ws) ?? 0) + 1);
        return write(...args);
      };
      if (withStream) hub.add(ws, stream);
      else hub.add(ws);
      ws.on('close', () => hub.remove(ws));
    });
    await new Promise<void>((resolve) => wss.once('listening', resolve));
    cleanup.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const connect = async () => {
      const client = await PushClient.connect(url);
      cleanup.push(() => client.close());
      return client;
    };
    return { hub, sockets, writes, connect };
  }

  for (const withStream of [true, false]) {
    it(`delivers the same frames ${withStream ? 'written to the TCP stream' : 'through ws.send'}`, async () => {
      const { hub, connect } = await hubServer(withStream);
      const clients = [await connect(), await connect()];
      await waitUntil(() => hub.size === 2);
      const payloads = ['a', '进球'.repeat(100), 'b'.repeat(70_000)];
      for (const data of payloads) await hub.publish('game', data);
      for (const client of clients) {
        for (const [i, data] of payloads.entries()) expect(await client.nextFrame(i)).toBe(`game|${data}`);
      }
    });
  }

  for (const withStream of [true, false]) {
    it(`keeps publish order when one turn's frames go out together (${withStream ? 'stream' : 'ws.send'})`, async () => {
      const { hub, sockets, connect } = await hubServer(withStream);
      const [fan, other] = [await connect(), await connect()];
      await waitUntil(() => hub.size === 2);
      hub.join(sockets[0]!, 'match:1');
      // one feed tick: no await between the publishes
      void hub.publish('game', '1');
      void hub.publish('footZb', 'goal', 'match:1');
      void hub.publish('footZb', 'elsewhere', 'match:2');
      void hub.publish('game', '2');
      hub.sendFrame(sockets[0]!, 'pong|after'); // a reply never overtakes frames already published
      expect([await fan.nextFrame(0), await fan.nextFrame(1), await fan.nextFrame(2), await fan.nextFrame(3)]).toEqual(['game|1', 'footZb|goal', 'game|2', 'pong|after']);
      expect([await other.nextFrame(0), await other.nextFrame(1)]).toEqual(['game|1', 'game|2']);
    });
  }

  it('writes the frames of one turn to each TCP stream at once', async () => {
    const { hub, sockets, writes, connect } = await hubServer(true);
    const clients = [await connect(), await connect(), await connect()];
    await waitUntil(() => hub.size === 3);
    hub.join(sockets[1]!, 'match:9');
    const before = sockets.map((ws) => writes.get(ws) ?? 0);
    for (let i = 0; i < 5; i += 1) void hub.publish('game', `g${i}`);
    void hub.publish('footZb', 'text', 'match:9');
    for (const client of clients) await client.nextFrame(4);
    expect(await clients[1]!.nextFrame(5)).toBe('footZb|text');
    expect(sockets.map((ws, i) => (writes.get(ws) ?? 0) - before[i]!)).toEqual([1, 1, 1]);
    // a later turn is a new write
    await hub.publish('game', 'next');
    await clients[0]!.nextFrame(5);
    expect((writes.get(sockets[0]!) ?? 0) - before[0]!).toBe(2);
  });

  it('forgets a removed socket and its topics', async () => {
    const { hub, sockets, connect } = await hubServer(true);
    const client = await connect();
    await waitUntil(() => hub.size === 1);
    const ws = sockets[0]!;
    hub.join(ws, 'match:1');
    hub.join(ws, 'match:2');
    expect(hub.topicCount(ws)).toBe(2);
    hub.leave(ws, 'match:1');
    expect(hub.topicCount(ws)).toBe(1);
    await hub.publish('footZb', 'left', 'match:1');
    await hub.publish('footZb', 'kept', 'match:2');
    expect(await client.nextFrame(0)).toBe('footZb|kept');

    hub.remove(ws);
    expect(hub.size).toBe(0);
    expect(hub.topicCount(ws)).toBe(0);
    hub.join(ws, 'match:3'); // a late sub from a socket already gone is ignored
    expect(hub.topicCount(ws)).toBe(0);
    await hub.publish('footZb', 'after-remove', 'match:2');
    await hub.publish('game', 'after-remove');
    ws.send('marker|same-stream'); // written after anything the hub would have written
    expect(await client.nextFrame(1)).toBe('marker|same-stream');
    expect(client.frames).toEqual(['footZb|kept', 'marker|same-stream']);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((r) => setTimeout(r, 5));
  }
}
