import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PATH_PATTERN, PUSH_SOCKET_PATH } from './src/lib/api/api-paths.ts';
import { textChunkName } from './src/lib/i18n/text-chunks.ts';
import { contractCallRefsPlugin } from './vite-plugins/contract-call-refs.ts';
import { firstLoadGuardPlugin } from './vite-plugins/first-load-guard.ts';
import { inlineEntryCssPlugin } from './vite-plugins/inline-entry-css.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { serviceWorkerPlugin } from './vite-plugins/service-worker.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const API_TARGET = 'http://127.0.0.1:8080';
/** zod's modules: the reply schemas' library, kept out of the first load (contractChunk, the guard below). */
const ZOD_MODULE = /\/node_modules\/zod\//;
/** See output.experimentalMinChunkSize below. */
const MIN_CHUNK_BYTES = 4000;

/** What the shell loads after the first screen without a user waiting on it (root-layout.tsx). */
const BACKGROUND_CHUNKS = ['plan-notice-listener'];

/**
 * A chunk loaded in the background: a page's (pages are named `*.page.tsx`, see route-table.ts;
 * the scores tab, the page most visits open on, is in the entry's bundle) or one of
 * BACKGROUND_CHUNKS.
 */
function isBackgroundLoad(file: string): boolean {
  const name = /^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? '';
  return name.endsWith('.page') || BACKGROUND_CHUNKS.includes(name);
}

/**
 * The contract's zod-free files that the entry uses (`@scoreline/contract/web` and the hash
 * chain): one chunk with the entry, so that no schema chunk below takes them along (a module in
 * a manual chunk takes its unassigned imports with it, and the entry would then import zod).
 */
const WEB_CONTRACT_FILES = ['access', 'app-meta', 'call', 'locale', 'paging-limits', 'status', 'push-frame', 'wallet-rules', 'ai-chain'];

/**
 * The reply schemas' chunks, kept apart from pages: zod with the shapes every schema file builds
 * on, and one chunk for each group of calls the shell sends at start-up. Left to Rollup (and the
 * small-chunk merge below), those files went into page chunks that happened to share them: the
 * update check's schemas fetched four content pages and a stylesheet, the session's a login page
 * component and its icons, every first schema the pages' shared styles.
 */
function contractChunk(id: string): string | undefined {
  if (ZOD_MODULE.test(id)) return 'zod';
  const file = /\/packages\/contract\/src\/([\w-]+)\.ts$/.exec(id)?.[1];
  if (!file) return undefined;
  if (WEB_CONTRACT_FILES.includes(file)) return 'contract-web';
  if (file === 'common' || file === 'football-common') return 'zod';
  if (file === 'account') return 'contract-account';
  if (file.startsWith('content')) return 'contract-content';
  return undefined;
}

export default defineConfig({
  plugins: [react(), contractCallRefsPlugin(), serviceWorkerPlugin({ entryName: 'sw', publicDir: here('./public') }), inlineEntryCssPlugin(), precompressPlugin(), firstLoadGuardPlugin('main', ZOD_MODULE)],
  // One React for the app and every library that imports it.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    proxy: {
      // A key starting with ^ is a regular expression: every API module, uploads, health, docs.
      [API_PATH_PATTERN.source]: { target: API_TARGET },
      [PUSH_SOCKET_PATH]: { target: API_TARGET.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // What loads in the background (the pages once the app is idle, route-table.ts preloadPages;
      // the plan notices) gets its styles preloaded with it, not its scripts: the
      // module loader fetches those itself. Preloading them meant one <link> per file, inserted
      // by script: in a trace at 4× CPU one background page with 31 files spent 150 ms of a
      // single task on the insertions alone. The other lazy imports keep their preloads.
      resolveDependencies: (file, deps) => (isBackgroundLoad(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rollupOptions: {
      input: { main: here('./index.html'), sw: here('./src/sw/service-worker.ts') },
      output: {
        // Rollup gives each set of pages that shares modules a chunk of its own, so with a hundred
        // pages the scores tab fetched 68 scripts at start-up, many under 1 KB. Each request costs
        // CPU in the browser, its network service and the server, and on a phone's few cores that
        // time is taken from the page's own main thread. Chunks smaller than this (and free of side
        // effects) go into a chunk loaded under similar conditions: 47 scripts at start-up, 14 %
        // less CPU across the browser's processes and the server in a load's first 6 s, for 6 KB
        // more fetched in all (README, performance).
        experimentalMinChunkSize: MIN_CHUNK_BYTES,
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        manualChunks: (id) => {
          // Per language, one chunk with the texts the first screen needs (fetched before the first
          // render) and one per other feature (fetched with its pages): see text-chunks.ts.
          // (antd-mobile's own locale files stay apart: they share helpers, which Rollup would
          // otherwise put in one language's chunk for all to import.)
          const file = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
          if (file?.[1] && file[2]) return textChunkName(file[1], file[2]);
          // React is on every page: its own long-cached chunk. Every other library goes where Rollup
          // puts it by use, so the first load carries only the antd-mobile components, icons and
          // libraries that the shell and the opened route import, not those of every page.
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return contractChunk(id);
        },
      },
    },
  },
});
