import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a process and resolves once `ready` answers 200 (or rejects after `timeoutMs`, default 60 s). */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 60_000,
): Promise<Child> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${readyUrl} never became ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives one endpoint with autocannon; every request must succeed for the figure to count. */
export async function load(options: {
  url: string;
  headers: () => Record<string, string>;
  body: string;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers() },
    body: options.body,
    duration: options.seconds,
    connections: options.connections,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
