import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningServer {
  url: string;
  /** Waits for the SMS code the development sender logs for `phone`. */
  smsCode(phone: string): Promise<string>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Runs the match feed (the replay of the real seasons). The database then starts as a copy of
   * one imported once per test run (see `importedDataDir`), so no test waits for the import.
   */
  feed?: boolean;
  env?: Record<string, string>;
}

/**
 * Starts the built server (`npm run build` first) as `npm start` would, on a fresh data folder.
 * The match feed is off unless asked for: account journeys do not need it.
 */
export async function startServer({ feed = false, env = {} }: StartOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scoreline-e2e-'));
  if (feed) cpSync(await importedDataDir(), dataDir, { recursive: true });
  return spawnServer(dataDir, { FEED_ENABLED: feed ? 'true' : 'false', ...env }, true);
}

async function spawnServer(dataDir: string, env: Record<string, string>, removeOnStop: boolean, healthyWithinMs = 90_000): Promise<RunningServer & { child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node', ['apps/server/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes = collectSmsCodes(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child, healthyWithinMs);
  return {
    url,
    child,
    smsCode: (phone) => codes.waitFor(phone),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (removeOnStop) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data folder whose embedded database holds the imported seasons, made once and kept in the
 * temp folder under a name that changes with the migrations, the import code and the data
 * files, so a stale copy is never used.
 */
async function importedDataDir(): Promise<string> {
  const template = join(tmpdir(), `scoreline-e2e-imported-${importFingerprint()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), 'scoreline-e2e-importing-'));
  // The plain calendar, so no clock shift is stored: each test's server anchors its own at its start.
  // /healthz answers 200 only once the import is done and the board holds its fixtures (or
  // the data folder is missing and there is nothing to import).
  const server = await spawnServer(building, { FEED_ENABLED: 'true', REPLAY_CLOCK: 'calendar' }, false, 600_000);
  await server.stop();
  renameSync(building, template);
  return template;
}

function importFingerprint(): string {
  const hash = createHash('sha256');
  const dataDir = process.env.FEED_DATA_DIR ?? '../shared/data';
  for (const dir of ['apps/server/migrations', 'apps/server/src/modules/feed/import', 'apps/server/src/modules/feed/source', 'apps/server/src/modules/feed/catalog']) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  if (existsSync(dataDir)) {
    for (const name of readdirSync(dataDir, { recursive: true }).map(String).sort()) {
      const stat = statSync(join(dataDir, name));
      hash.update(`${name}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function collectSmsCodes(child: ChildProcess) {
  const latest = new Map<string, string>();
  const waiters: Array<{ phone: string; resolve: (code: string) => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.includes('"sms code"')) return;
    const entry = JSON.parse(line) as { phone: string; code: string };
    latest.set(entry.phone, entry.code);
    for (const waiter of waiters.filter((w) => w.phone === entry.phone)) {
      waiter.resolve(entry.code);
      waiters.splice(waiters.indexOf(waiter), 1);
    }
  });
  return {
    waitFor(phone: string): Promise<string> {
      const known = latest.get(phone);
      if (known) {
        latest.delete(phone);
        return Promise.resolve(known);
      }
      return new Promise((resolve, reject) => {
        waiters.push({ phone, resolve: (code) => (latest.delete(phone), resolve(code)) });
        setTimeout(() => reject(new Error(`no SMS code for ${phone} in the server log`)), 15_000).unref();
      });
    },
  };
}

async function waitForHealthy(url: string, child: ChildProcess, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${withinMs / 1000} s`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
