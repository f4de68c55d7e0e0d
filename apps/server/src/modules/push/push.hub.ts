import type { Writable } from 'node:stream';
import { encodeFrame, type ServerTag } from '@scoreline/contract';
import type { WebSocket } from 'ws';
import type { Bus } from '../../plugins/bus/bus.ts';
import { framePayloads, textFrameBytes } from './push.frame.ts';

const PUSH_CHANNEL = 'push.frames';
/** Separates the topic from the frame on the bus; topics never contain it (TOPIC_PATTERN). */
const TOPIC_SEPARATOR = '\u0001';

export interface HubLimits {
  /** A socket whose unsent bytes pass this is dropped instead of buffering without bound. */
  maxBufferedBytes: number;
}

/** One connected socket: the `ws` object, the TCP stream under it when known, its topics. */
interface Member {
  readonly ws: WebSocket;
  readonly stream: Writable | null;
  readonly topics: Set<string>;
}

/** A frame waiting for this turn's flush: its topic (null = everyone) and its frame bytes. */
interface Pending {
  readonly topic: string | null;
  readonly bytes: Buffer;
}

/**
 * Fans frames out to this node's sockets. Every event is encoded once: one string over the bus
 * to every node, and on each node one Buffer holding the whole WebSocket frame (header and
 * UTF-8 payload), written as-is to every socket's TCP stream, with no per-socket encoding,
 * framing or copying.
 *
 * Frames published in the same event-loop turn (a feed tick: a goal is `game`, `gameNowFen`
 * and live text at once) are flushed together: each socket gets one write holding all of its
 * frames, in publish order. On a busy server the kernel's work per write costs several times
 * the JavaScript, so fewer writes is most of the saving.
 */
export class PushHub {
  private readonly all = new Map<WebSocket, Member>();
  private readonly topics = new Map<string, Set<Member>>();
  private dropped = 0;
  private pending: Pending[] = [];
  private flushScheduled = false;

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

  /**
   * Registers a socket. `stream` is the TCP socket `ws` was upgraded on; frames are written to
   * it directly. Without it (a socket from elsewhere) their payloads go through `ws.send`.
   */
  add(socket: WebSocket, stream?: Writable): void {
    this.all.set(socket, { ws: socket, stream: stream ?? null, topics: new Set() });
  }

  remove(socket: WebSocket): void {
    const member = this.all.get(socket);
    if (!member) return;
    for (const topic of [...member.topics]) this.leave(socket, topic);
    this.all.delete(socket);
  }

  topicCount(socket: WebSocket): number {
    return this.all.get(socket)?.topics.size ?? 0;
  }

  join(socket: WebSocket, topic: string): void {
    const member = this.all.get(socket);
    if (!member) return;
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Set()));
    members.add(member);
    member.topics.add(topic);
  }

  leave(socket: WebSocket, topic: string): void {
    const member = this.all.get(socket);
    const members = this.topics.get(topic);
    if (!member || !members) return;
    members.delete(member);
    member.topics.delete(topic);
    if (members.size === 0) this.topics.delete(topic);
  }

  /** Sends to every socket on every node (topic null) or to one topic's subscribers. */
  async publish(tag: ServerTag, data: string, topic: string | null = null): Promise<void> {
    await this.bus.publish(PUSH_CHANNEL, `${topic ?? ''}${TOPIC_SEPARATOR}${encodeFrame(tag, data)}`);
  }

  /** Sends one frame to one socket (replies: pong, errors), after any frames still pending. */
  sendFrame(socket: WebSocket, frame: string): void {
    if (this.pending.length > 0) this.flush();
    const member = this.all.get(socket) ?? { ws: socket, stream: null, topics: new Set<string>() };
    this.write(member, textFrameBytes(frame));
  }

  private deliverLocal(topic: string | null, frame: string): void {
    if (topic === null ? this.all.size === 0 : !this.topics.has(topic)) return;
    this.pending.push({ topic, bytes: textFrameBytes(frame) });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.flushScheduled = false;
    const forAll = batch.filter((p) => p.topic === null);
    const allBytes = forAll.length > 0 ? concat(forAll) : undefined;
    // Topic subscribers get their own sequence (their topic frames among the global ones);
    // everyone else shares the one Buffer of this turn's global frames.
    const own = new Set<Member>();
    for (const { topic } of batch) {
      if (topic !== null) for (const member of this.topics.get(topic) ?? []) own.add(member);
    }
    for (const member of own) {
      const mine = batch.filter((p) => p.topic === null || member.topics.has(p.topic));
      this.write(member, concat(mine));
    }
    if (!allBytes) return;
    if (own.size === 0) for (const member of this.all.values()) this.write(member, allBytes);
    else for (const member of this.all.values()) if (!own.has(member)) this.write(member, allBytes);
  }

  private write(member: Member, bytes: Buffer): void {
    const { ws, stream } = member;
    if (ws.readyState !== ws.OPEN) return;
    // Without compression `ws` never queues inside its sender, so the stream's unsent bytes
    // are the socket's whole backlog (the same figure as `ws.bufferedAmount`).
    const backlog = stream ? stream.writableLength : ws.bufferedAmount;
    if (backlog > this.limits.maxBufferedBytes) {
      this.dropped += 1;
      ws.terminate();
      this.remove(ws);
      return;
    }
    // Frames are whole and written synchronously, so they never interleave with the ping and
    // close frames `ws` writes to the same stream.
    if (stream) stream.write(bytes);
    else for (const payload of framePayloads(bytes)) ws.send(payload, { binary: false });
  }
}

function concat(frames: readonly Pending[]): Buffer {
  return frames.length === 1 ? frames[0]!.bytes : Buffer.concat(frames.map((p) => p.bytes));
}
