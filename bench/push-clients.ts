// A client process of the push fan-out bench: holds thousands of plain `ws` sockets to one or
// more servers and records, per group, how many events arrived and how late (send stamp vs
// arrival on the shared monotonic clock). Both protocols use the same client code, so the
// client-side cost is the same for both servers.
import { WebSocket, type RawData } from 'ws';
import { BUCKET_MS, monoMicros, stampOf, type ClientCommand, type ClientReply, type Protocol } from './push-stream.ts';

interface Group {
  received: number;
  closed: number;
  buckets: Map<number, number>;
  sockets: WebSocket[];
}

const groups = new Map<string, Group>();
const CONCURRENT_HANDSHAKES = 64;

function reply(message: ClientReply): void {
  process.send?.(message);
}

function record(group: Group, text: string): void {
  const stamp = stampOf(text);
  if (stamp === 0) return;
  group.received += 1;
  const bucket = Math.floor((monoMicros() - stamp) / 1000 / BUCKET_MS);
  group.buckets.set(bucket, (group.buckets.get(bucket) ?? 0) + 1);
}

/** Opens one socket; resolves once it can receive events (for socket.io: namespace joined). */
function open(group: Group, url: string, protocol: Protocol): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    const settle = (ok: boolean) => {
      if (ready) return;
      ready = true;
      resolve(ok);
    };
    ws.on('error', () => settle(false));
    ws.on('close', () => {
      group.closed += 1;
      settle(false);
    });
    if (protocol === 'scoreline') {
      ws.on('open', () => settle(true));
      ws.on('message', (data: RawData) => record(group, textOf(data)));
    } else {
      // Engine.IO v4 packets: 0 open, 2 ping (answer 3), 4 message; Socket.IO inside 4: 0 connect, 2 event.
      ws.on('message', (data: RawData) => {
        const text = textOf(data);
        if (text.startsWith('42')) return record(group, text);
        if (text === '2') return ws.send('3');
        if (text.startsWith('0')) return ws.send('40');
        if (text.startsWith('40')) settle(true);
      });
    }
    group.sockets.push(ws);
  });
}

function textOf(data: RawData): string {
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
}

async function connect(name: string, url: string, protocol: Protocol, count: number): Promise<void> {
  const group: Group = { received: 0, closed: 0, buckets: new Map(), sockets: [] };
  groups.set(name, group);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      if (!(await open(group, url, protocol))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_HANDSHAKES }, worker));
  reply({ kind: 'connected', group: name, sockets: count - failed, failed });
}

process.on('message', (message: ClientCommand) => {
  if (message.cmd === 'connect') {
    void connect(message.group, message.url, message.protocol, message.sockets);
    return;
  }
  const group = groups.get(message.group);
  if (!group) return reply({ kind: 'report', group: message.group, received: 0, closed: 0, buckets: [] });
  reply({ kind: 'report', group: message.group, received: group.received, closed: group.closed, buckets: [...group.buckets] });
  if (message.reset) {
    group.received = 0;
    group.buckets.clear();
  }
});
process.on('disconnect', () => process.exit(0));
