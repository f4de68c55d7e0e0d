import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { io as socketIoClient } from 'socket.io-client';
import type { Steering } from './cpu-steering.ts';
import { BUCKET_MS, eventFrame, type ClientCommand, type ClientReply, type Protocol, type ServerCommand, type ServerReply } from './push-stream.ts';

const SOCKETS = Number(process.env.PUSH_BENCH_SOCKETS ?? 10_000);
const CLIENT_PROCESSES = 4;
const ROUNDS = 2;

/**
 * Both shapes send every socket 2 messages a second, 12 per round: with 10,000 sockets that is
 * 20,000 deliveries a second, which leaves socket.io (the costlier) about half a core on this
 * 2-core machine, so neither server is saturated and latency means latency, not queueing.
 * `bursts of 3` is a feed tick that publishes a goal's three frames in one event-loop turn.
 */
const SHAPES = [
  { name: 'single events', burst: 1, ticksPerSecond: 2, ticks: 12 },
  { name: 'bursts of 3', burst: 3, ticksPerSecond: 2 / 3, ticks: 4 },
] as const;
const WARMUP = { name: 'warm-up', burst: 3, ticksPerSecond: 2, ticks: 4 } as const;
type Shape = (typeof SHAPES)[number] | typeof WARMUP;

export interface StreamFigures {
  delivered: number;
  expected: number;
  /** Server CPU (user + system) per delivered message, µs. */
  cpuMicrosPerMessage: number;
  /** The part of that CPU spent in user space (the rest is the kernel's TCP work). */
  userShare: number;
  /** CPU µs per delivered message in each round, to show the spread. */
  roundCpuMicros: number[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ShapeResult {
  shape: string;
  ours: StreamFigures;
  socketIo: StreamFigures;
  /** CPU per delivered message, socket.io ÷ ours (target ≥ 2). */
  cpuRatio: number;
}

export interface FanoutResult {
  sockets: number;
  /** The CPUs of servers and clients when the run was steered (see cpu-steering.ts). */
  steered: { serverCpus: string; clientCpus: string } | null;
  memoryPerSocketBytes: { ours: number; socketIo: number };
  connectSeconds: { ours: number; socketIo: number };
  shapes: ShapeResult[];
}

interface Tally {
  delivered: number;
  expected: number;
  cpuMicros: number;
  userMicros: number;
  rounds: number[];
  histogram: Map<number, number>;
}

interface Side {
  name: string;
  protocol: Protocol;
  server: Ipc<ServerCommand, ServerReply>;
  url: string;
  memoryPerSocket: number;
  connectSeconds: number;
  tallies: Map<string, Tally>;
}

type Clients = Array<Ipc<ClientCommand, ClientReply>>;

/**
 * Push fan-out to SOCKETS sockets: our PushHub + `/ws` server against socket.io broadcasting the
 * same event stream. Both hold their sockets at once and stream in alternating rounds, so
 * background load on the machine falls on both alike. Server CPU is each server's own
 * process.cpuUsage() over a round (first event until every client has every event), divided by
 * the messages the clients received. With `steering`, the servers run on their own CPU and the
 * clients' kernel receive work on the clients' CPUs, as on separate machines.
 */
export async function benchPushFanout(steering?: Steering): Promise<FanoutResult> {
  checkFileLimit();
  const clients: Clients = Array.from({ length: CLIENT_PROCESSES }, () => {
    const child = forkTs('bench/push-clients.ts', []);
    steering?.pinClient(child.pid!);
    return new Ipc<ClientCommand, ClientReply>(child);
  });
  const sides: Side[] = [];
  try {
    for (const [name, file, protocol] of [
      ['ours', 'bench/push-scoreline-server.ts', 'scoreline'],
      ['socket.io', 'bench/push-socketio-server.ts', 'socket.io'],
    ] as const) {
      const child = forkTs(file, ['--expose-gc']);
      steering?.pinServer(child.pid!);
      const server = new Ipc<ServerCommand, ServerReply>(child);
      const { port } = await server.expect('listening');
      const url = protocol === 'scoreline' ? `ws://127.0.0.1:${port}/ws?appType=bench` : `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`;
      sides.push({ name, protocol, server, url, memoryPerSocket: 0, connectSeconds: 0, tallies: new Map() });
    }
    for (const side of sides) await connectSide(side, clients);
    await checkRealSocketIoClient(sides[1]!);

    let seq = 1;
    for (const side of sides) {
      await streamRound(side, clients, WARMUP, seq); // JIT warm-up, not counted
      seq += 100;
    }
    for (const shape of SHAPES) {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const side of round % 2 ? [...sides].reverse() : sides) {
          await streamRound(side, clients, shape, seq, tallyOf(side, shape));
          seq += 100;
        }
      }
    }
    const [ours, socketIo] = [sides[0]!, sides[1]!];
    return {
      sockets: SOCKETS,
      steered: steering ? { serverCpus: steering.serverCpus, clientCpus: steering.clientCpus } : null,
      memoryPerSocketBytes: { ours: ours.memoryPerSocket, socketIo: socketIo.memoryPerSocket },
      connectSeconds: { ours: ours.connectSeconds, socketIo: socketIo.connectSeconds },
      shapes: SHAPES.map((shape) => {
        const [a, b] = [figures(ours, shape), figures(socketIo, shape)];
        return { shape: shape.name, ours: a, socketIo: b, cpuRatio: b.cpuMicrosPerMessage / a.cpuMicrosPerMessage };
      }),
    };
  } finally {
    // Servers first: they close the TCP connections, so the TIME_WAIT entries stay off the
    // clients' ephemeral ports and a second run right after this one still finds free ports.
    for (const side of sides) side.server.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const client of clients) client.kill();
  }
}

function tallyOf(side: Side, shape: Shape): Tally {
  let tally = side.tallies.get(shape.name);
  if (!tally) side.tallies.set(shape.name, (tally = { delivered: 0, expected: 0, cpuMicros: 0, userMicros: 0, rounds: [], histogram: new Map() }));
  return tally;
}

async function connectSide(side: Side, clients: Clients): Promise<void> {
  const before = await side.server.request({ cmd: 'memory' }, 'memory');
  const started = performance.now();
  const per = Math.ceil(SOCKETS / clients.length);
  const replies = await Promise.all(
    clients.map((client, i) => {
      const sockets = Math.min(per, SOCKETS - i * per);
      return client.request({ cmd: 'connect', group: side.name, url: side.url, protocol: side.protocol, sockets }, 'connected');
    }),
  );
  side.connectSeconds = (performance.now() - started) / 1000;
  const failed = replies.reduce((sum, r) => sum + r.failed, 0);
  if (failed > 0) throw new Error(`${side.name}: ${failed} of ${SOCKETS} sockets failed to connect`);
  const after = await side.server.request({ cmd: 'memory' }, 'memory');
  if (after.sockets !== SOCKETS) throw new Error(`${side.name}: server counts ${after.sockets} sockets, expected ${SOCKETS}`);
  side.memoryPerSocket = (after.rss - before.rss) / SOCKETS;
}

/** One real socket.io-client must see the stream exactly as sent, or the baseline is misconfigured. */
async function checkRealSocketIoClient(side: Side): Promise<void> {
  const client = socketIoClient(side.url.replace('ws://', 'http://').split('/socket.io')[0], { transports: ['websocket'], reconnection: false });
  try {
    const frames: string[] = [];
    client.on('m', (frame: string) => frames.push(frame));
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    await side.server.request({ cmd: 'stream', ticks: 1, ticksPerSecond: 1, burst: 1, firstSeq: 0 }, 'streamed');
    const deadline = Date.now() + 5000;
    while (frames.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!frames[0]?.startsWith('game|{"id"') || frames[0].length !== eventFrame(0).length) {
      throw new Error(`socket.io-client got ${JSON.stringify(frames[0])}`);
    }
  } finally {
    client.close();
  }
}

async function streamRound(side: Side, clients: Clients, shape: Shape, firstSeq: number, tally?: Tally): Promise<void> {
  await reportAll(side, clients, true); // start from zero (drops whatever came before)
  await side.server.request({ cmd: 'cpu-start' });
  const { events } = await side.server.request({ cmd: 'stream', ticks: shape.ticks, ticksPerSecond: shape.ticksPerSecond, burst: shape.burst, firstSeq }, 'streamed');
  const expected = events * SOCKETS;
  let reports = await reportAll(side, clients, false);
  const deadline = Date.now() + 30_000;
  while (received(reports) < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    reports = await reportAll(side, clients, false);
  }
  const cpu = await side.server.request({ cmd: 'cpu-stop' }, 'cpu');
  if (!tally) return;
  const delivered = received(reports);
  tally.cpuMicros += cpu.micros;
  tally.userMicros += cpu.userMicros;
  tally.delivered += delivered;
  tally.expected += expected;
  tally.rounds.push(Number((cpu.micros / Math.max(1, delivered)).toFixed(2)));
  for (const report of reports) for (const [bucket, count] of report.buckets) tally.histogram.set(bucket, (tally.histogram.get(bucket) ?? 0) + count);
}

function received(reports: Array<{ received: number }>): number {
  return reports.reduce((sum, r) => sum + r.received, 0);
}

async function reportAll(side: Side, clients: Clients, reset: boolean) {
  return Promise.all(clients.map((client) => client.request({ cmd: 'report', group: side.name, reset }, 'report')));
}

function figures(side: Side, shape: Shape): StreamFigures {
  const tally = tallyOf(side, shape);
  const sorted = [...tally.histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  const quantile = (q: number) => {
    let seen = 0;
    for (const [bucket, count] of sorted) {
      seen += count;
      if (seen >= q * total) return round1((bucket + 1) * BUCKET_MS);
    }
    return Number.NaN;
  };
  if (tally.delivered < tally.expected) console.warn(`push bench: ${side.name} delivered ${tally.delivered} of ${tally.expected} messages (${shape.name})`);
  return {
    delivered: tally.delivered,
    expected: tally.expected,
    cpuMicrosPerMessage: tally.cpuMicros / Math.max(1, tally.delivered),
    userShare: tally.userMicros / Math.max(1, tally.cpuMicros),
    roundCpuMicros: tally.rounds,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    maxMs: round1(((sorted.at(-1)?.[0] ?? 0) + 1) * BUCKET_MS),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Each server holds SOCKETS descriptors and each client process its share of both servers'. */
function checkFileLimit(): void {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (Number.isFinite(limit) && limit < SOCKETS + 1024) {
    throw new Error(`push bench: open-file limit ${limit} is below ${SOCKETS + 1024}; raise it (ulimit -n) or set PUSH_BENCH_SOCKETS`);
  }
}

function forkTs(file: string, nodeArgs: string[]): ChildProcess {
  return fork(file, [], { execArgv: [...nodeArgs, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Request/reply over a child's IPC channel, matched by reply kind. */
class Ipc<Command, Reply extends { kind: string }> {
  private waiting: Array<{ kind: string; resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];

  constructor(private readonly child: ChildProcess) {
    child.on('message', (message: Reply) => {
      const index = this.waiting.findIndex((w) => w.kind === message.kind);
      if (index >= 0) this.waiting.splice(index, 1)[0]!.resolve(message);
    });
    child.once('exit', (code) => {
      for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`));
    });
  }

  expect<K extends Reply['kind']>(kind: K): Promise<Extract<Reply, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${kind} from ${this.child.spawnargs.join(' ')}`)), 120_000);
      this.waiting.push({
        kind,
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply as Extract<Reply, { kind: K }>);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  /** Sends a command; with `kind`, resolves with the next reply of that kind. */
  async request<K extends Reply['kind']>(command: Command, kind?: K): Promise<Extract<Reply, { kind: K }>> {
    const reply = kind ? this.expect(kind) : undefined;
    this.child.send(command as object);
    return (reply ?? Promise.resolve(undefined)) as Promise<Extract<Reply, { kind: K }>>;
  }

  kill(): void {
    this.child.kill('SIGTERM');
  }
}
