import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Any fixed number: every node takes the same advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_150_250;
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies the numbered, forward-only SQL files in `dir` that have not run yet, each in its own
 * transaction, under a PostgreSQL advisory lock. A file that was edited after it ran is an error:
 * history is never rewritten.
 */
export async function migrate(db: Kysely<Database>, dir: string): Promise<MigrationReport> {
  const files = (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key, checksum text not null, applied_at timestamptz not null default now())`.execute(conn);
      const done = await sql<{ name: string; checksum: string }>`select name, checksum from schema_migrations`.execute(conn);
      const known = new Map(done.rows.map((r) => [r.name, r.checksum]));
      const applied: string[] = [];
      for (const file of files) {
        const text = await readFile(join(dir, file), 'utf8');
        const checksum = await sha256(text);
        const previous = known.get(file);
        if (previous !== undefined) {
          if (previous !== checksum) throw new Error(`migration ${file} was changed after it was applied`);
          continue;
        }
        await conn.transaction().execute(async (tx) => {
          await sql.raw(text).execute(tx);
          await sql`insert into schema_migrations (name, checksum) values (${file}, ${checksum})`.execute(tx);
        });
        applied.push(file);
      }
      return { applied, alreadyApplied: known.size };
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

async function sha256(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('hex');
}
