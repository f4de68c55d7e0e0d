/**
 * House style: a pure package has no I/O, no clock and no global randomness, and depends on
 * nothing of ours. This keeps it so for everything under src/ except the tests and src/testing/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

const forbidden: [string, RegExp][] = [
  ['Node or other I/O imports', /from ['"](node:|fs|path|http|https|child_process)/],
  ['the clock', /\bDate\b|performance\.now/],
  ['global randomness', /Math\.random/],
  ['process state', /\bprocess\./],
  ['console output', /\bconsole\./],
];

describe('purity', () => {
  it.each(sources)('%s uses no I/O, clock, randomness or console', (name) => {
    const text = readFileSync(join(here, name), 'utf8');
    for (const [what, pattern] of forbidden) expect(pattern.test(text), `${name} uses ${what}`).toBe(false);
  });

  it('imports nothing outside the package', () => {
    expect(sources.length).toBeGreaterThan(10);
    for (const name of sources) {
      const imports = [...readFileSync(join(here, name), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');
      expect(imports.filter((i) => !i.startsWith('./')), name).toEqual([]);
    }
  });
});
