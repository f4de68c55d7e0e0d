import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const MARKER = /\bself\.__SCORELINE_PRECACHE\b/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, root) : [`/${relative(root, path).split(sep).join('/')}`];
  });
}

/**
 * Builds `src/sw/service-worker.ts` as `/sw.js` (a classic script with no imports) and writes the
 * precache list into it: the shell ('/'), every emitted asset and every public file. The list's
 * hash is the cache version, so each build installs a fresh cache and drops the old one.
 */
export function serviceWorkerPlugin(options: { entryName: string; publicDir: string }): Plugin {
  return {
    name: 'scoreline-service-worker',
    apply: 'build',
    generateBundle(_output, bundle) {
      const worker = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === options.entryName);
      if (!worker || worker.type !== 'chunk') throw new Error('service worker chunk missing');
      if (worker.imports.length > 0) throw new Error(`sw.js must not import other chunks: ${worker.imports.join(', ')}`);
      const emitted = Object.keys(bundle)
        .filter((name) => name !== worker.fileName && name !== 'index.html' && !name.endsWith('.map'))
        .map((name) => `/${name}`);
      const files = ['/', ...emitted, ...listFiles(options.publicDir)].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      if (!MARKER.test(worker.code)) throw new Error('sw.js lost its precache marker');
      worker.code = worker.code.replace(MARKER, JSON.stringify({ version, files }));
    },
  };
}
