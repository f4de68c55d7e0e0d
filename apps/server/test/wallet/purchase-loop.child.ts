/**
 * Child process of the SIGKILL test: buys items in a loop (and tops up now and then) for one
 * user, printing `bought <n>` after each commit, until it is killed. Args: userId, database URL
 * or PGlite data dir.
 */
import { openDatabase } from '../../src/plugins/db/database.ts';
import { ItemRegistry } from '../../src/modules/wallet/item-registry.ts';
import { postLedgerEntry } from '../../src/modules/wallet/ledger.ts';
import { PurchaseService } from '../../src/modules/wallet/purchase.service.ts';

const [userArg, target] = process.argv.slice(2);
const userId = Number(userArg);
if (!Number.isInteger(userId) || !target) throw new Error('usage: purchase-loop.child.ts <userId> <postgres-url | pglite-dir>');
const isUrl = target.startsWith('postgres');
const database = await openDatabase({ url: isUrl ? target : undefined, dataDir: target, poolSize: 4 });
const purchases = new PurchaseService(database.db, new ItemRegistry(), { ownerSharePercent: 70, inviteCommissionPercent: 10 }, Date.now);

for (let n = 1; ; n += 1) {
  // Four at once, so the kill lands while transactions are open.
  await Promise.all([0, 1, 2, 3].map((k) =>
    purchases.purchase({ userId, item: { kind: 'aiPlan', id: `loop-${n}-${k}`, priceCoins: 3 }, idempotencyKey: `loop-key-${n}-${k}` })
      .catch((error: unknown) => process.stderr.write(`purchase failed: ${String(error)}\n`))));
  if (n % 5 === 0) {
    await database.db.transaction().execute((trx) => postLedgerEntry(trx, { userId, amount: 20, reason: 'topUp', reference: `loop-topup-${n}`, idempotencyKey: `loop-topup-${n}` }));
  }
  process.stdout.write(`bought ${n}\n`);
}
