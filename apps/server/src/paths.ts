import { fileURLToPath } from 'node:url';

// Resolved from this file's folder, which is `src/` when run from source and `dist/` when bundled:
// both sit directly under apps/server, so the same relative paths work for each.
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));
