import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { MemoryBoard } from '../../src/modules/feed/live/memory-board.ts';
import type { PushHub } from '../../src/modules/push/push.hub.ts';
import { migrationsDir } from '../../src/paths.ts';
import { appToken } from '../../src/plugins/auth/app-token.ts';
import { createLocalBus, createRedisBus, type Bus } from '../../src/plugins/bus/bus.ts';
import { openDatabase, type DatabaseHandle } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import type { SmsSender } from '../../src/modules/account/sms.sender.ts';

/** The databases every integration suite runs against: PGlite always, PostgreSQL when configured. */
export const databaseTargets: Array<{ name: string; url: string | undefined }> = [
  { name: 'pglite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

export const redisUrl = process.env.TEST_REDIS_URL;

/** The login-token key every test app signs with (tests forge tokens with it, or with another). */
export const TEST_TOKEN_KEY = new TextEncoder().encode('test-token-secret-test-token-secret-123');

/** A PostgreSQL database of its own for one suite, dropped afterwards. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  hub: PushHub;
  /** The node's match board (`test/support/feed.ts` seeds it). */
  board: MemoryBoard;
  /** Whether this node runs the feed now (leader). */
  feedIsLeader: () => boolean;
  config: Config;
  database: DatabaseHandle;
  bus: Bus;
  sms: CapturingSms;
  clock: TestClock;
  close(): Promise<void>;
}

export class CapturingSms implements SmsSender {
  readonly sent: Array<{ phone: string; code: string }> = [];
  async send(phone: string, code: string): Promise<void> {
    this.sent.push({ phone, code });
  }
  lastCode(phone: string): string {
    const hit = [...this.sent].reverse().find((s) => s.phone === phone);
    if (!hit) throw new Error(`no code was sent to ${phone}`);
    return hit.code;
  }
  countFor(phone: string): number {
    return this.sent.filter((s) => s.phone === phone).length;
  }
}

/** A clock tests move by hand: real time plus an offset. */
export class TestClock {
  offsetMs = 0;
  now = (): number => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface StartOptions {
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
  redis?: boolean;
  deps?: Partial<AppDeps>;
}

/** Builds a fully wired app on a fresh database, as `server.ts` does, without listening. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const scratch = options.databaseUrl ? await createScratchDatabase(options.databaseUrl) : undefined;
  const database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', poolSize: 5 });
  await migrate(database.db, migrationsDir);
  return buildTestApp(database, options, async () => {
    await database.close();
    await scratch?.drop();
  });
}

/**
 * Another app (another "node") on the same database as `server`, with its own config, bus,
 * clock and SMS sender. Cheap (no new database), so tests use it for other configurations.
 */
export async function startSibling(server: TestServer, options: Omit<StartOptions, 'databaseUrl'> = {}): Promise<TestServer> {
  return buildTestApp(server.database, options, async () => undefined);
}

/**
 * Another node on an existing PostgreSQL database (say, `server`'s scratch one): its own
 * connection pool, so closing one node never closes the other's. Leaves the database alone.
 */
export async function startNodeOn(databaseUrl: string, options: Omit<StartOptions, 'databaseUrl'> = {}): Promise<TestServer> {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 5 });
  await migrate(database.db, migrationsDir);
  return buildTestApp(database, options, () => database.close());
}

async function buildTestApp(database: DatabaseHandle, options: StartOptions, release: () => Promise<void>): Promise<TestServer> {
  // The feed stays off unless a test turns it on: most suites need no match data.
  const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', CHECK_REPLIES: 'true', FEED_ENABLED: 'false', ...options.env });
  const silent = { warn: () => undefined, info: () => undefined };
  const bus = options.redis && redisUrl ? createRedisBus(redisUrl, silent) : createLocalBus();
  const redis = options.redis && redisUrl ? new Redis(redisUrl) : undefined;
  const sms = new CapturingSms();
  const clock = new TestClock();
  const { app, hub, board, ready, feedIsLeader } = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    bus,
    redis,
    tokenKey: TEST_TOKEN_KEY,
    smsSender: sms,
    now: clock.now,
    logger: false,
    ...options.deps,
  });
  await ready;
  await app.ready();
  return {
    app,
    hub,
    board,
    feedIsLeader,
    config,
    database,
    bus,
    sms,
    clock,
    close: async () => {
      await app.close();
      await bus.close();
      redis?.disconnect();
      await release();
    },
  };
}

export interface CallOptions {
  token?: string;
  uuid?: string;
  userId?: string;
  appToken?: string | null;
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** The headers the web client sends, with a correct token-app unless told otherwise. */
export function clientHeaders(server: TestServer, options: CallOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  const tokenApp = options.appToken === undefined ? appToken(server.config.APP_SECRET, server.clock.now()) : options.appToken;
  if (tokenApp !== null) headers['token-app'] = tokenApp;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.uuid) headers.uuid = options.uuid;
  if (options.userId) headers['user-id'] = options.userId;
  if (options.lang) headers.lang = options.lang;
  return headers;
}

/** Makes one call the way the web client does, with correct headers unless told otherwise. */
export async function call<T = unknown>(server: TestServer, path: string, payload: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
  return postRaw<T>(server, path, typeof payload === 'string' ? payload : JSON.stringify(payload), {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

/** Posts a body as given (any content type) and reads the envelope. */
export async function postRaw<T = unknown>(
  server: TestServer,
  path: string,
  body: string | Buffer,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    headers: clientHeaders(server, options),
    payload: body,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  if (response.statusCode !== 200) throw new Error(`POST ${path}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.json<Envelope<T>>();
}

let ipCounter = 0;
// Random per run: rate counters kept in a shared Redis must not meet a previous run's.
const ipPrefix = 1 + (randomBytes(1)[0] ?? 0) % 254;
/** A fresh client address, so per-IP budgets of one test never touch another's. */
export function newIp(): string {
  ipCounter += 1;
  return `10.${ipPrefix}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let visitorCounter = 0;
/** A fresh, valid visitor uuid (`yx1k` + 32 hex digits). */
export function newVisitorUuid(): string {
  visitorCounter += 1;
  return `yx1k${randomBytes(14).toString('hex')}${visitorCounter.toString(16).padStart(4, '0')}`;
}

let phoneCounter = 0;
/** A fresh, valid mainland mobile number. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface LoggedIn {
  token: string;
  uid: string;
  phone: string;
}

/** Sends a login code through the real SMS flow and returns it. */
export async function requestCode(server: TestServer, phone: string, ip = newIp()): Promise<string> {
  const sent = await call(server, '/MobileSms/sendPhoneCode', { phone }, { ip });
  if (sent.status !== 0) throw new Error(`sendPhoneCode failed: ${sent.msg}`);
  return server.sms.lastCode(phone);
}

/** Signs a phone user in through the real SMS flow (from a fresh IP unless one is given). */
export async function loginNewUser(server: TestServer, phone = newPhone(), ip = newIp()): Promise<LoggedIn> {
  const code = await requestCode(server, phone, ip);
  const login = await call<{ loginToken: string; userInfo: { uid: string } }>(server, '/MobileUser/loginByPhone', { phone, code }, { ip });
  if (login.status !== 0) throw new Error(`loginByPhone failed: ${login.msg}`);
  return { token: login.data.loginToken, uid: login.data.userInfo.uid, phone };
}

/** Starts a visitor session. */
export async function loginVisitor(server: TestServer, uuid = newVisitorUuid(), ip = newIp()): Promise<LoggedIn & { uuid: string }> {
  const login = await call<{ loginToken: string; userInfo: { uid: string } }>(server, '/MobileUser/youKeLogin', { uuid }, { uuid, ip });
  if (login.status !== 0) throw new Error(`youKeLogin failed: ${login.msg}`);
  return { token: login.data.loginToken, uid: login.data.userInfo.uid, phone: '', uuid };
}
