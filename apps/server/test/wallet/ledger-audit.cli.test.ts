import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { openDatabase } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import { migrationsDir } from '../../src/paths.ts';
import { createScratchDatabase, databaseTargets } from '../support/harness.ts';
import { createUser, fund, purchaseService } from './wallet-db.ts';

const TSX = join(process.cwd(), 'node_modules/.bin/tsx');
const CLI = 'apps/server/src/modules/wallet/ledger-audit.cli.ts';

function runAudit(env: Record<string, string>) {
  const out = spawnSync(TSX, [CLI], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env }, timeout: 90_000 });
  return { code: out.status, stdout: out.stdout };
}

describe.each(databaseTargets)('npm run ledger:audit on $name', ({ url }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('passes a clean ledger and exits 1 naming the user once a balance disagrees with its entries', async () => {
    let env: Record<string, string>;
    let open;
    if (url) {
      const scratch = await createScratchDatabase(url);
      cleanups.push(scratch.drop);
      env = { DATABASE_URL: scratch.url };
      open = () => openDatabase({ url: scratch.url, dataDir: 'memory://' });
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'wallet-audit-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
      open = () => openDatabase({ dataDir: dir });
    }
    const database = await open();
    await migrate(database.db, migrationsDir);
    const user = await createUser(database.db);
    await fund(database.db, user, 100);
    await purchaseService(database.db).purchase({ userId: user, item: { kind: 'aiPlan', id: 'p1', priceCoins: 30 }, idempotencyKey: 'audit-cli-1' });
    await database.close();

    const clean = runAudit(env);
    expect(clean.stdout).toContain('0 problems');
    expect(clean.code).toBe(0);

    const again = await open();
    // A balance changed behind the ledger's back, as a bad hand-written UPDATE would.
    await sql`update wallet_balances set balance = balance + 5 where user_id = ${user}`.execute(again.db);
    expect((await auditLedger(again.db)).problems).toEqual([
      { userId: user, account: 'coins', problem: 'balance 75 but entries sum to 70' },
      { userId: user, account: 'coins', problem: 'balance 75 but the newest entry says 70' },
    ]);
    await again.close();
    const broken = runAudit(env);
    expect(broken.stdout).toContain(`user ${user} coins: balance 75 but entries sum to 70`);
    expect(broken.code).toBe(1);
  }, 180_000);
});
