// The wallet's purchase engine against the least a coin debit can be, in the same run on the same
// embedded database: a bare transaction that locks the balance, updates it and inserts one ledger
// row. The engine does more on purpose (idempotency, VIP price, access, shares, commission); the
// ratio says what that costs (about 15 statements against 3; 0.13-0.22 on the shared 2-core
// machine). Then the time `ledger:audit` needs for the entries written.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { auditLedger } from '../apps/server/src/modules/wallet/ledger-audit.ts';
import { ItemRegistry } from '../apps/server/src/modules/wallet/item-registry.ts';
import { postLedgerEntry } from '../apps/server/src/modules/wallet/ledger.ts';
import { PurchaseService } from '../apps/server/src/modules/wallet/purchase.service.ts';
import { migrationsDir } from '../apps/server/src/paths.ts';
import { openDatabase, type Db } from '../apps/server/src/plugins/db/database.ts';
import { migrate } from '../apps/server/src/plugins/db/migrate.ts';

export interface WalletBenchRow {
  name: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
  details?: unknown;
}

const USERS = 20;
const PER_USER = 60;

async function createUsers(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const row = await db.insertInto('users').values({ kind: 'user', nickname: `bench ${i}`, face_id: '1', roles: ['user'], invite_code: `BENCH${String(i).padStart(3, '0')}` })
      .returning('id').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => postLedgerEntry(trx, { userId: row.id, amount: 1_000_000, reason: 'topUp', reference: 'bench', idempotencyKey: 'bench-fund' }));
    ids.push(row.id);
  }
  return ids;
}

/** Operations per second of `op` run for every user × PER_USER, users side by side. */
async function rate(users: number[], op: (userId: number, n: number) => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await Promise.all(users.map(async (u) => {
    for (let n = 0; n < PER_USER; n += 1) await op(u, n);
  }));
  return (users.length * PER_USER) / ((performance.now() - start) / 1000);
}

export async function benchWallet(): Promise<WalletBenchRow[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db, migrationsDir);
    const db = database.db;
    const users = await createUsers(db);
    const engine = new PurchaseService(db, new ItemRegistry(), { ownerSharePercent: 70, inviteCommissionPercent: 10 }, Date.now);
    let round = 0;
    const bare = async (userId: number, n: number) => db.transaction().execute(async (trx) => {
      await sql`select balance from wallet_balances where user_id = ${userId} and account = 'coins' for update`.execute(trx);
      await sql`update wallet_balances set balance = balance - 18 where user_id = ${userId} and account = 'coins'`.execute(trx);
      await sql`insert into ledger_entries (user_id, account, amount, balance_after, reason, reference, idempotency_key)
        select ${userId}, 'coins', -18, balance, 'purchase', 'bare', ${`bare-${round}-${n}`} from wallet_balances where user_id = ${userId} and account = 'coins'`.execute(trx);
    });
    const ours = (userId: number, n: number) =>
      engine.purchase({ userId, item: { kind: 'aiPlan', id: `bench-${round}-${n}`, priceCoins: 18 }, idempotencyKey: `bench-${round}-${n}` });
    const bareRates: number[] = [];
    const ourRates: number[] = [];
    for (round = 0; round < 3; round += 1) {
      bareRates.push(await rate(users, bare));
      ourRates.push(await rate(users, ours));
    }
    const bareBest = Math.max(...bareRates);
    const ourBest = Math.max(...ourRates);
    const auditStart = performance.now();
    const audit = await auditLedger(db);
    const auditMs = performance.now() - auditStart;
    const ratio = ourBest / bareBest;
    return [
      {
        name: `coin purchases/s on PGlite (${USERS} users side by side) vs a bare lock-update-insert debit`,
        figure: `${ourBest.toFixed(0)} purchases/s`,
        baseline: `${bareBest.toFixed(0)} debits/s`,
        ratio,
        target: '≥ 0.1',
        met: ratio >= 0.1,
        details: { bareRates, ourRates },
      },
      {
        name: `ledger:audit of ${audit.entries} entries in ${audit.accounts} accounts`,
        figure: `${auditMs.toFixed(0)} ms, ${audit.problems.length} problems`,
        baseline: '–',
        ratio: audit.problems.length === 0 ? 1 : 0,
        target: 'no problems',
        met: audit.problems.length === 0,
      },
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchWallet());
