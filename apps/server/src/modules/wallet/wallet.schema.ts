/** The wallet feature's tables, merged into the database type in plugins/db/schema.ts. */
export type WalletTables = Record<never, never>;
