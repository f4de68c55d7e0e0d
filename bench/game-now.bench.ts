import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appTokenMinute } from '@scoreline/contract';
import { againstBareServer, freePort, startProcess, waitUntilIdle, type SideBySide } from './support.ts';

const APP_SECRET = 'bench-app-secret-0123456789';
const ROUNDS = 3;
const SECONDS = 8;
const CONNECTIONS = 64;
/** The first start imports every data file into a fresh embedded database before the board fills. */
const BOARD_READY_TIMEOUT_MS = 10 * 60_000;

export interface GameNowBench extends SideBySide {
  /** Matches in the measured reply and its size: the figure depends on the hour it runs at. */
  items: number;
  replyBytes: number;
}

/**
 * Requests/s of MobileFoot/gameNow on the real built server with the replay feed running
 * (token-app check, rate limit, the board's pre-serialised reply) against a bare node:http
 * endpoint returning the same bytes, in alternating rounds in one run. Target ratio ≥ 0.8.
 */
export async function benchGameNow(): Promise<GameNowBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scoreline-bench-feed-'));
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  const env = { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_SECRET, RATE_LIMIT_SCALE: '1000000' };
  const headers = () => ({ 'token-app': createHash('md5').update(APP_SECRET + appTokenMinute(Date.now())).digest('hex') });
  // The first start imports the match archive into the fresh database. That process stays
  // slower for its whole life (a bare handler inside it answers 1.5–2× slower than in its own
  // process), so the figure is taken on a restart, as every start after the first one is.
  const first = await startProcess('node', ['apps/server/dist/server.js'], env, `${base}/healthz`, BOARD_READY_TIMEOUT_MS);
  try {
    await waitForBoard(`${base}/MobileFoot/gameNow`, headers);
    await waitUntilIdle(first.process.pid ?? 0);
  } finally {
    await first.stop();
  }
  const app = await startProcess('node', ['apps/server/dist/server.js'], env, `${base}/healthz`, BOARD_READY_TIMEOUT_MS);
  try {
    const { bytes, items } = await waitForBoard(`${base}/MobileFoot/gameNow`, headers);
    // After the board fills, the server still publishes the day's predictions and plans for a
    // few seconds: that work is not the call being measured.
    await waitUntilIdle(app.process.pid ?? 0);
    const measured = await againstBareServer({
      name: 'gameNow',
      appUrl: `${base}/MobileFoot/gameNow`,
      appPid: app.process.pid ?? 0,
      appHeaders: headers,
      bareHeaders: headers,
      sameBytes: bytes,
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    return { ...measured, items, replyBytes: Buffer.byteLength(bytes) };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Polls gameNow until the feed has refreshed the board once; returns the reply then. */
async function waitForBoard(url: string, headers: () => Record<string, string>): Promise<{ bytes: string; items: number }> {
  const deadline = Date.now() + BOARD_READY_TIMEOUT_MS;
  for (;;) {
    const bytes = await fetchWhileImporting(url, headers);
    if (bytes !== undefined) {
      const envelope = JSON.parse(bytes) as { status: number; msg: string; data?: { refreshedAt: number; items: unknown[] } };
      if (envelope.status !== 0) throw new Error(`gameNow: ${envelope.msg}`);
      if (envelope.data && envelope.data.refreshedAt > 0) return { bytes, items: envelope.data.items.length };
    }
    if (Date.now() > deadline) throw new Error('the feed never filled the board');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * One poll; undefined when the connection was dropped. The first-start import keeps the
 * event loop busy for long stretches, so an idle keep-alive socket can be closed just as
 * the next poll is sent on it.
 */
async function fetchWhileImporting(url: string, headers: () => Record<string, string>): Promise<string | undefined> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers() }, body: '{}' });
    return await response.text();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET') return undefined;
    throw error;
  }
}
