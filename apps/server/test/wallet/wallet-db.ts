import { randomBytes } from 'node:crypto';
import { migrationsDir } from '../../src/paths.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/plugins/db/database.ts';
import { migrate } from '../../src/plugins/db/migrate.ts';
import { ItemRegistry } from '../../src/modules/wallet/item-registry.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { PurchaseService } from '../../src/modules/wallet/purchase.service.ts';
import { createScratchDatabase } from '../support/harness.ts';

/** A migrated database for the wallet's service-level tests: PGlite in memory or a PostgreSQL scratch database. */
export interface WalletDb {
  handle: DatabaseHandle;
  db: Db;
  /** The scratch database's URL (PostgreSQL only), for child processes. */
  url: string | undefined;
  close(): Promise<void>;
}

export async function openWalletDb(baseUrl: string | undefined, poolSize = 10): Promise<WalletDb> {
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  const handle = await openDatabase({ url: scratch?.url, dataDir: 'memory://', poolSize });
  await migrate(handle.db, migrationsDir);
  return {
    handle, db: handle.db, url: scratch?.url,
    close: async () => {
      await handle.close();
      await scratch?.drop();
    },
  };
}

/** A registered user row, optionally invited by another. */
export async function createUser(db: Db, invitedBy: number | null = null): Promise<number> {
  const row = await db.insertInto('users').values({
    kind: 'user', nickname: 'wallet tester', face_id: '1', roles: ['user'],
    invite_code: randomBytes(4).toString('hex').toUpperCase(), invited_by: invitedBy,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Credits coins through the ledger, as a paid order would. */
export async function fund(db: Db, userId: number, coins: number, key = `fund:${randomBytes(6).toString('hex')}`): Promise<void> {
  await db.transaction().execute((trx) => postLedgerEntry(trx, { userId, amount: coins, reason: 'topUp', reference: key, idempotencyKey: key }));
}

export function purchaseService(db: Db, now: () => number = Date.now): PurchaseService {
  return new PurchaseService(db, new ItemRegistry(), { ownerSharePercent: 70, inviteCommissionPercent: 10 }, now);
}
