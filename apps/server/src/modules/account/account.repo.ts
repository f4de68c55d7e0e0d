import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../../plugins/db/schema.ts';

/** A connection or a transaction: repo functions run inside whatever the service chose. */
export type Executor = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserByVisitorUuid(db: Executor, uuid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('visitor_uuid', '=', uuid).executeTakeFirst();
}

export function findUserByInviteCode(db: Executor, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
}

export function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: number, change: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Serialises work on one phone number or visitor id across nodes, until the transaction ends. */
export async function lockKey(tx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 200) ?? null,
    })
    .execute();
}

/** Revokes one session, or all of a user's live sessions; returns the ids revoked. */
export async function revokeSessions(db: Executor, by: { sessionId: string } | { userId: number }): Promise<string[]> {
  let query = db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('revoked_at', 'is', null);
  query = 'sessionId' in by ? query.where('id', '=', by.sessionId) : query.where('user_id', '=', by.userId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function upsertVisitor(db: Executor, uuid: string, seen: { factory: string | null; appType: string | null }): Promise<Date> {
  const row = await db
    .insertInto('visitors')
    .values({ uuid, factory: seen.factory, app_type: seen.appType })
    .onConflict((oc) => oc.column('uuid').doUpdateSet({ last_seen: sql<Date>`now()` }))
    .returning('first_seen')
    .executeTakeFirstOrThrow();
  return row.first_seen;
}

export async function insertAppOpen(
  db: Executor,
  open: { userId: number; visitorUuid: string | null; appVersion: string | null; appType: string | null; factory: string | null; openedAt: Date },
): Promise<void> {
  await db
    .insertInto('app_opens')
    .values({
      opened_at: open.openedAt,
      user_id: open.userId,
      visitor_uuid: open.visitorUuid,
      app_version: open.appVersion,
      app_type: open.appType,
      factory: open.factory,
    })
    .execute();
}

export async function countOpensSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('app_opens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('opened_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isUploadOwnedBy(db: Executor, uploadId: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('uploads').select('id').where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function erasePersonalData(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('devices').where('user_id', '=', userId).execute();
  await db.deleteFrom('uploads').where('user_id', '=', userId).execute();
  await db.updateTable('app_opens').set({ visitor_uuid: null }).where('user_id', '=', userId).execute();
  await db.updateTable('sessions').set({ ip: null, user_agent: null }).where('user_id', '=', userId).execute();
}
