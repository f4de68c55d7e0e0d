/**
 * The texts every first screen needs: the platform's (`translation.json`) and the scores tab's,
 * the app's busiest screen. The entry fetches these before its first render, one chunk per
 * language (`locale-<locale>`); every other feature's file is a chunk of its own
 * (`texts-<locale>-<feature>`), fetched when a page that uses it opens (see route-table.ts).
 * vite.config.ts names the chunks with `textChunkName`, so the split and the loader agree.
 */
export const BOOT_NAMESPACES = ['translation', 'scores'] as const;

/** `('ja', 'scores')` → `locale-ja`; `('ja', 'match')` → `texts-ja-match`. */
export function textChunkName(locale: string, namespace: string): string {
  return (BOOT_NAMESPACES as readonly string[]).includes(namespace) ? `locale-${locale}` : `texts-${locale}-${namespace}`;
}
