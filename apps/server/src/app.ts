import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES } from '@scoreline/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { AccountService } from './modules/account/account.service.ts';
import { accountHandlers } from './modules/account/account.routes.ts';
import { createLogSmsSender, type SmsSender } from './modules/account/sms.sender.ts';
import { SmsService } from './modules/account/sms.service.ts';
import { UserCache } from './modules/account/user.cache.ts';
import { favouriteHandlers } from './modules/favourites/favourites.routes.ts';
import { ItemRegistry } from './modules/wallet/item-registry.ts';
import { createWallet, walletHandlers } from './modules/wallet/wallet.routes.ts';
import { paymentHandlers, registerPaymentNotifyRoutes } from './modules/payments/payments.routes.ts';
import { createPayments, type PaymentsSetupDeps } from './modules/payments/payments.setup.ts';
import { basketballHandlers } from './modules/basketball/basketball.routes.ts';
import { chatHandlers } from './modules/chat/chat.routes.ts';
import { createContentModule } from './modules/content/content.routes.ts';
import { createAiModule } from './modules/ai/ai.routes.ts';
import { createChaseModule } from './modules/ai-chase/ai-chase.routes.ts';
import { createAiModelsModule } from './modules/ai-models/ai-models.routes.ts';
import { DataReadiness } from './modules/feed/live/data-readiness.ts';
import type { FeedTiming } from './modules/feed/live/feed-job.ts';
import type { FeedProvider } from './modules/feed/live/feed-provider.ts';
import type { FeedRuntime } from './modules/feed/live/feed-runtime.ts';
import { startLiveFeed } from './modules/feed/live/feed-setup.ts';
import { MemoryBoard } from './modules/feed/live/memory-board.ts';
import { ReplayCalendar } from './modules/feed/live/replay-calendar.ts';
import { ReplayFeedProvider } from './modules/feed/live/replay-feed-provider.ts';
import { WorldCalendar } from './modules/feed/live/world-calendar.ts';
import { dataTabHandlers } from './modules/data-tab/data-tab.routes.ts';
import { lotteryDataHandlers } from './modules/lottery-data/lottery-data.routes.ts';
import { LotteryDataService } from './modules/lottery-data/lottery-data.service.ts';
import { createLotteryPlans } from './modules/lottery-plans/lottery-plans.routes.ts';
import { footballHandlers } from './modules/football/football.routes.ts';
import { toFootballRow } from './modules/football/match-row.mapper.ts';
import { PushHub } from './modules/push/push.hub.ts';
import { attachPushServer } from './modules/push/push.server.ts';
import { registerDocumentRoutes } from './modules/sundry/documents.routes.ts';
import { sundryHandlers } from './modules/sundry/sundry.routes.ts';
import { registerUploadRoutes, uploadHandlers } from './modules/upload/upload.routes.ts';
import { UploadService } from './modules/upload/upload.service.ts';
import { createWechatClient, type WechatClient } from './modules/wechat/wechat.client.ts';
import { wechatHandlers } from './modules/wechat/wechat.routes.ts';
import { WechatService } from './modules/wechat/wechat.service.ts';
import { defaultWebDistDir } from './paths.ts';
import { AppTokenChecker } from './plugins/auth/app-token.ts';
import { Authenticator } from './plugins/auth/authenticate.ts';
import { SessionRegistry } from './plugins/auth/sessions.ts';
import { TokenService } from './plugins/auth/tokens.ts';
import type { Bus } from './plugins/bus/bus.ts';
import type { Db } from './plugins/db/database.ts';
import { headerOf } from './plugins/http/call-request.ts';
import { CallDispatcher } from './plugins/http/calls.ts';
import { toEnvelope } from './plugins/http/envelope.ts';
import { buildOpenApi } from './plugins/http/openapi.ts';
import { clientErrorHandler, MAX_HEADER_BYTES } from './plugins/http/client-error.ts';
import { PublicOrigins } from './plugins/http/public-origin.ts';
import { contentEncodingProblem } from './plugins/http/raw-request.ts';
import { registerSecurityHeaders } from './plugins/http/security-headers.ts';
import { MemoryRateStore, RedisRateStore, type RateStore } from './plugins/rate-limit/rate-limiter.ts';
import { RateGate } from './plugins/rate-limit/rate-gate.ts';
import { AppError } from './platform/errors.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  bus: Bus;
  tokenKey: Uint8Array;
  redis?: Redis | undefined;
  now?: () => number;
  smsSender?: SmsSender;
  wechatClient?: WechatClient;
  /** The match data source; default: the replay of real seasons from the database. */
  feedProvider?: FeedProvider;
  /** Shorter feed waits for tests (tick, leader retry, stale deadline). */
  feedTiming?: Partial<FeedTiming>;
  /** Which database `db` is; decides how the feed leader is chosen. Default: from DATABASE_URL. */
  databaseKind?: 'pglite' | 'postgres';
  /** A pino logger to share (the server's), `false` for silence, or nothing for the default. */
  logger?: boolean | FastifyBaseLogger;
  /** Payment adapters' outside world (HTTP, App Store receipts, sandbox delivery); tests replace them. */
  payments?: Pick<PaymentsSetupDeps, 'fetch' | 'receiptVerifier' | 'sandboxDelivery'>;
}

export interface BuiltApp {
  app: FastifyInstance;
  hub: PushHub;
  /** This node's copy of the match board; handler factories take it as `board: MatchBoard`. */
  board: MemoryBoard;
  /** Whether this node currently runs the feed (false when FEED_ENABLED is off or another node leads). */
  feedIsLeader: () => boolean;
  /** Resolves once background services have started (the server listens then). */
  ready: Promise<void>;
  /** Whether the match data is on the board: /healthz answers 503 until it is. */
  readiness: DataReadiness;
}

/** Builds the whole server (API, push socket, web app, documents) without listening. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db, bus } = deps;
  const now = deps.now ?? Date.now;
  // JSON calls take the dispatcher's raw fast path off the HTTP server; everything else (and
  // every call made through `inject`) goes through Fastify's router to the same dispatcher.
  const fastPath: { dispatcher?: CallDispatcher } = {};
  const app = Fastify({
    ...loggerOption(deps.logger, config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    serverFactory: (fastifyHandler) => {
      const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
        if (!fastPath.dispatcher?.handleRaw(req, res)) fastifyHandler(req, res);
      });
      server.requestTimeout = 30_000;
      server.setTimeout(30_000);
      return server;
    },
  });

  const tokens = new TokenService(deps.tokenKey, config.TOKEN_TTL_DAYS * 86_400, now);
  const sessions = new SessionRegistry(db, bus, now);
  const memoryStore = new MemoryRateStore(now);
  const rateStore: RateStore = deps.redis ? new RedisRateStore(deps.redis, memoryStore) : memoryStore;
  const rateGate = new RateGate(rateStore, config.RATE_LIMIT_SCALE);

  const sms = new SmsService(db, deps.smsSender ?? createLogSmsSender(app.log), config.APP_SECRET, now);
  const users = new UserCache(bus, now);
  const accounts = new AccountService({
    users,
    db,
    tokens,
    sessions,
    sms,
    tokenTtlSeconds: config.TOKEN_TTL_DAYS * 86_400,
    adminPhones: config.ADMIN_PHONES,
    now,
  });
  // Roles and permissions are read from the account (cached, dropped over the bus), never the token.
  const authenticator = new Authenticator(tokens, sessions, new AppTokenChecker(config.APP_SECRET, now), (id) => accounts.rightsOf(id));
  const wechatClient = deps.wechatClient ?? createConfiguredWechatClient(config);
  const wechat = new WechatService(db, accounts, wechatClient, deps.tokenKey, now);
  const uploads = new UploadService(db);
  const hub = new PushHub(bus, { maxBufferedBytes: 1024 * 1024 });
  // Match calls read this board (pass `board` to their handler factories); the feed fills it.
  const board = new MemoryBoard(now);
  // Without the feed there is no match data to wait for; with it, a first start imports first.
  const readiness = new DataReadiness();
  if (!config.FEED_ENABLED) readiness.boardLoaded();
  // Paid features register their items here (`items.register(kind, …)`); the wallet sells them.
  const items = new ItemRegistry();
  const wallet = createWallet({
    db, now, items,
    settings: {
      withdrawCoinsPerYuan: config.WITHDRAW_COINS_PER_YUAN,
      withdrawMinCoins: config.WITHDRAW_MIN_COINS,
      ownerSharePercent: config.EXPERT_SHARE_PERCENT,
      inviteCommissionPercent: config.INVITE_COMMISSION_PERCENT,
    },
    userChanged: (id) => users.changed(id),
  });
  const payments = createPayments({ config, db, tokenKey: deps.tokenKey, now, log: app.log, onUserChanged: (id) => users.changed(id), ...deps.payments });
  const replayCalendar = new ReplayCalendar(db, { mode: config.REPLAY_CLOCK, now, speed: config.REPLAY_SPEED });
  // The one seam that dates imported history on the replayed calendar (feed/live/world-clock.ts).
  const world = new WorldCalendar(replayCalendar, board, now);
  const lotteryData = new LotteryDataService({ board, db, now, calendar: replayCalendar, world });
  const lotteryPlans = createLotteryPlans({ db, board, data: lotteryData, now, onError: (error) => app.log.error({ err: error }, 'lottery plan settlement failed') });
  // AI predictions and plans are published and settled on the feed leader; it sells its plans through `items`.
  const ai = createAiModule({
    db, board, now, items,
    publishes: () => feed?.isLeader ?? false,
    onError: (error) => app.log.error({ err: error }, 'ai publishing failed'),
    // The first start's back-test over the replayed past (a vendor feed brings no replayed past).
    pastFeed: deps.feedProvider ? undefined : new ReplayFeedProvider(db, { seed: config.REPLAY_SEED, speed: config.REPLAY_SPEED, calendar: replayCalendar }),
    onBacktestDone: (summary) => app.log.info(summary, 'ai back-test over the replayed past done'),
  });
  // AI predictions and the football/basketball models sold through the wallet (payPrediction, footKaiTongMx, lanKaiTongMx).
  const aiModels = createAiModelsModule({ db, board, now, items, buy: (kind, p, ctx) => wallet.coins.buy(kind, p, ctx) });
  // Chase plans (追击) and AI plan notifications; new plans are announced by the feed leader.
  const chase = createChaseModule({
    db, board, now,
    publish: (tag, data, topic) => hub.publish(tag, data, topic),
    announces: () => feed?.isLeader ?? false,
    onError: (error) => app.log.error({ err: error }, 'ai plan notifications failed'),
  });
  // Match previews and reports are written on the feed leader (`feed` is assigned once ready).
  const content = createContentModule({
    db, board, now,
    publish: (tag, data) => hub.publish(tag, data),
    writesMatchArticles: () => feed?.isLeader ?? false,
    onError: (error) => app.log.error({ err: error }, 'match articles failed'),
  });

  // The origin named in links and the API host: never a Host header this server does not answer for.
  const origins = new PublicOrigins({ publicApiUrl: config.PUBLIC_API_URL, publicHosts: config.PUBLIC_HOSTS, listenHost: config.HOST });
  await registerSecurityHeaders(app, origins);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  app.setErrorHandler((error, request, reply) => reply.code(200).send(toEnvelope(error, errorSourceOf(request))));
  app.addHook('preParsing', async (request) => {
    const problem = contentEncodingProblem(headerOf(request, 'content-encoding'));
    if (problem) throw problem;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'POST') return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply.code(200).send(toEnvelope(new AppError('notFound', 'callNotFound', { path: request.url.slice(0, 80) }), errorSourceOf(request)));
  });

  const dispatcher = CallDispatcher.create(
    {
      ...accountHandlers(accounts, sms),
      ...sundryHandlers({ db, wechatAppId: wechatClient ? config.WECHAT_APP_ID : undefined, dataStatus: () => readiness.status() }),
      ...wechatHandlers(wechat, (origin) => `${origin}/#/pages/user/bind_msg`),
      ...uploadHandlers(uploads),
      ...footballHandlers({ db, board, now, world }),
      ...favouriteHandlers({ db, board, now, footballRow: toFootballRow }),
      ...basketballHandlers({ db, board, now, world }),
      ...walletHandlers(wallet),
      ...paymentHandlers(payments),
      ...chatHandlers({ db, board, hub, rateStore, rateScale: config.RATE_LIMIT_SCALE, now }),
      ...lotteryDataHandlers(lotteryData),
      ...lotteryPlans.handlers,
      ...dataTabHandlers({ db, board, world }),
      ...content.handlers,
      ...ai.handlers,
      ...chase.handlers,
      ...aiModels.handlers,
    },
    { authenticator, rateGate, checkReplies: config.CHECK_REPLIES },
    { bodyLimit: BODY_LIMIT, trustProxy: config.TRUST_PROXY, log: app.log, origins },
  );
  dispatcher.registerRoutes(app);
  fastPath.dispatcher = dispatcher;
  registerDocumentRoutes(app);
  registerUploadRoutes(app, db);
  registerPaymentNotifyRoutes(app, payments);
  const openApi = JSON.stringify(buildOpenApi());
  app.get('/docs/openapi.json', (_request, reply) => reply.type('application/json').send(openApi));

  let isReady = false;
  // Healthy = serving real data: background services up and the match data on the board.
  app.get('/healthz', (_request, reply) => {
    const ok = isReady && readiness.ready;
    return reply.code(ok ? 200 : 503).send(ok ? { ok } : { ok, phase: readiness.phase });
  });
  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDistDir);

  const closePush = attachPushServer(app, hub, {
    maxSockets: config.MAX_SOCKETS,
    allowedOrigins: config.ALLOWED_ORIGINS,
    heartbeatMs: config.PUSH_HEARTBEAT_MS,
    maxTopicsPerSocket: 50,
  });
  app.addHook('onClose', async () => closePush());

  let feed: FeedRuntime | undefined;
  app.addHook('onClose', async () => feed?.stop());
  // Saved lottery plans are settled by a sweep on every node (idempotent), besides when read.
  const stopLotteryPlans = lotteryPlans.start();
  app.addHook('onClose', async () => stopLotteryPlans());
  let stopContent: (() => void) | undefined;
  app.addHook('onClose', async () => stopContent?.());
  const stopAi = ai.start();
  app.addHook('onClose', async () => stopAi());
  const stopChase = chase.start();
  app.addHook('onClose', async () => stopChase());
  const ready = (async () => {
    await sessions.start();
    await users.start();
    await hub.start();
    stopContent = await content.start();
    if (config.FEED_ENABLED) {
      feed = await startLiveFeed({
        config, db, bus, hub, board, readiness, now, log: app.log, calendar: replayCalendar,
        databaseKind: deps.databaseKind ?? (config.DATABASE_URL ? 'postgres' : 'pglite'),
        provider: deps.feedProvider,
        timing: deps.feedTiming,
      });
    }
    isReady = true;
  })();
  return { app, hub, board, ready, readiness, feedIsLeader: () => feed?.isLeader ?? false };
}

const BODY_LIMIT = 64 * 1024;

function errorSourceOf(request: FastifyRequest) {
  return { headers: request.headers, log: request.log, url: request.url, method: request.method, bodyLimit: request.routeOptions.bodyLimit ?? BODY_LIMIT };
}

function createConfiguredWechatClient(config: Config): WechatClient | undefined {
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) return undefined;
  return createWechatClient({
    apiBase: config.WECHAT_API_BASE,
    appId: config.WECHAT_APP_ID,
    appSecret: config.WECHAT_APP_SECRET,
    miniAppId: config.WECHAT_MINI_APP_ID,
    miniAppSecret: config.WECHAT_MINI_APP_SECRET,
  });
}

/** Serves the built web app; hashed assets are immutable, the shell and service worker never cached. */
async function registerWebApp(app: FastifyInstance, dir: string): Promise<void> {
  if (!existsSync(dir)) {
    app.log.warn({ dir }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    // The web build writes .br and .gz copies of its text assets; send those when the client accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function loggerOption(logger: AppDeps['logger'], level: string): { logger: boolean | object } | { loggerInstance: FastifyBaseLogger } {
  if (logger === undefined) return { logger: { level } };
  if (typeof logger === 'boolean') return { logger };
  return { loggerInstance: logger };
}
