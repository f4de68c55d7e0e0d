/** The chat feature's tables, merged into the database type in plugins/db/schema.ts. */
export type ChatTables = Record<never, never>;
