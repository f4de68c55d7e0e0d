import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';

/** The chase feature's tables (migration 0012), added to the database type with `withTables`. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AiChasePlansTable = {
  id: Generated<number>;
  user_id: number;
  line: string;
  /** The contract's ChaseSettings as validated; stored as JSON text on insert. */
  settings: ColumnType<unknown, string, string>;
  stop_loss: number;
  started_at: Timestamp;
  ended_at: Date | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type AiNotifySettingsTable = {
  user_id: number;
  lines: string[];
  topic_key: string;
  updated_at: Timestamp;
};

export type AiNotifySentTable = {
  ref: string;
  recipients: number;
  sent_at: Timestamp;
};

export type AiChaseTables = {
  ai_chase_plans: AiChasePlansTable;
  ai_notify_settings: AiNotifySettingsTable;
  ai_notify_sent: AiNotifySentTable;
};

export type ChaseDb = Kysely<Database & AiChaseTables>;
export type ChasePlanRow = Selectable<AiChasePlansTable>;

/** The app's database with this feature's tables in view. */
export const chaseDb = (db: Kysely<Database>): ChaseDb => db.withTables<AiChaseTables>();
