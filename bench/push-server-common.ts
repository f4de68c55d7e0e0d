// The event source and the measurements both bench servers share, so the only difference
// between them is how each fans an event out.
import { BURST_TAGS, eventFrame, type ServerCommand, type ServerReply } from './push-stream.ts';

export interface BenchServer {
  port: number;
  sockets(): number;
  broadcast(frame: string): void;
}

function reply(message: ServerReply): void {
  process.send?.(message);
}

/** Publishes `ticks` bursts of `burst` frames (in one event-loop turn each) on a drift-free schedule. */
function stream(server: BenchServer, ticks: number, ticksPerSecond: number, burst: number, firstSeq: number): void {
  const start = performance.now();
  const interval = 1000 / ticksPerSecond;
  let done = 0;
  const tick = () => {
    for (let i = 0; i < burst; i += 1) server.broadcast(eventFrame(firstSeq + done * burst + i, BURST_TAGS[i % BURST_TAGS.length]));
    done += 1;
    if (done === ticks) return reply({ kind: 'streamed', events: ticks * burst });
    setTimeout(tick, Math.max(0, start + done * interval - performance.now()));
  };
  tick();
}

async function memory(server: BenchServer): Promise<void> {
  // Both servers run with --expose-gc: collect twice so RSS reflects live memory, not garbage.
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 2; i += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const usage = process.memoryUsage();
  reply({ kind: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, sockets: server.sockets() });
}

/** Answers the orchestrator's commands over IPC; CPU is this process's own user + system time. */
export function serveBench(server: BenchServer): void {
  let cpuStart = process.cpuUsage();
  process.on('message', (message: ServerCommand) => {
    switch (message.cmd) {
      case 'memory':
        return void memory(server);
      case 'stream':
        return stream(server, message.ticks, message.ticksPerSecond, message.burst, message.firstSeq);
      case 'cpu-start':
        cpuStart = process.cpuUsage();
        return;
      case 'cpu-stop': {
        const used = process.cpuUsage(cpuStart);
        return reply({ kind: 'cpu', micros: used.user + used.system, userMicros: used.user });
      }
    }
  });
  process.on('disconnect', () => process.exit(0));
  reply({ kind: 'listening', port: server.port });
}
