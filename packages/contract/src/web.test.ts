import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callRefs } from './call-refs.ts';
import { callPath } from './call.ts';
import { calls } from './index.ts';

const here = new URL('./', import.meta.url);

/** Modules a file imports at run time (type-only imports and re-exports are erased). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(new URL(file, here), 'utf8');
  return [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
}

describe('the web entry (@scoreline/contract/web)', () => {
  it('has a reference for every call, with its route and rules', () => {
    expect(Object.keys(callRefs).sort()).toEqual(Object.keys(calls).sort());
    for (const [key, call] of Object.entries(calls)) {
      const ref = callRefs[key as keyof typeof callRefs];
      expect(callPath(ref), key).toBe(callPath(call));
      expect(ref, key).toEqual({ module: call.module, name: call.name, access: call.access, rate: call.rate, body: call.body });
    }
  });

  it('imports no zod at run time (call-refs.ts is folded to a constant by the web build)', () => {
    const seen = new Set<string>();
    const queue = ['web.ts'];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file) || file === 'call-refs.ts') continue;
      seen.add(file);
      for (const spec of runtimeImports(file)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^zod/);
        if (spec.startsWith('./')) queue.push(spec.slice(2));
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});
