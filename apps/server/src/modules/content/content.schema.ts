import type { ColumnType, Generated, Selectable } from 'kysely';

/** The content feature's tables, merged into the database type in plugins/db/schema.ts. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface ContentArticlesTable {
  id: Generated<number>;
  kind: 'news' | 'preview' | 'report' | 'shai';
  locale: string;
  title: string;
  summary: Generated<string>;
  html: string;
  cover: string | null;
  match_id: string | null;
  source_match_id: string | null;
  shai_type: number | null;
  facts: Json<unknown> | null;
  status: Generated<'draft' | 'published'>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BlockKind = 'banner' | 'activity' | 'help' | 'page' | 'top' | 'app';

export interface ContentBlocksTable {
  id: Generated<number>;
  kind: BlockKind;
  locale: string | null;
  tag: string | null;
  title: string;
  subtitle: Generated<string>;
  body: Generated<string>;
  img: string | null;
  href: Generated<string>;
  sort: Generated<number>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  seed_key: string | null;
  status: Generated<'draft' | 'published'>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface ContentAdminLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number;
  action: string;
  target: string;
  detail: Json<unknown> | null;
}

export interface ContentTables {
  content_articles: ContentArticlesTable;
  content_blocks: ContentBlocksTable;
  content_settings: ContentSettingsTable;
  content_admin_log: ContentAdminLogTable;
}

export type ArticleRow = Selectable<ContentArticlesTable>;
export type BlockRow = Selectable<ContentBlocksTable>;
