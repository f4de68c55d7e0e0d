import type { Plugin } from 'vite';
import { callRefs } from '../../../packages/contract/src/call-refs.ts';

const MODULE = /\/packages\/contract\/src\/call-refs\.ts$/;

/**
 * Folds `@scoreline/contract`'s call references into a constant at build time: the module as
 * written derives them from the full contract (every zod schema); the web only needs the routes
 * and rules, so it gets the evaluated result. `callRefs` is evaluated here, when Vite loads its
 * config, so a call added to the contract is in the next build (restart a running dev server).
 */
export function contractCallRefsPlugin(): Plugin {
  const code = `export const callRefs = ${JSON.stringify(callRefs)};\n`;
  return {
    name: 'contract-call-refs',
    enforce: 'pre',
    transform(_source, id) {
      return MODULE.test(id.replace(/\\/g, '/')) ? { code, map: null } : undefined;
    },
  };
}
