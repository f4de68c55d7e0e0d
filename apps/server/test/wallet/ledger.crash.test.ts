import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { openDatabase, type DatabaseHandle } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import { migrationsDir } from '../../src/paths.ts';
import { createScratchDatabase, databaseTargets } from '../support/harness.ts';
import { createUser, fund } from './wallet-db.ts';

const CHILD = join(import.meta.dirname, 'purchase-loop.child.ts');

/**
 * Runs the purchase loop in a child process and SIGKILLs it once it has committed `rounds` rounds.
 * The child is node itself with tsx as a loader, in its own process group, and the whole group is
 * killed: through the `tsx` wrapper the signal would reach only the wrapper, and the loop would
 * go on writing in an orphaned grandchild.
 */
function runAndKill(userId: number, target: string, rounds: number): Promise<{ seen: number; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, String(userId), target], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let seen = 0;
    let killed = false;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      seen = Math.max(seen, ...[...d.toString().matchAll(/bought (\d+)/g)].map((m) => Number(m[1])));
      if (seen < rounds || killed || child.exitCode !== null || child.pid === undefined) return;
      killed = true;
      process.kill(-child.pid, 'SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve({ seen, signal }) : reject(new Error(`child ended by itself: ${stderr.slice(0, 500)}`))));
  });
}

describe.each(databaseTargets)('a purchase loop killed with SIGKILL on $name', ({ url }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  async function open(target: string): Promise<DatabaseHandle> {
    return target.startsWith('postgres') ? openDatabase({ url: target, dataDir: 'memory://' }) : openDatabase({ dataDir: target });
  }

  it('leaves a ledger that audits clean after restart, with every committed purchase paid for', async () => {
    let target: string;
    if (url) {
      const scratch = await createScratchDatabase(url);
      cleanups.push(scratch.drop);
      target = scratch.url;
    } else {
      target = await mkdtemp(join(tmpdir(), 'wallet-crash-'));
      cleanups.push(() => rm(target, { recursive: true, force: true }));
    }
    const before = await open(target);
    await migrate(before.db, migrationsDir);
    const user = await createUser(before.db);
    await fund(before.db, user, 2000);
    await before.close();

    const { seen } = await runAndKill(user, target, 15);
    expect(seen).toBeGreaterThanOrEqual(15);

    const after = await open(target);
    try {
      expect((await auditLedger(after.db)).problems).toEqual([]);
      const purchases = await after.db.selectFrom('purchases').select(['paid', 'ledger_entry_id']).where('user_id', '=', user).execute();
      expect(purchases.length).toBeGreaterThanOrEqual(15 * 4);
      expect(purchases.every((p) => p.ledger_entry_id !== null)).toBe(true);
      const credits = await after.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', user).where('amount', '>', 0).execute();
      const credited = credits.reduce((s, c) => s + c.amount, 0);
      const spent = purchases.reduce((s, p) => s + p.paid, 0);
      expect(await balanceOf(after.db, user)).toBe(credited - spent);
    } finally {
      await after.close();
    }
  }, 120_000);
});
