import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths.ts';
import { migrate } from '../src/plugins/db/migrate.ts';
import { call, databaseTargets, newVisitorUuid, startTestServer, type TestServer } from './support/harness.ts';

describe.each(databaseTargets)('database on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  it('applies each migration once (a second run applies nothing)', async () => {
    const again = await migrate(server.database.db, migrationsDir);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBeGreaterThan(0);
  });

  // PostgreSQL only: PGlite has no pool and no other backends.
  if (url) {
    it('survives an idle pooled connection being killed, and serves the next call', async () => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(server.database.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      } finally {
        await admin.end();
      }
      // Without an error listener on the pool, the dead idle connection is an uncaught error here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await call(server, '/Sundry/saveUserGenId', { uuid: newVisitorUuid() })).status).toBe(0);
    });
  }
});
