import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { appTokenMinute } from '@scoreline/contract';
import { freePort, startProcess, type Child } from './support.ts';

/**
 * Instructions per MobileUser/getUserInfo call on the server's main thread, counted by
 * valgrind's callgrind: a figure the machine's load does not move, unlike requests/s. The
 * server first runs normally (migrations, a visitor login), then again under callgrind on the
 * same data; after WARMUP calls, each of ROUNDS rounds zeroes the counters, sends CALLS calls
 * over CONNECTIONS connections and dumps. `--bare` counts bench/bare-server.mjs answering the
 * same bytes instead, for the ratio. Build the server first (`npm run build -w @scoreline/server`).
 *
 *   npx tsx bench/callgrind-user-info.ts [--bare] [--keep] [--server <bundle>]
 *
 * --keep leaves the dumps for callgrind_annotate; --server counts another build of the server
 * (e.g. one made from an older commit). With CALLGRIND_DATABASE_URL set the server uses that
 * PostgreSQL database instead of PGlite, whose WebAssembly takes many minutes to start under
 * valgrind; a cached call never reaches the database either way.
 */
const APP_SECRET = 'bench-app-secret-0123456789';
const WARMUP = 3_000;
const CALLS = 3_000;
const ROUNDS = 3;
const CONNECTIONS = 16;
const execFileAsync = promisify(execFile);
// vgdb names its pipes after $USER and $HOST, and the server's HOST is 127.0.0.1: the
// controller must see the same ones to find the server.
const control = (...args: string[]) => execFileAsync('callgrind_control', args, { env: { ...process.env, HOST: '127.0.0.1' } });

const bare = process.argv.includes('--bare');
const keep = process.argv.includes('--keep');
const serverIndex = process.argv.indexOf('--server');
const serverScript = serverIndex === -1 ? 'apps/server/dist/server.js' : process.argv[serverIndex + 1];
if (!serverScript) throw new Error('--server needs the path of a server bundle');
const databaseUrl = process.env.CALLGRIND_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'scoreline-callgrind-'));
const outDir = mkdtempSync(join(tmpdir(), 'scoreline-cg-out-'));
const env: Record<string, string> = { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_SECRET, RATE_LIMIT_SCALE: '1000000', FEED_ENABLED: 'false' };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const appToken = () => createHash('md5').update(APP_SECRET + appTokenMinute(Date.now())).digest('hex');

try {
  // A normal first start migrates the fresh database; the login made now stays valid after.
  const firstPort = await freePort();
  const first = await startProcess('node', [serverScript], { ...env, PORT: String(firstPort) }, `http://127.0.0.1:${firstPort}/healthz`);
  const uuid = `yx1k${randomBytes(16).toString('hex')}`;
  let login: { loginToken: string; userInfo: { uid: string } };
  let sameBytes: string;
  try {
    login = await post(`http://127.0.0.1:${firstPort}/MobileUser/youKeLogin`, { uuid });
    const reply = await fetch(`http://127.0.0.1:${firstPort}/MobileUser/getUserInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'token-app': appToken(), authorization: `Bearer ${login.loginToken}`, 'user-id': login.userInfo.uid, uuid },
      body: '{}',
    });
    sameBytes = await reply.text();
  } finally {
    await first.stop();
  }

  const port = await freePort();
  const script = bare ? 'bench/bare-server.mjs' : serverScript;
  const valgrindArgs = ['--tool=callgrind', '--separate-threads=yes', `--callgrind-out-file=${join(outDir, 'cg.out.%p')}`, 'node', script];
  const url = bare ? `http://127.0.0.1:${port}/` : `http://127.0.0.1:${port}/MobileUser/getUserInfo`;
  const ready = bare ? url : `http://127.0.0.1:${port}/healthz`;
  const server: Child = await startProcess('valgrind', valgrindArgs, { ...env, PORT: String(port), BARE_BODY: sameBytes }, ready, 15 * 60_000);
  const pid = String(server.process.pid);
  try {
    const headers = () => ({ 'content-type': 'application/json', 'token-app': appToken(), authorization: `Bearer ${login.loginToken}`, 'user-id': login.userInfo.uid, uuid });
    // Returns the calls answered. On a loaded machine the slow server under valgrind can leave a
    // few client connections timing out: those are not answered calls, so they are not counted,
    // and a round where more than 1 % failed is not trusted at all.
    const calls = async (amount: number): Promise<number> => {
      const result = await autocannon({ url, method: 'POST', headers: headers(), body: '{}', amount, connections: CONNECTIONS, timeout: 60 });
      const answered = result['2xx'];
      if (result.non2xx > 0 || answered < amount * 0.99) throw new Error(`failed calls: ${JSON.stringify({ answered, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx })}`);
      if (answered < amount) process.stderr.write(`${amount - answered} of ${amount} calls timed out; counting the ${answered} answered\n`);
      return answered;
    };
    await calls(WARMUP);
    const perCall: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await control('--zero', pid);
      const answered = await calls(CALLS);
      await control(`--dump=round${round}`, pid);
      perCall.push(Math.round(mainThreadInstructions(outDir, round) / answered));
    }
    const body = JSON.stringify(JSON.parse(sameBytes));
    process.stdout.write(`${bare ? 'bare node:http' : 'getUserInfo'}: instructions per call on the main thread ${perCall.join(' / ')} (reply ${body.length} B)\n`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (keep) process.stdout.write(`callgrind files kept in ${outDir}\n`);
  else rmSync(outDir, { recursive: true, force: true });
}

/** The `totals:` of the main thread's (thread 1) file of the `round`-th dump. */
function mainThreadInstructions(dir: string, round: number): number {
  const file = readdirSync(dir).find((name) => name.endsWith(`.${round}-01`));
  if (!file) throw new Error(`no callgrind dump ${round} for thread 1 in ${dir}: ${readdirSync(dir).join(', ')}`);
  const totals = /^totals:\s+(\d+)/m.exec(readFileSync(join(dir, file), 'utf8'));
  if (!totals?.[1]) throw new Error(`no totals line in ${file}`);
  return Number(totals[1]);
}

async function post<T>(url: string, payload: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'token-app': appToken() }, body: JSON.stringify(payload) });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}
