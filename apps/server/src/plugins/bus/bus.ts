import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Cross-node messages (push fan-out, session revocations, cache invalidation). Messages are
 * strings so a frame serialised once travels as-is. Without Redis the bus is in-process.
 */
export interface Bus {
  readonly kind: 'local' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'local',
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export interface RedisBusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis pub/sub bus. Publishing also delivers locally first, so local sockets keep getting
 * events while Redis is away; messages from Redis that this node published are skipped by id.
 */
export function createRedisBus(url: string, log: RedisBusLog): Bus {
  const nodeId = Math.random().toString(36).slice(2, 10);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
  const pub = new Redis(url, options);
  const sub = new Redis(url, { ...options, enableOfflineQueue: true });
  for (const [name, client] of [['pub', pub], ['sub', sub]] as const) {
    client.on('error', (error: Error) => log.warn({ err: error.message, client: name }, 'redis bus error'));
    client.on('ready', () => log.info({ client: name }, 'redis bus ready'));
  }
  sub.on('message', (channel: string, raw: string) => {
    const bar = raw.indexOf('|');
    if (raw.slice(0, bar) === nodeId) return;
    local.emit(channel, raw.slice(bar + 1));
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      local.emit(channel, message);
      try {
        await pub.publish(channel, `${nodeId}|${message}`);
      } catch (error) {
        log.warn({ err: (error as Error).message, channel }, 'redis publish failed; delivered locally only');
      }
    },
    async subscribe(channel, handler) {
      local.on(channel, handler);
      await sub.subscribe(channel);
    },
    async close() {
      local.removeAllListeners();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
