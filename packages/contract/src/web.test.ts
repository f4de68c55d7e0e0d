import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callsByGroup, type CallGroup } from './call-groups.ts';
import { callRefs } from './call-refs.ts';
import { callPath, type CallDef } from './call.ts';
import { calls } from './index.ts';
import { callGroupLoaders, loadPushSchemas } from './lazy-schemas.ts';
import * as push from './push.ts';

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
      expect(ref, key).toEqual({ module: call.module, name: call.name, access: call.access, rate: call.rate, body: call.body, group: ref.group });
    }
  });

  it('puts every call of `calls` in exactly one group, the same definition', () => {
    const grouped = Object.values(callsByGroup).flatMap((defs) => Object.entries(defs as Record<string, CallDef>));
    expect(grouped.map(([key]) => key).sort()).toEqual(Object.keys(calls).sort());
    for (const [key, def] of grouped) expect(def, key).toBe(calls[key as keyof typeof calls]);
  });

  it("loads each group's definitions lazily, and a reference's group holds its call", async () => {
    expect(Object.keys(callGroupLoaders).sort()).toEqual(Object.keys(callsByGroup).sort());
    for (const group of Object.keys(callsByGroup) as CallGroup[]) {
      expect(await callGroupLoaders[group](), group).toBe(callsByGroup[group]);
    }
    for (const [key, ref] of Object.entries(callRefs)) {
      expect((callsByGroup[ref.group] as Record<string, CallDef>)[key], key).toBe(calls[key as keyof typeof calls]);
    }
  });

  it('loads the push payload schemas on their own', async () => {
    expect(await loadPushSchemas()).toBe(push);
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
