/**
 * The feed importer: historical data files → database. Start with `feed-import.service.ts`.
 */
export type { FileReport, ImportLog, ImportReport } from './import.types.ts';
export type { ImportOptions, ImportProgress } from './feed-import.service.ts';
export { assertDataDir, FeedImportError, IMPORTER_VERSION, runImport, unimportedFiles } from './feed-import.service.ts';
export { formatReport } from './report.table.ts';
