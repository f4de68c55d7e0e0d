import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES } from '../../lib/i18n/text-chunks.ts';

// Each page fetches its features' texts before it renders (route-table.ts). A page whose code
// uses a text file its route does not list would show raw keys, so this reads the sources: every
// page, with every file it imports, may use only its listed files and the first screen's.
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');
const namespaces = readdirSync(join(src, 'locales/en')).map((file) => file.replace(/\.json$/, ''));
const tablePath = join(here, 'route-table.ts');
const usePattern = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z$]`, 'g');

function used(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  // The route table's own imports are the other pages, each checked on its own.
  if (seen.has(file) || file === tablePath) return found;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(usePattern)) if (m[1]) found.add(m[1]);
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+\.tsx?)'/g)) {
    if (m[1]) for (const namespace of used(resolve(dirname(file), m[1]), seen)) found.add(namespace);
  }
  return found;
}

const table = readFileSync(tablePath, 'utf8');
const lazyRoutes = [...table.matchAll(/\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?/g)].map((m) => ({
  page: m[1] ?? '',
  texts: [...(m[2] ?? '').matchAll(/'([^']+)'/g)].map((t) => t[1] ?? ''),
}));
// A page bundled with the entry fetches no texts of its own: it may use the first screen's only.
const bundledRoutes = [...table.matchAll(/^import \w+ from '([^']+\.page\.tsx)';$/gm)].map((m) => ({ page: m[1] ?? '', texts: [] as string[] }));
const routes = [...lazyRoutes, ...bundledRoutes];

describe('the texts each page fetches', () => {
  it('finds the pages in the route table', () => {
    expect(lazyRoutes.length).toBeGreaterThan(50);
    expect(bundledRoutes.map((route) => route.page)).toEqual(['../pages/score-tab.page.tsx']);
  });

  it.each(routes)('$page lists every text file it uses', ({ page, texts }) => {
    const allowed = new Set<string>([...BOOT_NAMESPACES, ...texts]);
    const missing = [...used(resolve(here, page))].filter((namespace) => !allowed.has(namespace));
    expect(missing).toEqual([]);
  });
});
