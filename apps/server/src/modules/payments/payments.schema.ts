/** The payments feature's tables, merged into the database type in plugins/db/schema.ts. */
export type PaymentTables = Record<never, never>;
