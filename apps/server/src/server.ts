import { mkdir } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrationsDir } from './paths.ts';
import { loadTokenKey } from './plugins/auth/token-keys.ts';
import { createLocalBus, createRedisBus } from './plugins/bus/bus.ts';
import { openDatabase } from './plugins/db/database.ts';
import { migrate } from './plugins/db/migrate.ts';

/** Boots one node: config → database + migrations → bus → app → listen; stops cleanly on signals. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const log = pino({ level: config.LOG_LEVEL });
  await mkdir(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => log.warn({ err: error.message }, 'idle database connection lost'),
  });
  const report = await migrate(database.db, migrationsDir);
  log.info({ database: database.kind, applied: report.applied }, 'database ready');

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error: Error) => log.warn({ err: error.message }, 'redis unavailable; rate limits fall back to this node'));
  const bus = config.REDIS_URL ? createRedisBus(config.REDIS_URL, log) : createLocalBus();

  const { app, ready } = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    bus,
    redis,
    tokenKey: await loadTokenKey(config.TOKEN_SECRET, config.DATA_DIR),
    logger: log,
  });
  await ready;
  await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await bus.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
