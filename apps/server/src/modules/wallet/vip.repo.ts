import type { Executor } from './ledger.ts';

export async function listLevels(db: Executor) {
  return db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
}

export async function userVip(db: Executor, userId: number) {
  return db.selectFrom('users').select(['vip_level', 'vip_expires_at']).where('id', '=', userId).executeTakeFirst();
}

export async function listGrants(db: Executor, userId: number, limit: number, offset: number) {
  const q = db.selectFrom('vip_grants').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
