import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const ENTRY = join(WEB_ROOT, 'src/features/scores/bench/list-bench.tsx');

/**
 * Builds the scores list benchmark page (a production Vite build of its own entry, so the
 * measured code is minified React in production mode like the app) into a temp folder.
 */
export async function buildBenchPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'scores-bench-page-'));
  const result = await build({
    root: WEB_ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: { bench: ENTRY } }, modulePreload: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const files = outputs.flatMap((o) => o.output.map((chunk) => chunk.fileName));
  const script = files.find((f) => f.endsWith('.js') && f.includes('bench'));
  const styles = files.filter((f) => f.endsWith('.css'));
  if (!script) throw new Error('the bench page build produced no script');
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${styles
      .map((f) => `<link rel="stylesheet" href="/${f}">`)
      .join('')}</head><body><div id="root"></div><script type="module" src="/${script}"></script></body></html>`,
  );
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a folder on 127.0.0.1 (ES modules do not load from file://). */
export async function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const file = path === '/' ? 'index.html' : path;
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
