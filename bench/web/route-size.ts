import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The initial JS+CSS of one route, gzip, from the built web app: what index.html loads (the
 * entry, its module preloads and styles, the styles written into it, and every chunk they import
 * statically), plus, for a lazily loaded page, its chunk with the files Vite preloads with it
 * (`__vite__mapDeps`), plus one
 * language's texts (the entry fetches the active language's `locale-*` chunk and antd-mobile's
 * texts before its first render; the heaviest language is counted). Pages and texts the app
 * fetches in the background after the first render are not initial and are not counted.
 */
export interface RouteSize {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  rawBytes: number;
}

const read = (dist: string, file: string) => readFileSync(join(dist, file));

/** `import"./x.js"`, `import{a}from"./x.js"`, `export{a}from"./x.js"` in a built chunk. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:import|export)\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => `assets/${m[1]}`);
}

function closure(dist: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(read(dist, file).toString()));
  }
  return seen;
}

/** The dependency files Vite lists for the lazy import of the chunk named `pageChunk` (e.g. `score-tab.page`). */
function lazyDeps(dist: string, entryFiles: Iterable<string>, pageChunk: string): string[] {
  for (const file of entryFiles) {
    if (!file.endsWith('.js')) continue;
    const code = read(dist, file).toString();
    const table = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]\)\)\)/.exec(code);
    const call = new RegExp(`import\\("\\./(${pageChunk.replace('.', '\\.')}-[\\w-]+\\.js)"\\)\\s*,\\s*__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`).exec(code);
    if (!table?.[1] || !call?.[1]) continue;
    const names = [...table[1].matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
    const deps = (call[2] ?? '').split(',').filter(Boolean).map((i) => names[Number(i)] ?? '');
    return [`assets/${call[1]}`, ...deps];
  }
  const page = chunkNamed(dist, pageChunk);
  if (!page) throw new Error(`no chunk named ${pageChunk} in ${dist}`);
  return [`assets/${page}`];
}

/** The built script file of the chunk named `name` (Rollup names it `<name>-<hash>.js`), if any. */
function chunkNamed(dist: string, name: string): string | undefined {
  return readdirSync(join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
}

/** antd-mobile's name for each of our languages' texts (zh-CN is its default, inside the entry). */
const ANTD_LOCALES: Record<string, string> = { en: 'en-US', ja: 'ja-JP', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' };

/**
 * The texts one language fetches before the first render, for the language where they weigh the
 * most: our `locale-<language>` chunk and antd-mobile's texts for the same language, each with
 * the chunks it imports that the entry does not already load. (Our other text chunks,
 * `texts-<language>-<feature>`, load with their pages.)
 */
function largestLanguageTexts(dist: string, initial: ReadonlySet<string>): string[] {
  const assets = readdirSync(join(dist, 'assets'));
  const languages = assets.flatMap((f) => /^locale-(.+)-[\w-]{8}\.js$/.exec(f)?.[1] ?? []);
  const sized = languages.map((language) => {
    const own = assets.filter((f) => f.startsWith(`locale-${language}-`) && f.endsWith('.js'));
    const antd = assets.filter((f) => f.startsWith(`${ANTD_LOCALES[language] ?? language}-`) && f.endsWith('.js'));
    const files = [...closure(dist, [...own, ...antd].map((f) => `assets/${f}`))].filter((f) => !initial.has(f));
    return { files, gzip: files.reduce((sum, f) => sum + gzipSync(read(dist, f), { level: 9 }).length, 0) };
  });
  return sized.sort((a, b) => b.gzip - a.gzip)[0]?.files ?? [];
}

/**
 * `pageChunk` names a lazily loaded page's chunk. `bundledPage` names a page bundled with the
 * entry (as the scores tab is, route-table.ts), so counted with it; a chunk of that name would
 * mean it is lazy after all, and is an error rather than an undercount.
 */
export function routeSize(dist: string, page: { pageChunk: string } | { bundledPage: string }): RouteSize {
  const html = read(dist, 'index.html').toString();
  const entry = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const initial = closure(dist, entry);
  if ('pageChunk' in page) {
    for (const file of closure(dist, lazyDeps(dist, initial, page.pageChunk))) initial.add(file);
  } else if (chunkNamed(dist, page.bundledPage)) {
    throw new Error(`${page.bundledPage} has a chunk of its own in ${dist}: pass it as pageChunk`);
  }
  for (const file of largestLanguageTexts(dist, initial)) initial.add(file);
  const files = [...initial].filter((f) => /\.(js|css)$/.test(f)).map((file) => ({ file, raw: read(dist, file) }));
  // The styles written into index.html itself (the boot shell's and the entry's stylesheet).
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  if (inline) files.push({ file: 'index.html <style>', raw: Buffer.from(inline) });
  const sized = files.map(({ file, raw }) => ({ file, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length }));
  return {
    files: sized.map(({ file, gzipBytes }) => ({ file, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    gzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0),
    rawBytes: sized.reduce((sum, f) => sum + f.rawBytes, 0),
  };
}
