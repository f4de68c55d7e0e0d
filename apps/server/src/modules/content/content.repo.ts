import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../account/account.repo.ts';
import type { ArticleRow, BlockKind, BlockRow, ContentArticlesTable, ContentBlocksTable } from './content.schema.ts';

/** Every query of the content module. */

export interface Page {
  limit: number;
  offset: number;
}

export interface ArticleFilter {
  locale: string;
  now: Date;
  kind?: ArticleRow['kind'] | undefined;
  matchId?: string | undefined;
  shaiType?: number | undefined;
  year?: number | undefined;
}

/** Published articles of one language, newest first (one extra row tells whether more follow). */
export function listArticles(db: Executor, filter: ArticleFilter, page: Page): Promise<ArticleRow[]> {
  let query = db
    .selectFrom('content_articles')
    .selectAll()
    .where('locale', '=', filter.locale)
    .where('status', '=', 'published')
    .where('published_at', '<=', filter.now);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.matchId) query = query.where('match_id', '=', filter.matchId);
  if (filter.shaiType !== undefined) query = query.where('shai_type', '=', filter.shaiType);
  if (filter.year !== undefined) query = query.where(sql<number>`extract(year from published_at at time zone 'Asia/Shanghai')`, '=', filter.year);
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export function findArticle(db: Executor, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('content_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function shaiYears(db: Executor, locale: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('content_articles')
    .select(sql<number>`extract(year from published_at at time zone 'Asia/Shanghai')::int`.as('year'))
    .where('kind', '=', 'shai')
    .where('locale', '=', locale)
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .groupBy('year')
    .orderBy('year', 'desc')
    .execute();
  return rows.map((r) => Number(r.year));
}

export async function insertArticle(db: Executor, row: Insertable<ContentArticlesTable>): Promise<ArticleRow> {
  return db.insertInto('content_articles').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateArticle(db: Executor, id: number, patch: Updateable<ContentArticlesTable>): Promise<ArticleRow | undefined> {
  return db.updateTable('content_articles').set({ ...patch, updated_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Generated articles: a second write of the same (kind, match, locale) changes nothing. */
export async function insertGenerated(db: Executor, rows: Insertable<ContentArticlesTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('content_articles')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'match_id', 'locale']).where('kind', 'in', ['preview', 'report']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which of these matches already have a generated article of the kind (in any language). */
export async function generatedMatchIds(db: Executor, kind: 'preview' | 'report', matchIds: string[]): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db.selectFrom('content_articles').select('match_id').distinct().where('kind', '=', kind).where('match_id', 'in', matchIds).execute();
  return new Set(rows.flatMap((r) => (r.match_id ? [r.match_id] : [])));
}

/** The published previews of some matches in one language (facts for team news). */
export function previewsOf(db: Executor, matchIds: string[], locale: string, now: Date): Promise<Pick<ArticleRow, 'match_id' | 'facts'>[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_articles')
    .select(['match_id', 'facts'])
    .where('kind', '=', 'preview')
    .where('locale', '=', locale)
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .where('match_id', 'in', matchIds)
    .execute();
}

export interface BlockFilter {
  kind: BlockKind;
  locale: string;
  tag?: string;
}

/** Published blocks of a kind for a language (or for every language), in editor order. */
export function listBlocks(db: Executor, filter: BlockFilter): Promise<BlockRow[]> {
  let query = db
    .selectFrom('content_blocks')
    .selectAll()
    .where('kind', '=', filter.kind)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('locale', '=', filter.locale), eb('locale', 'is', null)]));
  if (filter.tag) query = query.where('tag', '=', filter.tag);
  return query.orderBy('sort').orderBy('id').execute();
}

/** Activities running now (ending first) or ended (newest first). */
export function listActivities(db: Executor, locale: string, state: 'current' | 'ended', now: Date, page: Page): Promise<BlockRow[]> {
  const base = db
    .selectFrom('content_blocks')
    .selectAll()
    .where('kind', '=', 'activity')
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('locale', '=', locale), eb('locale', 'is', null)]));
  const query = state === 'current'
    ? base.where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('ends_at', 'asc')
    : base.where('ends_at', '<=', now).orderBy('ends_at', 'desc');
  return query.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** The latest published message of a kind for a language, or one by id. */
export function findMessage(db: Executor, kind: 'top' | 'app', locale: string, id: number): Promise<BlockRow | undefined> {
  let query = db
    .selectFrom('content_blocks')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('locale', '=', locale), eb('locale', 'is', null)]));
  if (id > 0) query = query.where('id', '=', id);
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findBlock(db: Executor, id: number): Promise<BlockRow | undefined> {
  return db.selectFrom('content_blocks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBlock(db: Executor, row: Insertable<ContentBlocksTable>): Promise<BlockRow> {
  return db.insertInto('content_blocks').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Built-in entries: inserted once by seed key, never overwriting an editor's changes. */
export async function insertSeedBlocks(db: Executor, rows: Insertable<ContentBlocksTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('content_blocks').values(rows).onConflict((oc) => oc.column('seed_key').doNothing()).execute();
}

export function updateBlock(db: Executor, id: number, patch: Updateable<ContentBlocksTable>): Promise<BlockRow | undefined> {
  return db.updateTable('content_blocks').set({ ...patch, updated_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('content_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: unknown, userId: number): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('content_settings')
    .values({ key, value: json, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_by: userId, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function logChange(db: Executor, entry: { userId: number; action: string; target: string; detail?: unknown }): Promise<void> {
  await db
    .insertInto('content_admin_log')
    .values({ user_id: entry.userId, action: entry.action, target: entry.target, detail: entry.detail === undefined ? null : JSON.stringify(entry.detail) })
    .execute();
}

export function listLog(db: Executor, page: Page) {
  return db.selectFrom('content_admin_log').select(['id', 'at', 'user_id', 'action', 'target']).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}
