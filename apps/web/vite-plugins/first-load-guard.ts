import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Fails the build when the entry, with the chunks it imports statically, carries a module that
 * matches `forbidden` (zod): the reply schemas are loaded with the first call of their group,
 * and manual chunks make that easy to undo unseen, since a module assigned to a chunk takes
 * its unassigned imports along, and the entry then imports that chunk whole.
 */
export function firstLoadGuardPlugin(entryName: string, forbidden: RegExp): Plugin {
  return {
    name: 'scoreline-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry && file.name === entryName);
      if (!entry) return;
      const offender = firstLoadModules(bundle, entry).find(([, id]) => forbidden.test(id));
      if (offender) this.error(`the first load must not carry ${forbidden}: ${offender[1]} is in ${offender[0]}, which ${entryName} loads with it (by static imports)`);
    },
  };
}

/** [chunk file, module id] for every module of the entry and its static imports. */
function firstLoadModules(bundle: OutputBundle, entry: OutputChunk): Array<[string, string]> {
  const seen = new Set<string>();
  const modules: Array<[string, string]> = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of Object.keys(chunk.modules)) modules.push([chunk.fileName, id.replace(/\\/g, '/')]);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return modules;
}
