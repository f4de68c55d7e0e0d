import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ChatMessagesTable {
  id: Generated<number>;
  match_id: string;
  user_id: number;
  body: string;
  created_at: CreatedAt;
  hidden_at: Date | null;
  hidden_by: number | null;
}

export interface ChatReportsTable {
  id: Generated<number>;
  target: 'chat' | 'match';
  match_id: string;
  message_id: number | null;
  reporter_id: number;
  reason: string;
  detail: string;
  created_at: CreatedAt;
}

export interface ChatBansTable {
  user_id: number;
  banned_by: number;
  reason: string;
  created_at: CreatedAt;
}

/** The chat feature's tables, merged into the database type in plugins/db/schema.ts. */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_reports: ChatReportsTable;
  chat_bans: ChatBansTable;
}
