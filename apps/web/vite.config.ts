import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PATH_PATTERN, PUSH_SOCKET_PATH } from './src/lib/api/api-paths.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { serviceWorkerPlugin } from './vite-plugins/service-worker.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin({ entryName: 'sw', publicDir: here('./public') }), precompressPlugin()],
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
    rollupOptions: {
      input: { main: here('./index.html'), sw: here('./src/sw/service-worker.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: (id) => {
          // One chunk per language with all its text files: the app fetches only the active one.
          const locale = /\/src\/locales\/([^/]+)\/[^/]+\.json$/.exec(id)?.[1];
          if (locale) return `locale-${locale}`;
          if (!id.includes('node_modules')) return undefined;
          // Libraries only a lazy page uses (the match video's HLS player) stay in that page's chunk,
          // out of the vendor chunk every route loads first.
          if (/node_modules\/hls\.js\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-[^/]+|ahooks|@floating-ui)\//.test(id)) return 'antd';
          return 'vendor';
        },
      },
    },
  },
});
