import type { ColumnType, Generated } from 'kysely';

/** The lottery plans feature's tables, merged into the database type in plugins/db/schema.ts. */
export interface LotteryPlanTables {
  lottery_plans: LotteryPlansTable;
}

type Numeric = ColumnType<string, string, string>;

/** A saved plan (migration 0005); `plan` is a {@link StoredPlan} as JSON. */
export interface LotteryPlansTable {
  id: Generated<number>;
  share_id: string;
  user_id: number;
  kind: 'football' | 'basketball' | 'beidan' | 'pool';
  game: 'jczq' | 'jclq' | 'beidan' | 'sfc' | 'rjiu';
  issue: string | null;
  plan: ColumnType<unknown, string, string>;
  bets: ColumnType<number, number, number>;
  cost: Numeric;
  min_prize: ColumnType<string | null, string | null, string | null>;
  max_prize: ColumnType<string | null, string | null, string | null>;
  first_kickoff_at: ColumnType<Date, Date, Date>;
  last_kickoff_at: ColumnType<Date, Date, Date>;
  settlement: ColumnType<unknown, string | null, string | null>;
  settled_at: ColumnType<Date | null, Date | null, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
