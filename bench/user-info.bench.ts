import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appTokenMinute } from '@scoreline/contract';
import { createHash, randomBytes } from 'node:crypto';
import { againstBareServer, freePort, startProcess, waitUntilIdle, type SideBySide } from './support.ts';

const APP_SECRET = 'bench-app-secret-0123456789';
const ROUNDS = 3;
const SECONDS = 8;
const CONNECTIONS = 64;

/**
 * Requests/s of MobileUser/getUserInfo (token-app check, login token, session, rate limit,
 * validation, database) against a bare node:http endpoint returning the same bytes, measured
 * in alternating rounds in one run. Target ratio ≥ 0.8.
 */
export async function benchUserInfo(): Promise<SideBySide> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scoreline-bench-'));
  const appPort = await freePort();
  const app = await startProcess(
    'node',
    // USER_INFO_SERVER counts another build of the server (e.g. one made from an older commit).
    [process.env.USER_INFO_SERVER ?? 'apps/server/dist/server.js'],
    // Without the feed: its first-start import of the match archive into the fresh database would
    // share the CPU with the rounds. This figure is the call path; game-now.bench.ts measures a feed call.
    { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_SECRET, RATE_LIMIT_SCALE: '1000000', FEED_ENABLED: 'false' },
    `http://127.0.0.1:${appPort}/healthz`,
  );
  try {
    const base = `http://127.0.0.1:${appPort}`;
    const headers = () => ({ 'token-app': createHash('md5').update(APP_SECRET + appTokenMinute(Date.now())).digest('hex') });
    const uuid = `yx1k${randomBytes(16).toString('hex')}`;
    const login = await post<{ loginToken: string; userInfo: { uid: string } }>(`${base}/MobileUser/youKeLogin`, { uuid }, headers());
    const authHeaders = () => ({ ...headers(), authorization: `Bearer ${login.loginToken}`, 'user-id': login.userInfo.uid, uuid });
    const reply = await fetch(`${base}/MobileUser/getUserInfo`, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders() }, body: '{}' });
    const sameBytes = await reply.text();
    await waitUntilIdle(app.process.pid ?? 0);

    return await againstBareServer({
      name: 'getUserInfo',
      appUrl: `${base}/MobileUser/getUserInfo`,
      appPid: app.process.pid ?? 0,
      appHeaders: authHeaders,
      // The bare endpoint gets the very same request (it ignores the login headers): parsing
      // those 352 header bytes is HTTP work any server does, not part of the gap being measured.
      bareHeaders: authHeaders,
      sameBytes,
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function post<T>(url: string, payload: unknown, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}
