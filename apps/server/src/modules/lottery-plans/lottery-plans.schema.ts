/** The lottery plans feature's tables, merged into the database type in plugins/db/schema.ts. */
export type LotteryPlanTables = Record<never, never>;
