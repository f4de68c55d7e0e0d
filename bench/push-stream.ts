// What the push fan-out bench's processes share: the event stream both servers broadcast, the
// stamp clients read latency from, and the messages they exchange with the orchestrator.

/** Microseconds on CLOCK_MONOTONIC, which every process on the machine shares. */
export function monoMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** The tags of one feed tick's burst (a goal: the score, the live-list score, the live card). */
export const BURST_TAGS = ['game', 'gameNowFen', 'liveGame'] as const;

/**
 * The k-th event: a realistic score frame (`game|{json}`) carrying its send time. The same
 * string goes out from both servers (ours as the text frame, socket.io as `io.emit('m', frame)`).
 */
export function eventFrame(seq: number, tag = 'game'): string {
  const minute = 1 + (seq % 90);
  return `${tag}|{"id":"E0-2425-${String(100 + (seq % 280)).padStart(3, '0')}","state":2,"min":"${minute}","hs":${seq % 4},"as":${seq % 3},"hc":${seq % 7},"ac":${seq % 5},"seq":${seq},"t":${monoMicros()}}`;
}

/** Reads the send stamp back (`"t":123` in our frame, `\"t\":123` once socket.io JSON-escapes it). */
export function stampOf(text: string): number {
  const at = text.lastIndexOf('t\\":') >= 0 ? text.lastIndexOf('t\\":') + 4 : text.lastIndexOf('t":') + 3;
  let value = 0;
  for (let i = at; i < text.length; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

/** Orchestrator → server. */
export type ServerCommand =
  | { cmd: 'memory' }
  | { cmd: 'stream'; ticks: number; ticksPerSecond: number; burst: number; firstSeq: number }
  | { cmd: 'cpu-start' }
  | { cmd: 'cpu-stop' }
  | { cmd: 'disconnect-all' };

/** Server → orchestrator. */
export type ServerReply =
  | { kind: 'listening'; port: number }
  | { kind: 'memory'; rss: number; heapUsed: number; sockets: number }
  | { kind: 'streamed'; events: number }
  | { kind: 'cpu'; micros: number; userMicros: number }
  | { kind: 'disconnected' };

/** Orchestrator → client process. Sockets are opened and counted per group (one per server). */
export type ClientCommand =
  | { cmd: 'connect'; group: string; url: string; protocol: Protocol; sockets: number }
  | { cmd: 'report'; group: string; reset: boolean };

/** Client process → orchestrator. Latencies as a histogram of BUCKET_MS buckets. */
export type ClientReply =
  | { kind: 'connected'; group: string; sockets: number; failed: number }
  | { kind: 'report'; group: string; received: number; closed: number; buckets: Array<[number, number]> };

/** `scoreline`: our `/ws` frames; `socket.io`: Engine.IO v4 + Socket.IO v5 over a WebSocket. */
export type Protocol = 'scoreline' | 'socket.io';

export const BUCKET_MS = 0.1;
