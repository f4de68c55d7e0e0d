/** The content feature's tables, merged into the database type in plugins/db/schema.ts. */
export type ContentTables = Record<never, never>;
