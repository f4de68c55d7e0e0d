import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Both drivers return bigint columns as JS numbers (ids and coin amounts stay far below 2^53)
// and numeric as exact strings, so code never sees a driver-specific type.
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export interface OpenOptions {
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Told when an idle pooled connection dies (server restart, network, admin kill). */
  onIdleError?: (error: Error) => void;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir`. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onIdleError ?? (() => undefined));
  return openPGlite(options.dataDir);
}

async function openPostgres(url: string, max: number, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return (v: string) => Number(v);
        if (oid === NUMERIC_OID) return (v: string) => v;
        return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
      }) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener an idle connection's error is an unhandled 'error' event that kills the
  // process; the pool has already dropped that connection and opens a new one when needed.
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  const dir = dataDir === 'memory://' ? 'memory://' : join(dataDir, 'pglite');
  if (dir !== 'memory://') await mkdir(dir, { recursive: true });
  const pglite = new PGlite({
    dataDir: dir,
    parsers: { [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => v },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
