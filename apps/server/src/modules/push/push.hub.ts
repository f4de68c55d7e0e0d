import { encodeFrame, type ServerTag } from '@scoreline/contract';
import type { WebSocket } from 'ws';
import type { Bus } from '../../plugins/bus/bus.ts';

const PUSH_CHANNEL = 'push.frames';
/** Separates the topic from the frame on the bus; topics never contain it (TOPIC_PATTERN). */
const TOPIC_SEPARATOR = '\u0001';

export interface HubLimits {
  /** A socket whose unsent bytes pass this is dropped instead of buffering without bound. */
  maxBufferedBytes: number;
}

/**
 * Fans frames out to this node's sockets. Every event is encoded once into one string and the
 * same string goes to every socket (and once over the bus to other nodes).
 */
export class PushHub {
  private readonly all = new Set<WebSocket>();
  private readonly topics = new Map<string, Set<WebSocket>>();
  private readonly subscriptions = new WeakMap<WebSocket, Set<string>>();
  private dropped = 0;

  constructor(
    private readonly bus: Bus,
    private readonly limits: HubLimits,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(PUSH_CHANNEL, (message) => {
      const cut = message.indexOf(TOPIC_SEPARATOR);
      const topic = message.slice(0, cut);
      this.deliverLocal(topic === '' ? null : topic, message.slice(cut + 1));
    });
  }

  get size(): number {
    return this.all.size;
  }

  get droppedSlowSockets(): number {
    return this.dropped;
  }

  add(socket: WebSocket): void {
    this.all.add(socket);
    this.subscriptions.set(socket, new Set());
  }

  remove(socket: WebSocket): void {
    this.all.delete(socket);
    for (const topic of this.subscriptions.get(socket) ?? []) this.leave(socket, topic);
  }

  topicCount(socket: WebSocket): number {
    return this.subscriptions.get(socket)?.size ?? 0;
  }

  join(socket: WebSocket, topic: string): void {
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Set()));
    members.add(socket);
    this.subscriptions.get(socket)?.add(topic);
  }

  leave(socket: WebSocket, topic: string): void {
    const members = this.topics.get(topic);
    members?.delete(socket);
    if (members?.size === 0) this.topics.delete(topic);
    this.subscriptions.get(socket)?.delete(topic);
  }

  /** Sends to every socket on every node (topic null) or to one topic's subscribers. */
  async publish(tag: ServerTag, data: string, topic: string | null = null): Promise<void> {
    await this.bus.publish(PUSH_CHANNEL, `${topic ?? ''}${TOPIC_SEPARATOR}${encodeFrame(tag, data)}`);
  }

  private deliverLocal(topic: string | null, frame: string): void {
    const targets = topic === null ? this.all : this.topics.get(topic);
    if (!targets) return;
    for (const socket of targets) this.sendFrame(socket, frame);
  }

  sendFrame(socket: WebSocket, frame: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.dropped += 1;
      socket.terminate();
      this.remove(socket);
      return;
    }
    socket.send(frame);
  }
}
