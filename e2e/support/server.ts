import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Starts the built server (`npm run build` first) as `npm start` would, on a fresh data folder.
 * The match feed is off unless asked for: its first-start import of every data file would hold
 * the embedded database for the first minute, which the account journeys do not need.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scoreline-e2e-'));
  const port = await freePort();
  const child = spawn('node', ['apps/server/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', FEED_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes = collectSmsCodes(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child);
  return {
    url,
    smsCode: (phone) => codes.waitFor(phone),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

async function waitForHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in 90 s');
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
