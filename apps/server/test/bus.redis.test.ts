import { createServer, Socket, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisBus, type Bus } from '../src/plugins/bus/bus.ts';
import { redisUrl } from './support/harness.ts';

/** A TCP relay to Redis that a test can cut and restore: Redis "going away" for one node only. */
class CuttableRelay {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket().connect(Number(this.target.port || 6379), this.target.hostname);
      for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
        this.open.add(from);
        from.on('close', () => this.open.delete(from));
        from.on('error', () => to.destroy());
        from.pipe(to);
      }
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!redisUrl)('the Redis bus when Redis goes away (TEST_REDIS_URL)', () => {
  const buses: Bus[] = [];
  let relay: CuttableRelay | undefined;
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
    await relay?.down();
  });

  it('keeps delivering on the node itself, then reconnects and resubscribes when Redis is back', async () => {
    relay = new CuttableRelay(new URL(redisUrl ?? ''));
    await relay.up();
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => void warnings.push(message), info: () => undefined };
    const channel = `bus-test-${Date.now()}`;
    const cut = createRedisBus(`redis://127.0.0.1:${relay.port}`, log);
    const other = createRedisBus(redisUrl ?? '', log);
    buses.push(cut, other);
    const seenByCut: string[] = [];
    const seenByOther: string[] = [];
    await cut.subscribe(channel, (m) => seenByCut.push(m));
    await other.subscribe(channel, (m) => seenByOther.push(m));

    await cut.publish(channel, 'before');
    await vi.waitFor(() => expect(seenByOther).toContain('before'));

    await relay.down();
    await cut.publish(channel, 'while away');
    expect(seenByCut).toContain('while away'); // its own sockets still get it, at once
    expect(warnings).toContain('redis publish failed; delivered locally only');

    await relay.up(); // same port: the node's clients reconnect on their own
    await vi.waitFor(
      async () => {
        await other.publish(channel, `after ${Date.now()}`);
        expect(seenByCut.some((m) => m.startsWith('after'))).toBe(true); // resubscribed
      },
      { timeout: 15_000, interval: 300 },
    );
    await cut.publish(channel, 'back');
    await vi.waitFor(() => expect(seenByOther).toContain('back'));
    expect(seenByCut.filter((m) => m === 'before')).toHaveLength(1); // its own message, once, locally
  });
});
