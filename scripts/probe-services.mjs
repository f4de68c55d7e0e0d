// Exits 0 when the named service answers a real query within 3 s, 1 otherwise (never throws).
import pg from 'pg';
import { Redis } from 'ioredis';

const [kind, url] = process.argv.slice(2);
const timeout = setTimeout(() => process.exit(1), 3000);

async function probe() {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.query('select 1');
    await client.end();
    return;
  }
  if (kind === 'redis') {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
    await redis.connect();
    await redis.ping();
    redis.disconnect();
    return;
  }
  throw new Error(`unknown service ${kind}`);
}

probe().then(
  () => {
    clearTimeout(timeout);
    process.exit(0);
  },
  () => process.exit(1),
);
