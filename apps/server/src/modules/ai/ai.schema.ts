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

/** A back-tested record with its settlement (migration 0014); never part of the chain. */
export interface AiBacktestRecordsTable {
  ref: string;
  kind: AiRecordKind;
  sport: 'football' | 'basketball';
  plan_type: AiPlanType | null;
  day: string;
  fixture_ids: string[];
  kickoff_at: Timestamp;
  published_at: Timestamp;
  body: string;
  hash: string;
  outcome: 'won' | 'lost' | 'scored';
  return_units: Numeric;
  result: ColumnType<unknown, string, never>;
}

/** The deployment's back-test: its window, fixed at the first start, and how far it got. */
export interface AiBacktestRunsTable {
  id: string;
  window_from: Timestamp;
  window_to: Timestamp;
  anchor_at: Timestamp;
  done_until: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  duration_ms: ColumnType<number | null, number | null, number | null>;
}

export interface AiTables {
  ai_records: AiRecordsTable;
  ai_settlements: AiSettlementsTable;
  ai_backtest_records: AiBacktestRecordsTable;
  ai_backtest_runs: AiBacktestRunsTable;
}

export type AiRecordRow = Selectable<AiRecordsTable>;
export type AiSettlementRow = Selectable<AiSettlementsTable>;
export type AiBacktestRow = Selectable<AiBacktestRecordsTable>;
export type AiBacktestRunRow = Selectable<AiBacktestRunsTable>;
