import { ConfigError, loadConfig } from '../../config.ts';
import { migrationsDir } from '../../paths.ts';
import { openDatabase } from '../../plugins/db/database.ts';
import { migrate } from '../../plugins/db/migrate.ts';
import { auditLedger } from './ledger-audit.ts';

/**
 * `npm run ledger:audit`: opens the database as the server does (DATABASE_URL, else PGlite in
 * DATA_DIR), checks every user's ledger against their balances, prints what is wrong and exits
 * 1 when anything is (2 for a configuration error).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await migrate(database.db, migrationsDir);
    const report = await database.db.transaction().setIsolationLevel('repeatable read').execute((trx) => auditLedger(trx));
    for (const p of report.problems) process.stdout.write(`user ${p.userId} ${p.account}: ${p.problem}\n`);
    process.stdout.write(`ledger audit: ${report.accounts} accounts, ${report.entries} entries, ${report.problems.length} problems\n`);
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
