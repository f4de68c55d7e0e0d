import { sql } from 'kysely';
import type { Executor } from './ledger.ts';

export interface AuditProblem {
  userId: number;
  account: string;
  /** What is wrong, in words a person on call understands. */
  problem: string;
}

export interface AuditReport {
  accounts: number;
  entries: number;
  problems: AuditProblem[];
}

/**
 * Checks every (user, account): the sum of its ledger entries equals its balance row, the
 * newest entry's balance_after equals the balance, every balance_after is the running sum
 * (no entry was skipped or edited), and every purchase that charged has its debit entry.
 * Read-only; run inside one repeatable-read transaction on a live database for a consistent view.
 *
 * @example const { problems } = await auditLedger(db); if (problems.length) process.exit(1);
 */
export async function auditLedger(db: Executor): Promise<AuditReport> {
  const rows = await sql<{ user_id: number; account: string; balance: number | null; total: number | null; last_after: number | null; entries: number; broken: number }>`
    with running as (
      select user_id, account, amount, balance_after, id,
             sum(amount) over (partition by user_id, account order by id) as running
        from ledger_entries
    ), per_account as (
      select user_id, account, sum(amount)::bigint as total, count(*)::int as entries,
             (array_agg(balance_after order by id desc))[1]::bigint as last_after,
             count(*) filter (where running <> balance_after)::int as broken
        from running group by user_id, account
    )
    select coalesce(b.user_id, p.user_id) as user_id, coalesce(b.account, p.account) as account,
           b.balance, p.total, p.last_after, coalesce(p.entries, 0) as entries, coalesce(p.broken, 0) as broken
      from wallet_balances b full join per_account p on p.user_id = b.user_id and p.account = b.account
  `.execute(db);
  const problems = rows.rows.flatMap((r) => problemsOf(r));
  problems.push(...(await unpaidPurchases(db)));
  return { accounts: rows.rows.length, entries: rows.rows.reduce((n, r) => n + Number(r.entries), 0), problems };
}

function problemsOf(r: { user_id: number; account: string; balance: number | null; total: number | null; last_after: number | null; broken: number }): AuditProblem[] {
  const at = { userId: Number(r.user_id), account: r.account };
  const balance = r.balance === null ? null : Number(r.balance);
  const total = Number(r.total ?? 0);
  const out: AuditProblem[] = [];
  if (balance === null) out.push({ ...at, problem: `entries sum to ${total} but there is no balance row` });
  else if (balance !== total) out.push({ ...at, problem: `balance ${balance} but entries sum to ${total}` });
  if (r.last_after !== null && balance !== null && Number(r.last_after) !== balance) out.push({ ...at, problem: `balance ${balance} but the newest entry says ${r.last_after}` });
  if (Number(r.broken) > 0) out.push({ ...at, problem: `${r.broken} entries whose balance_after is not the running sum` });
  if (balance !== null && balance < 0) out.push({ ...at, problem: `negative balance ${balance}` });
  return out;
}

async function unpaidPurchases(db: Executor): Promise<AuditProblem[]> {
  const rows = await db.selectFrom('purchases as p').leftJoin('ledger_entries as e', 'e.id', 'p.ledger_entry_id')
    .select(['p.id', 'p.user_id', 'p.paid', 'e.amount', 'e.user_id as entry_user'])
    .where('p.paid', '>', 0)
    .where((eb) => eb.or([eb('e.id', 'is', null), eb('e.user_id', '<>', eb.ref('p.user_id')), eb(eb.neg(eb.ref('e.amount')), '<>', eb.ref('p.paid'))]))
    .orderBy('p.id').limit(100).execute();
  return rows.map((r) => ({
    userId: r.user_id,
    account: 'coins',
    problem: r.amount === null ? `purchase ${r.id} charged nothing in the ledger` : `purchase ${r.id} paid ${r.paid} but its entry moved ${r.amount}`,
  }));
}
