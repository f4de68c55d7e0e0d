import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  /**
   * The server process's own CPU time (user + system, all threads) per request, from
   * /proc/<pid>/stat; a figure the rest of the machine's load moves far less than requests/s.
   */
  cpuMicrosPerRequest: number;
}

/** Drives one endpoint with autocannon; every request must succeed for the figure to count. */
export async function load(options: {
  url: string;
  headers: () => Record<string, string>;
  body: string;
  seconds: number;
  connections: number;
  /** The server's process id, for its CPU time. */
  pid: number;
}): Promise<LoadResult> {
  const cpuBefore = processCpuMicros(options.pid);
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
    cpuMicrosPerRequest: (processCpuMicros(options.pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/**
 * Waits until a process has been idle (under `share` of one core over `windowMs`), or until
 * `timeoutMs`: a server's first-start work (importing, publishing predictions) must not share
 * the CPU with a measured round. Resolves with how long it waited, in ms.
 */
export async function waitUntilIdle(pid: number, options: { share?: number; windowMs?: number; timeoutMs?: number } = {}): Promise<number> {
  const { share = 0.1, windowMs = 2_000, timeoutMs = 120_000 } = options;
  const started = Date.now();
  for (;;) {
    const before = processCpuMicros(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const used = (processCpuMicros(pid) - before) / (windowMs * 1_000);
    if (used < share || Date.now() - started > timeoutMs) return Date.now() - started;
  }
}

/** User + system CPU time of a process so far, in µs (Linux clock ticks are 10 ms). */
function processCpuMicros(pid: number): number {
  // The command name (field 2) may hold spaces; the fields counted from 3 follow its ')'.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface SideBySide {
  /** Median app requests/s ÷ median bare requests/s. */
  ratio: number;
  app: LoadResult;
  bare: LoadResult;
}

/**
 * Starts a bare node:http server answering `sameBytes`, warms both up, then measures them in
 * alternating rounds (bare first) so both see the same machine; every app request must succeed.
 */
export async function againstBareServer(options: {
  name: string;
  appUrl: string;
  /** The app server's process id, for its CPU time per request. */
  appPid: number;
  appHeaders: () => Record<string, string>;
  bareHeaders: () => Record<string, string>;
  sameBytes: string;
  rounds: number;
  seconds: number;
  connections: number;
}): Promise<SideBySide> {
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const bare = await startProcess('node', ['bench/bare-server.mjs'], { PORT: String(barePort), BARE_BODY: options.sameBytes }, bareUrl);
  try {
    const barePid = bare.process.pid ?? 0;
    const round = (url: string, headers: () => Record<string, string>, seconds: number, pid: number) =>
      load({ url, headers, body: '{}', seconds, connections: options.connections, pid });
    await round(options.appUrl, options.appHeaders, 2, options.appPid);
    await round(bareUrl, options.bareHeaders, 2, barePid);
    const appRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      bareRuns.push(await round(bareUrl, options.bareHeaders, options.seconds, barePid));
      appRuns.push(await round(options.appUrl, options.appHeaders, options.seconds, options.appPid));
    }
    if (appRuns.some((r) => r.errors > 0 || r.non2xx > 0)) throw new Error(`${options.name} bench saw failed requests`);
    const app = medianResult(appRuns);
    const bareResult = medianResult(bareRuns);
    return { ratio: app.requestsPerSecond / bareResult.requestsPerSecond, app, bare: bareResult };
  } finally {
    await bare.stop();
  }
}

function medianResult(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    cpuMicrosPerRequest: median(runs.map((r) => r.cpuMicrosPerRequest)),
  };
}
