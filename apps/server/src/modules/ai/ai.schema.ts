import type { ColumnType, Selectable } from 'kysely';

/** The AI feature's tables (migration 0010), merged into the database type in plugins/db/schema.ts. */

type Timestamp = ColumnType<Date, Date | string, never>;
type Numeric = ColumnType<string | null, string | number | null, never>;

export type AiRecordKind = 'prediction' | 'plan';
export type AiPlanType = 'spf' | 'jqs' | 'bqc' | 'rf' | 'dxf' | 'dxf2x1';

/** One published item of the hash chain; insert-only (the database refuses UPDATE and DELETE). */
export interface AiRecordsTable {
  seq: ColumnType<string, number, never>;
  kind: AiRecordKind;
  ref: string;
  sport: 'football' | 'basketball';
  plan_type: AiPlanType | null;
  day: string;
  fixture_ids: string[];
  kickoff_at: Timestamp;
  published_at: Timestamp;
  price_coins: number | null;
  body: string;
  prev_hash: string;
  hash: string;
}

/** The settled result of a record; insert-only. */
export interface AiSettlementsTable {
  ref: string;
  outcome: 'won' | 'lost' | 'scored';
  return_units: Numeric;
  result: ColumnType<unknown, string, never>;
  settled_at: Timestamp;
}

export interface AiTables {
  ai_records: AiRecordsTable;
  ai_settlements: AiSettlementsTable;
}

export type AiRecordRow = Selectable<AiRecordsTable>;
export type AiSettlementRow = Selectable<AiSettlementsTable>;
