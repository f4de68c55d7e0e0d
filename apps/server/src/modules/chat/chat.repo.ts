import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../plugins/db/database.ts';
import type { Database } from '../../plugins/db/schema.ts';

/** The chat tables: messages, reports and bans. Only this file touches them. */

export type Executor = Db | Kysely<Database> | Transaction<Database>;

/** A message joined with its author's current name and picture. */
export interface MessageRow {
  id: number;
  match_id: string;
  user_id: number;
  body: string;
  created_at: Date;
  hidden_at: Date | null;
  nickname: string;
  avatar: string | null;
  face_id: string;
}

function messagesWithAuthor(db: Executor) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.match_id', 'm.user_id', 'm.body', 'm.created_at', 'm.hidden_at', 'u.nickname', 'u.face_id'])
    .select((eb) => eb.fn.coalesce('u.avatar_url', 'u.wechat_avatar').as('avatar'));
}

/** A match's newest shown messages before `beforeId` (all when absent), newest first, `limit` of them. */
export async function listShown(db: Executor, matchId: string, beforeId: number | undefined, limit: number): Promise<MessageRow[]> {
  let query = messagesWithAuthor(db).where('m.match_id', '=', matchId).where('m.hidden_at', 'is', null);
  if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
  return query.orderBy('m.id', 'desc').limit(limit).execute();
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  return messagesWithAuthor(db).where('m.id', '=', id).executeTakeFirst();
}

export async function insertMessage(db: Executor, row: { matchId: string; userId: number; body: string; createdAt: Date }): Promise<number> {
  const inserted = await db
    .insertInto('chat_messages')
    .values({ match_id: row.matchId, user_id: row.userId, body: row.body, created_at: row.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Hides or shows a message; false when there is no such message. */
export async function setHidden(db: Executor, id: number, hidden: boolean, by: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set(hidden ? { hidden_at: at, hidden_by: by } : { hidden_at: null, hidden_by: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function isBanned(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('chat_bans').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function ban(db: Executor, row: { userId: number; bannedBy: number; reason: string; createdAt: Date }): Promise<void> {
  await db
    .insertInto('chat_bans')
    .values({ user_id: row.userId, banned_by: row.bannedBy, reason: row.reason, created_at: row.createdAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ banned_by: row.bannedBy, reason: row.reason }))
    .execute();
}

export async function unban(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('chat_bans').where('user_id', '=', userId).execute();
}

/** A live, registered account's kind and roles (undefined for a missing or deleted one). */
export async function findAccount(db: Executor, userId: number): Promise<{ kind: string; roles: string[] } | undefined> {
  return db.selectFrom('users').select(['kind', 'roles']).where('id', '=', userId).where('kind', '!=', 'deleted').executeTakeFirst();
}

export interface NewReport {
  target: 'chat' | 'match';
  matchId: string;
  messageId: number | null;
  reporterId: number;
  reason: string;
  detail: string;
  createdAt: Date;
}

/** Records a report once per reporter and thing; returns its id and whether this call made it. */
export async function insertReport(db: Executor, report: NewReport): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('chat_reports')
    .values({
      target: report.target,
      match_id: report.matchId,
      message_id: report.messageId,
      reporter_id: report.reporterId,
      reason: report.reason,
      detail: report.detail,
      created_at: report.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  let existing = db
    .selectFrom('chat_reports')
    .select('id')
    .where('reporter_id', '=', report.reporterId)
    .where('target', '=', report.target)
    .where('match_id', '=', report.matchId);
  existing = report.messageId === null ? existing.where('message_id', 'is', null) : existing.where('message_id', '=', report.messageId);
  const row = await existing.executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

export interface ReportRow {
  id: number;
  target: 'chat' | 'match';
  match_id: string;
  message_id: number | null;
  reporter_id: number;
  reason: string;
  detail: string;
  created_at: Date;
}

/** Reports newest first; `openOnly` keeps match reports and those whose message is still shown. */
export async function listReports(db: Executor, openOnly: boolean, offset: number, limit: number): Promise<ReportRow[]> {
  let query = db
    .selectFrom('chat_reports as r')
    .leftJoin('chat_messages as m', 'm.id', 'r.message_id')
    .select(['r.id', 'r.target', 'r.match_id', 'r.message_id', 'r.reporter_id', 'r.reason', 'r.detail', 'r.created_at']);
  if (openOnly) query = query.where('m.hidden_at', 'is', null);
  return query.orderBy('r.id', 'desc').offset(offset).limit(limit).execute();
}

export async function findMessages(db: Executor, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return messagesWithAuthor(db).where('m.id', 'in', [...ids]).execute();
}
